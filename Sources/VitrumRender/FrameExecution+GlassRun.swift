extension FrameExecution {
  /// Draws the run of consecutive glass commands starting at `index` as one batch
  /// (`GlassCompositor.drawBatch`), or as several when their toned grids would exceed
  /// `GlassCompositor.maximumBatchTexels`.
  ///
  /// Each command is paid for and checked against an incremental frame's region in document order, as
  /// its own turn would: the run ends at the first the budget cannot pay for (everything after it is left
  /// out), and one the region does not reach is paid for and skipped. Between the commands of a run no
  /// content is drawn and no clip or layer opens or closes, so every shape reads the content layer its
  /// own turn would and has the same clip.
  mutating func drawGlassRun(from index: Int) {
    let canvas = PixelRect(x: 0, y: 0, width: output.width, height: output.height)
    var shapes: [GlassBatchShape] = []
    var texels = 0
    var j = index
    while j < list.commands.count, case .glass(let item) = list.commands[j] {
      let estimate = GlassCompositor.estimatedTexels(for: item)
      if !shapes.isEmpty && texels + estimate > GlassCompositor.maximumBatchTexels { break }
      glassHandled = j
      j += 1
      guard budget.spend(FrameBudgetMeter.cost(of: item, canvas: canvas, clip: clipExtents), for: item.nodeID)
      else { break }
      if let restriction, !restriction.reachesGlass(at: glassHandled) { continue }
      shapes.append(
        GlassBatchShape(
          command: glassHandled, item: item, clip: clipExtents,
          sharedCapture: shared.plan.captureOfCommand[glassHandled]))
      texels += estimate
    }
    if !shapes.isEmpty {
      // The frame's pixels take glass at full strength only (`GlassTarget.pixels`): a shape drawn with
      // an opacity (fading, or one of a dissolve's two copies) composites through Cairo, which applies it.
      let translucent = shapes.contains { $0.item.alpha < 1 }
      let whole = PixelRect(covering: outputContext.deviceClipExtents())
      drawGlass { execution, content, context, clip, target in
        let target = translucent ? GlassTarget.cairo : target
        let batch = shapes.map { shape in
          var shape = shape
          shape.clip = Self.narrowedClip(clip, whole: whole, for: [shape.item], canvas: canvas)
          return shape
        }
        execution.renderer.compositor.drawBatch(
          batch, content: content, onto: context, target: target, shared: execution.shared,
          log: &execution.log)
      }
    }
    shared.finished(through: glassHandled)
  }

  /// The clip narrowed to open masks' reach, unless it leaves nothing of a shape that the display list's
  /// clip shows: such a shape is drawn, and its capture taken, as without masks, so that a spacing-0
  /// container, whose shared capture is planned from the display list alone, never captures more than its
  /// members drawn one by one.
  static func narrowedClip(_ clip: PixelRect, whole: PixelRect, for items: [GlassItem], canvas: PixelRect)
    -> PixelRect
  {
    let emptied = items.contains { item in
      GlassCompositor.paintRect(for: item, canvas: canvas, clip: clip).isEmpty
        && !GlassCompositor.paintRect(for: item, canvas: canvas, clip: whole).isEmpty
    }
    return emptied ? whole : clip
  }
}

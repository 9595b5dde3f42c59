import VitrumGeometry
import VitrumScene

extension CairoRenderer: FrameRenderer {
  public func adopt(_ scene: Scene) {
    if scene.textMeasurer.isEstimate { scene.textMeasurer = outliner }
  }

  public func prepare(_ scene: Scene) -> DisplayList { displayList(for: scene) }

  /// Draws a display list over the frame this method drew last, redrawing only what changed (see
  /// `IncrementalPlan`); the pixels are a complete frame's, byte for byte. `damage` (points, from the
  /// scene) is redrawn too; the renderer finds the rest itself, at device level, by comparing the display
  /// list with the previous one — the scene can only estimate the outlines of text, which the renderer
  /// knows exactly. The first frame, a frame whose canvas, scale, mode or budget changed, full damage, or
  /// a change over half the canvas draw everything; `RenderedFrame.redraw` says which happened and why.
  public func render(_ list: DisplayList, damage: Damage) throws(RenderError) -> RenderedFrame {
    try check(list)
    let prior = retained
    let reason: FrameRedraw.FullRedrawReason
    if let previous = prior {
      if !previous.accepts(list, options: options) {
        reason = .canvasChanged
      } else if damage.isFull {
        reason = .fullDamage
      } else if !previous.isComplete {
        reason = .previousFrameIncomplete
      } else {
        let plan = IncrementalPlan(
          previous: previous, list: list, damage: damage, scale: options.scale, compositor: compositor)
        switch plan.outcome {
        case .unchanged:
          retained = RetainedFrame(
            list: list, output: previous.output, options: options, isComplete: true,
            footprints: plan.footprints, surfacesFrom: previous)
          return RenderedFrame(
            surface: previous.output, warnings: list.warnings, statistics: RenderStatistics(),
            redraw: FrameRedraw(kind: .unchanged, pixels: 0))
        case .redraw(let region):
          if let frame = try drawIncrementally(
            list, over: previous, region: region, footprints: plan.footprints)
          {
            return frame
          }
          reason = .budgetExhausted
        case .full(let why):
          reason = why
        }
      }
    } else {
      reason = .noPreviousFrame
    }
    var frame = try render(list)
    frame.redraw = FrameRedraw(kind: .full(reason), pixels: list.width * list.height)
    let complete = !frame.warnings.contains { $0.code == .frameBudgetExhausted }
    retained = RetainedFrame(
      list: list, output: frame.surface, options: options, isComplete: complete, surfacesFrom: prior)
    return frame
  }

  public func reset() { retained = nil }

  /// Redraws `region` over the previous frame; nil when the frame runs out of its budget (a complete frame
  /// must then be drawn, since what is left out depends on the whole frame).
  private func drawIncrementally(
    _ list: DisplayList, over previous: RetainedFrame, region: PixelRegion, footprints: [Int: GlassFootprint]
  ) throws(RenderError) -> RenderedFrame? {
    retained = nil
    let output: ImageSurface
    if isKnownUniquelyReferenced(&previous.output) {
      output = previous.output
    } else {
      // A caller still holds the previous frame: draw over a copy, never over what it holds.
      guard let copy = ImageSurface(width: list.width, height: list.height) else {
        throw .outOfMemory(width: list.width, height: list.height)
      }
      CairoContext(surface: copy).copy(from: previous.output)
      output = copy
    }
    guard let content = previous.contentSurface ?? ImageSurface(width: list.width, height: list.height)
    else {
      throw .outOfMemory(width: list.width, height: list.height)
    }
    var glassPaint: [Int: PixelRect] = [:]
    for (index, footprint) in footprints { glassPaint[index] = footprint.paint }
    let restriction = FrameRestriction(
      region: region, contentSurface: content, glassPaint: glassPaint)
    var execution = FrameExecution(renderer: self, list: list, output: output, restriction: restriction)
    try execution.run()
    guard execution.budget.leftOut == 0 else { return nil }
    let kept = RetainedFrame(
      list: list, output: output, options: options, isComplete: true, footprints: footprints)
    kept.contentSurface = content
    retained = kept
    return RenderedFrame(
      surface: output, warnings: list.warnings + execution.log.warnings, statistics: execution.log.statistics,
      redraw: FrameRedraw(kind: .incremental, pixels: region.area))
  }
}

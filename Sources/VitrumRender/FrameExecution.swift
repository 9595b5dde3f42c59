import VitrumGeometry
import VitrumScene

/// Runs one display list: content goes to the output and, while glass is still to come, to a separate
/// content layer that glass samples (glass never samples glass).
///
/// The content layer is created lazily: until the first glass shape or layer, the output *is* the content
/// layer, so scenes with a backdrop and glass on top draw their backdrop once. Inside layers the content
/// layer receives each draw with the layer's opacity multiplied in, not composited as a group, and masks
/// are not applied to it: glass sees masked content unmasked (a documented approximation; it matters only
/// for glass that refracts a masked, overlapping group — not for a reflection of glass, whose masked layer
/// holds no content: `MaskedLayerApproximationTests` and its picture).
///
/// With a `FrameRestriction` the execution redraws only a region of the previous frame: see
/// `FrameRestriction` for what it changes and why the pixels it draws are a complete frame's.
struct FrameExecution {
  let renderer: CairoRenderer
  let list: DisplayList
  let output: ImageSurface
  let outputContext: CairoContext
  var content: ImageSurface?
  var contentContext: CairoContext?
  /// Index of the last glass command; content after it never needs the content layer.
  let lastGlass: Int
  var clips: [(Path, FillRule, AffineMatrix)] = []
  /// Open layers; a pushed one keeps the group surface it draws into, which adaptive inks read, and a
  /// masked one holding glass its mask, drawn ahead (`prepareMask`).
  var layers:
    [(alpha: Double, mask: [DisplayCommand]?, pushed: Bool, surface: OpaquePointer?, prepared: PreparedMask?)] =
      []
  /// The ink each adaptive foreground drawn so far is painted in, by node.
  var inkDrawn: [NodeID: InkDecision] = [:]
  var budget: FrameBudgetMeter
  var log = FrameLog()
  /// The captures spacing-0 container members share.
  let shared: SharedBackdrops
  /// The last glass command a batch has taken care of (drawn, skipped or left out): the run of glass
  /// commands a batch draws is handled at its first command's turn.
  var glassHandled = -1
  /// What an incremental frame redraws; nil for a complete frame.
  let restriction: FrameRestriction?

  init(
    renderer: CairoRenderer, list: DisplayList, output: ImageSurface, restriction: FrameRestriction? = nil
  ) {
    self.renderer = renderer
    self.list = list
    self.output = output
    self.outputContext = CairoContext(surface: output)
    output.markDrawnOn()
    self.restriction = restriction
    if let restriction {
      restriction.clipToRegion(outputContext)
      outputContext.clear()
      outputContext.restore()
    }
    self.lastGlass =
      list.commands.lastIndex(where: {
        switch $0 {
        case .glass, .glassContainer: true
        default: false
        }
      }) ?? -1
    self.shared = SharedBackdrops(plan: SharedCapturePlan(list), buffers: renderer.compositor.buffers)
    self.budget = FrameBudgetMeter(renderer.options.budget)
    self.clipExtents = currentClipExtents()
  }

  /// The pixels the open clips leave drawable. Read from Cairo when a clip opens or closes, not per draw:
  /// asking Cairo for every command cost about as much as the rest of an incremental frame's bookkeeping.
  var clipExtents = PixelRect(x: 0, y: 0, width: 0, height: 0)

  func currentClipExtents() -> PixelRect {
    PixelRect(covering: outputContext.deviceClipExtents()).intersection(
      PixelRect(x: 0, y: 0, width: output.width, height: output.height))
  }

  mutating func run() throws(RenderError) {
    defer { shared.releaseAll() }
    defer { if restriction == nil, let content { renderer.spareContentLayer = content } }
    defer {
      if budget.leftOut > 0 {
        log.warn(
          .frameBudgetExhausted, budget.firstLeftOut ?? "#background",
          "the frame's drawing budget ran out here: \(budget.leftOut) draw\(budget.leftOut == 1 ? "" : "s") "
            + "from this node on were left out (see FrameBudget)")
      }
    }
    log.statistics.containerGroups = shared.plan.decisions
    for (container, members) in shared.plan.fallbacks {
      log.statistics.sharedCaptureFallbacks += members.count
      log.warn(
        .sharedCaptureFallback, container,
        "\(members.count) member\(members.count == 1 ? "" : "s") (\(Self.list(members))) read their own "
          + "capture: content drawn after the container's shared capture lies beneath them")
    }
    for (index, command) in list.commands.enumerated() {
      switch command {
      case .fill, .stroke, .image:
        // Drawn twice while glass is still to come: into the frame and into the content layer.
        let copies = contentContext != nil && index < lastGlass ? 2 : 1
        guard
          budget.spend(FrameBudgetMeter.cost(of: command, within: clipExtents) * copies, for: command.node)
        else {
          continue
        }
        let contentAlpha = layers.reduce(1) { $0 * $1.alpha }
        guard let restriction else {
          let drawn = resolvingInk(command, at: index)
          try draw(drawn, on: outputContext, alpha: 1)
          if let contentContext, index < lastGlass {
            try draw(drawn, on: contentContext, alpha: contentAlpha)
          }
          continue
        }
        // Once per rectangle of the region it meets, each time clipped to that rectangle alone.
        let rects = restriction.rects(meeting: command)
        let drawn = rects.isEmpty ? command : resolvingInk(command, at: index)
        for rect in rects {
          outputContext.save()
          outputContext.clip(toDevicePixels: [rect])
          try draw(drawn, on: outputContext, alpha: 1)
          outputContext.restore()
          if let contentContext, index < lastGlass {
            contentContext.save()
            contentContext.clip(toDevicePixels: [rect])
            try draw(drawn, on: contentContext, alpha: contentAlpha)
            contentContext.restore()
          }
        }
      case .pushClip(let path, let rule, let transform):
        clips.append((path, rule, transform))
        applyClip(path, rule, transform, on: outputContext)
        if let contentContext { applyClip(path, rule, transform, on: contentContext) }
        clipExtents = currentClipExtents()
      case .popClip:
        clips.removeLast()
        outputContext.restore()
        contentContext?.restore()
        clipExtents = currentClipExtents()
      case .pushLayer(let alpha, let mask):
        // A layer's surface (and its mask's) is paid for up front; a layer the budget cannot pay for is
        // not pushed, and its content is left out with everything after it.
        let surfaces = mask == nil ? 1 : 2
        guard budget.spend(clipExtents.area * FrameBudget.layerWeight * surfaces, for: nil) else {
          layers.append((alpha, mask, pushed: false, surface: nil, prepared: nil))
          continue
        }
        if index < lastGlass { separateContentLayer() }
        outputContext.pushGroup()
        var prepared: PreparedMask?
        if let mask { prepared = try prepareMask(mask, layerAt: index) }
        layers.append((alpha, mask, pushed: true, surface: outputContext.groupTarget, prepared: prepared))
        log.statistics.layers += 1
      case .popLayer:
        let layer = layers.removeLast()
        guard layer.pushed else { continue }
        let region = restriction?.region.rects
        if let mask = layer.mask {
          let maskSurface = try closingMask(mask, prepared: layer.prepared)
          outputContext.popGroup(
            alpha: layer.alpha, mask: maskSurface, within: masking(region, within: layer.prepared))
        } else {
          outputContext.popGroup(alpha: layer.alpha, within: region)
        }
      case .glass:
        guard index > glassHandled else { continue }
        drawGlassRun(from: index)
      case .glassContainer(let container):
        let canvas = PixelRect(x: 0, y: 0, width: output.width, height: output.height)
        let cost = container.members.reduce(0) {
          $0 + FrameBudgetMeter.cost(of: $1, canvas: canvas, clip: clipExtents)
        }
        guard budget.spend(cost, for: container.nodeID) else { continue }
        if let restriction, !restriction.reachesGlass(at: index) { continue }
        let whole = PixelRect(covering: outputContext.deviceClipExtents())
        drawGlass { execution, content, context, clip, target in
          let clip = Self.narrowedClip(clip, whole: whole, for: container.members, canvas: canvas)
          execution.renderer.compositor.drawContainer(
            container, content: content, onto: context, clip: clip, target: target, log: &execution.log)
        }
      }
    }
  }

  /// A glass step: separates the content layer, hands the compositor what it samples, the display
  /// list's clip and where it composites, and times it.
  mutating func drawGlass(
    _ body: (inout FrameExecution, ImageSurface, CairoContext, PixelRect, GlassTarget) -> Void
  ) {
    separateContentLayer()
    let start = ContinuousClock.now
    let clip = glassPlanningClip()
    let source = content ?? output
    let context = outputContext
    // The compositor plans with the display list's clip; what it composites lands in the region only.
    restriction?.clipToRegion(context)
    body(&self, source, context, clip, glassTarget(context))
    if restriction != nil { context.restore() }
    log.statistics.glassMilliseconds += Self.milliseconds(since: start)
  }

  /// Straight into the frame's pixels when nothing but a clip of whole pixels stands between the glass
  /// and the frame (no layer open); through Cairo otherwise.
  func glassTarget(_ context: CairoContext) -> GlassTarget {
    guard !renderer.compositor.compositesThroughCairo, !layers.contains(where: \.pushed),
      let rects = context.devicePixelClip()
    else { return .cairo }
    return .pixels(output, clip: rects)
  }

  /// Node ids for a message: the first few, then how many more.
  static func list(_ ids: [NodeID]) -> String {
    let shown = ids.prefix(5).map(\.description).joined(separator: ", ")
    return ids.count > 5 ? shown + " and \(ids.count - 5) more" : shown
  }

  static func milliseconds(since start: ContinuousClock.Instant) -> Double {
    (ContinuousClock.now - start).inMilliseconds
  }

  /// Stops sharing the output as the content layer: copies it and replays the open clips. An incremental
  /// frame copies only its region into the content surface it keeps between frames (glass reads nothing
  /// outside the region, see `FrameRestriction`).
  mutating func separateContentLayer() {
    guard content == nil else { return }
    let context: CairoContext
    if let restriction {
      context = CairoContext(surface: restriction.contentSurface)
      restriction.clipToRegion(context)
      context.copy(from: output, keepingClip: true)
      context.restore()
    } else {
      // A spare layer is overwritten whole: the copy replaces every pixel.
      let spare = renderer.spareContentLayer.flatMap {
        $0.width == output.width && $0.height == output.height ? $0 : nil
      }
      renderer.spareContentLayer = nil
      guard let surface = spare ?? ImageSurface(width: output.width, height: output.height) else { return }
      context = CairoContext(surface: surface)
      context.copy(from: output)
    }
    let surface = context.surface
    for (path, rule, transform) in clips { applyClip(path, rule, transform, on: context) }
    content = surface
    contentContext = context
  }

  func applyClip(_ path: Path, _ rule: FillRule, _ transform: AffineMatrix, on context: CairoContext) {
    context.save()
    setFillPath(path, transform, on: context)
    context.setFillRule(rule)
    context.clip()
  }

  /// Draws a content command with an extra opacity factor.
  mutating func draw(_ command: DisplayCommand, on context: CairoContext, alpha factor: Double)
    throws(RenderError)
  {
    switch command {
    case .fill(let path, let rule, let fill, let transform, let alpha, _):
      context.setTransform(transform)
      if case .solid = fill {
        context.setSource(fill, alpha: alpha * factor)
        setFillPath(path, transform, on: context)
      } else {
        guard let painted = paintSurface(for: command, gradient: fill, alpha: alpha * factor) else { return }
        setFillPath(path, transform, on: context)
        context.setSource(painted.surface, atDeviceX: painted.bounds.x, y: painted.bounds.y)
      }
      context.setFillRule(rule)
      context.fill()
    case .stroke(let path, let stroke, let transform, let alpha, let node):
      guard !Self.isFar(transform.apply(path.controlPointBounds.outset(by: stroke.outset))) else {
        log.warn(
          .geometryOutOfRange, node ?? "#background",
          "stroke not drawn: it reaches more than \(Int(Self.farCoordinate)) device pixels from the canvas")
        return
      }
      context.setTransform(transform)
      context.setPath(path)
      if case .solid = stroke.fill {
        context.setSource(stroke.fill, alpha: alpha * factor)
      } else {
        guard let painted = paintSurface(for: command, gradient: stroke.fill, alpha: alpha * factor) else {
          return
        }
        context.setSource(painted.surface, atDeviceX: painted.bounds.x, y: painted.bounds.y)
      }
      context.stroke(stroke)
    case .image(let path, let frame, let transform, let alpha, _):
      let image = try renderer.image(at: path)
      context.setTransform(transform)
      let far = Self.isFar(transform.apply(frame))
      let deviceClip = far ? Path.rect(frame).applying(transform).clippedForFilling(to: nearCanvas) : nil
      if PaintSurfaces.isPixelExact(image, frame: frame, transform: transform) {
        context.drawImage(image, in: frame, alpha: alpha * factor, deviceClip: deviceClip)
      } else {
        guard let bounds = paintBounds(of: command),
          let surface = renderer.paints.surface(
            for: .init(content: .image(path: path, frame: frame), transform: transform, bounds: bounds),
            paint: { $0.paintImage(image, in: frame) })
        else { return }
        context.setSource(surface, atDeviceX: bounds.x, y: bounds.y)
        context.paint(clippedTo: frame, deviceClip: deviceClip, alpha: alpha * factor)
      }
    default:
      break
    }
  }

  /// The device pixels a gradient or resampled image is painted over for a command: its conservative
  /// bounds within the canvas; nil when it misses the canvas.
  func paintBounds(of command: DisplayCommand) -> PixelRect? {
    let canvas = PixelRect(x: 0, y: 0, width: output.width, height: output.height)
    let bounds = SharedCapturePlan.deviceBounds(of: command).map { PixelRect(covering: $0) } ?? canvas
    let painted = bounds.intersection(canvas)
    return painted.isEmpty ? nil : painted
  }

  /// A command's gradient painted over its bounds (see `PaintSurfaces`).
  func paintSurface(for command: DisplayCommand, gradient: Fill, alpha: Double)
    -> (surface: ImageSurface, bounds: PixelRect)?
  {
    let transform: AffineMatrix
    switch command {
    case .fill(_, _, _, let t, _, _), .stroke(_, _, let t, _, _): transform = t
    default: return nil
    }
    guard let bounds = paintBounds(of: command),
      let surface = renderer.paints.surface(
        for: .init(content: .gradient(gradient, alpha: alpha), transform: transform, bounds: bounds),
        paint: { context in
          DitheredGradient.paint(
            gradient, alpha: alpha,
            transform: transform.then(.translation(-Double(bounds.x), -Double(bounds.y))),
            origin: (bounds.x, bounds.y), into: context.surface, threads: renderer.compositor.threads)
        })
    else { return nil }
    return (surface, bounds)
  }

  /// Draws a mask's commands (content only; the builder leaves glass out of masks) into a fresh surface.
  mutating func renderMask(_ commands: [DisplayCommand]) throws(RenderError) -> ImageSurface {
    guard let surface = ImageSurface(width: output.width, height: output.height) else {
      throw .outOfMemory(width: output.width, height: output.height)
    }
    surface.markDrawnOn()
    // Drawn whole in an incremental frame too: a mask's gradients come out as a complete frame's only on a
    // mask of the whole canvas (see `IncrementalPlan`, step 4).
    let context = CairoContext(surface: surface)
    let canvas = PixelRect(x: 0, y: 0, width: output.width, height: output.height)
    var alphas: [Double] = []
    var masks: [[DisplayCommand]?] = []
    for command in commands {
      switch command {
      case .fill, .stroke, .image:
        guard budget.spend(FrameBudgetMeter.cost(of: command, within: canvas), for: command.node) else {
          continue
        }
        try draw(command, on: context, alpha: 1)
      case .pushClip(let path, let rule, let transform): applyClip(path, rule, transform, on: context)
      case .popClip: context.restore()
      case .pushLayer(let alpha, let mask):
        alphas.append(alpha)
        masks.append(mask)
        context.pushGroup()
      case .popLayer:
        let alpha = alphas.removeLast()
        if let nested = masks.removeLast() {
          context.popGroup(alpha: alpha, mask: try renderMask(nested))
        } else {
          context.popGroup(alpha: alpha)
        }
      case .glass, .glassContainer: break
      }
    }
    return surface
  }
}

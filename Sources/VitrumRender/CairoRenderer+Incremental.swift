import VitrumGeometry
import VitrumScene

extension CairoRenderer: FrameRenderer {
  public func prepare(_ scene: Scene) -> DisplayList { displayList(for: scene) }

  /// Draws a display list over the frame this method drew last, redrawing only what changed (see
  /// `IncrementalPlan`); the pixels are a complete frame's, byte for byte. What changed is found here
  /// alone, at device level, by comparing the display list with the previous one: only the renderer knows
  /// the outlines of shaped text and the pixels each glass part reads. The first frame, a frame whose
  /// canvas, scale, mode or budget changed, or a change over half the canvas draw everything;
  /// `RenderedFrame.redraw` says which happened and why.
  public func renderNext(_ list: DisplayList) throws(RenderError) -> RenderedFrame {
    try draw(list, into: nil)
  }

  /// Draws over the previous frame into the renderer's own surface or, given `target`, into a caller's
  /// buffer (a surface viewing it, and what tells the buffer apart); each keeps its own previous frame.
  func draw(
    _ list: DisplayList, into target: (surface: ImageSurface, id: PixelBuffer.Identity)?,
    complete: Bool = false
  ) throws(RenderError) -> RenderedFrame {
    try check(list)
    let prior = retained
    let reason: FrameRedraw.FullRedrawReason
    if complete {
      reason = .requested
    } else if let previous = prior {
      if previous.target != target?.id {
        reason = .targetChanged
      } else if !previous.accepts(list, options: options) {
        reason = .canvasChanged
      } else if !previous.isComplete {
        reason = .previousFrameIncomplete
      } else {
        let plan = IncrementalPlan(previous: previous, list: list, compositor: compositor)
        switch plan.outcome {
        case .unchanged:
          let output = target?.surface ?? previous.output
          retained = RetainedFrame(
            list: list, output: output, options: options, isComplete: true,
            footprints: plan.footprints, surfacesFrom: previous, target: target?.id)
          retained?.captures = plan.captures
          retained?.edges = plan.edges
          return RenderedFrame(
            surface: output, warnings: list.warnings, statistics: RenderStatistics(),
            redraw: FrameRedraw(kind: .unchanged, pixels: 0, rects: []))
        case .redraw(let region):
          if let frame = try drawIncrementally(list, over: previous, region: region, plan: plan, into: target)
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
    let keeping = CaptureKeeping(
      keepable: KeptCaptures.keepable(in: list), reusable: [:],
      takesBackdrops: Self.takesBackdrops(
        for: reason, resized: prior.map { !Self.sameCanvas($0.list, list) } ?? false))
    compositor.keeping = keeping
    defer { compositor.keeping = nil }
    var frame = try render(list, into: target?.surface)
    frame.redraw = FrameRedraw(
      kind: .full(reason), pixels: list.width * list.height,
      rects: [PixelRect(x: 0, y: 0, width: list.width, height: list.height)])
    let isComplete = !frame.warnings.contains { $0.code == .frameBudgetExhausted }
    retained = RetainedFrame(
      list: list, output: frame.surface, options: options, isComplete: isComplete, surfacesFrom: prior,
      target: target?.id)
    retained?.captures = keeping.kept(over: KeptCaptures(), canvas: canvas(of: list))
    return frame
  }

  /// Whether a complete frame drawn for `reason` takes backdrops of the whole canvas for the frames after
  /// it (`CaptureKeeping.takesBackdrops`): those that start a run of incremental frames. Not a frame most
  /// of whose canvas changed (the next is likely to change as much), nor one asked for complete, nor one
  /// whose canvas was `resized` (a window being resized draws a new size every frame, and would pay for
  /// a backdrop each time).
  static func takesBackdrops(for reason: FrameRedraw.FullRedrawReason, resized: Bool) -> Bool {
    switch reason {
    case .canvasChanged: !resized
    case .noPreviousFrame, .previousFrameIncomplete, .targetChanged, .unboundedChange: true
    case .requested, .mostOfTheCanvasChanged, .budgetExhausted: false
    }
  }

  static func sameCanvas(_ a: DisplayList, _ b: DisplayList) -> Bool {
    a.width == b.width && a.height == b.height
  }

  func canvas(of list: DisplayList) -> PixelRect {
    PixelRect(x: 0, y: 0, width: list.width, height: list.height)
  }

  public func reset() { retained = nil }

  /// Redraws `region` over the previous frame; nil when the frame runs out of its budget (a complete frame
  /// must then be drawn, since what is left out depends on the whole frame).
  private func drawIncrementally(
    _ list: DisplayList, over previous: RetainedFrame, region: PixelRegion, plan: IncrementalPlan,
    into target: (surface: ImageSurface, id: PixelBuffer.Identity)?
  ) throws(RenderError) -> RenderedFrame? {
    let footprints = plan.footprints
    retained = nil
    let output: ImageSurface
    if let target {
      // The caller's buffer holds the previous frame: drawn over in place, as the caller asked.
      output = target.surface
    } else if isKnownUniquelyReferenced(&previous.output) {
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
    let keeping = CaptureKeeping(keepable: plan.keepable, reusable: plan.reusable, takesBackdrops: false)
    compositor.keeping = keeping
    defer { compositor.keeping = nil }
    var execution = FrameExecution(renderer: self, list: list, output: output, restriction: restriction)
    try execution.run()
    guard execution.budget.leftOut == 0 else { return nil }
    let kept = RetainedFrame(
      list: list, output: output, options: options, isComplete: true, footprints: footprints,
      target: target?.id)
    kept.contentSurface = content
    kept.captures = keeping.kept(over: plan.captures, canvas: canvas(of: list))
    kept.edges = plan.edges
    retained = kept
    return RenderedFrame(
      surface: output, warnings: list.warnings + execution.log.warnings, statistics: execution.log.statistics,
      redraw: FrameRedraw(kind: .incremental, pixels: region.area, rects: region.disjointRects),
      inks: execution.log.inks)
  }
}

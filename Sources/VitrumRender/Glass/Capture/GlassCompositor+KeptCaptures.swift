extension GlassCompositor {
  /// Backdrops of the whole canvas are taken only at reductions of at least this factor: the reduction
  /// reads the canvas once, as a frame copy does, and the blur then works on a sixteenth of its pixels or
  /// less. At finer reductions a backdrop would cost a large part of a complete frame.
  static let backdropMinimumFactor = 4

  /// The capture job of a per-node shape in a frame that keeps its captures (`CaptureKeeping`), added to
  /// `jobs` unless it shares one already there; its index among them. In order of preference:
  /// - the capture kept from an earlier frame that the incremental plan found it may read;
  /// - in a frame that takes backdrops, the batch's backdrop of the whole canvas at its blur, when it
  ///   serves the shape's own plan (the same bytes);
  /// - its own capture, in a buffer kept for the next frame.
  func keptCaptureJob(
    for shape: GlassBatchShape, captureRect: PixelRect, canvas: PixelRect, keeping: CaptureKeeping,
    jobs: inout [CaptureJob], backdrops: inout [Double: Int], log: inout FrameLog
  ) -> Int {
    let item = shape.item
    let sigma = Self.blurSigma(for: item)
    if let kept = keeping.reusable[shape.command] {
      jobs.append(CaptureJob(plan: kept.plan, shared: nil, taken: kept.capture, kept: kept))
      return jobs.count - 1
    }
    if keeping.takesBackdrops {
      let own = DownsampledBlur(region: captureRect, sigma: sigma, bounds: canvas)
      if let known = backdrops[sigma], jobs[known].plan.serves(own) { return known }
      if backdrops[sigma] == nil {
        let whole = DownsampledBlur(region: canvas, sigma: sigma, bounds: canvas)
        if whole.factor >= Self.backdropMinimumFactor && whole.serves(own) {
          let plan = capturePlan(canvas, sigma: sigma, canvas: canvas, for: item.nodeID, log: &log)
          jobs.append(CaptureJob(plan: plan, shared: nil, taken: nil, kept: KeptCapture(plan: plan)))
          backdrops[sigma] = jobs.count - 1
          return jobs.count - 1
        }
      }
    }
    let plan = capturePlan(captureRect, sigma: sigma, canvas: canvas, for: item.nodeID, log: &log)
    jobs.append(CaptureJob(plan: plan, shared: nil, taken: nil, kept: KeptCapture(plan: plan)))
    return jobs.count - 1
  }
}

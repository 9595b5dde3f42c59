extension GlassCompositor {
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
    let own = DownsampledBlur(region: captureRect, sigma: sigma, bounds: canvas)
    if let backdrop = backdropJob(
      for: item, canvas: canvas, keeping: keeping, jobs: &jobs, backdrops: &backdrops, log: &log),
      jobs[backdrop].plan.serves(own)
    {
      return backdrop
    }
    let plan = capturePlan(captureRect, sigma: sigma, canvas: canvas, for: item.nodeID, log: &log)
    jobs.append(CaptureJob(plan: plan, shared: nil, taken: nil, kept: KeptCapture(plan: plan)))
    return jobs.count - 1
  }

  /// In a frame that takes backdrops, the batch's backdrop of the whole canvas at an item's blur (added
  /// to `jobs` by the first shape that asks); nil when the frame takes none or has taken as many as it
  /// may (`CaptureKeeping.maximumBackdrops`), or the blur is so wide that it leaves only the canvas's mean.
  func backdropJob(
    for item: GlassItem, canvas: PixelRect, keeping: CaptureKeeping, jobs: inout [CaptureJob],
    backdrops: inout [Double: Int], log: inout FrameLog
  ) -> Int? {
    guard keeping.takesBackdrops else { return nil }
    let sigma = Self.blurSigma(for: item)
    if let known = backdrops[sigma] { return known }
    let whole = DownsampledBlur(region: canvas, sigma: sigma, bounds: canvas)
    guard whole.horizontal != .mean, whole.vertical != .mean,
      keeping.backdrops < CaptureKeeping.maximumBackdrops
    else { return nil }
    keeping.backdrops += 1
    let plan = capturePlan(canvas, sigma: sigma, canvas: canvas, for: item.nodeID, log: &log)
    jobs.append(
      CaptureJob(plan: plan, shared: nil, taken: nil, kept: KeptCapture(plan: plan, isBackdrop: true)))
    backdrops[sigma] = jobs.count - 1
    return jobs.count - 1
  }
}

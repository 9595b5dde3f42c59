/// A blurred capture kept from one frame for the next (see `KeptCaptures`): its plan and its coarse grid,
/// owned here rather than by the compositor's pool, since it outlives the frame.
final class KeptCapture: @unchecked Sendable {
  // @unchecked: written once, by the batch that takes it, before any shape reads it.
  let plan: DownsampledBlur
  let pixels: UnsafeMutableBufferPointer<UInt32>
  /// Whether it is a backdrop of the whole canvas rather than one shape's own capture.
  let isBackdrop: Bool

  /// An empty grid for `plan`, filled by the batch that takes it.
  init(plan: DownsampledBlur, isBackdrop: Bool = false) {
    self.plan = plan
    self.isBackdrop = isBackdrop
    pixels = .allocate(capacity: max(1, plan.pixelCount))
  }

  deinit { pixels.deallocate() }

  /// The capture as the batch reads it.
  var capture: BlurredCapture {
    BlurredCapture(
      plan: plan, pixels: pixels, backdrop: DownsampledBackdrop(plan, pixels: pixels.baseAddress!))
  }

  /// Whether a shape planned to capture `own` samples from this capture what it would from its own
  /// (`DownsampledBlur.serves`).
  func serves(_ own: DownsampledBlur) -> Bool { plan.serves(own) }
}

extension DownsampledBlur {
  /// Whether a shape planned to capture `own` samples the same bytes from this plan's capture, content
  /// beneath being equal: the same blur on the same block grid (reduction, passes, box on each axis,
  /// rounding quantum), covering every pixel `own` reads. The blur at a sample depends only on the pixels
  /// within `DownsampledBlur.reach` of it, reflected at the canvas's edges, and a shape's samples are
  /// clamped to its own pixels (`DownsampledBackdrop.clamped`), which its own capture reaches beyond by
  /// that much — so a larger capture gives the same bytes, as a spacing-0 container's shared capture does.
  /// An axis blurred to its mean depends on the capture's whole extent, and is never served.
  func serves(_ own: DownsampledBlur) -> Bool {
    guard own.factor == factor, own.passes == passes, own.quantum == quantum, own.lowSigma == lowSigma,
      own.horizontal == horizontal, own.vertical == vertical, own.horizontal != .mean, own.vertical != .mean,
      !own.grid.isEmpty
    else { return false }
    return source.intersection(own.source) == own.source && grid.intersection(own.grid) == own.grid
  }
}

/// The content beneath some glass, captured at reduced resolution and blurred (`DownsampledBlur`): the
/// coarse grid in a pool buffer, and its sampler. The compositor releases the buffer when the last glass
/// reading it has drawn.
struct BlurredCapture {
  let plan: DownsampledBlur
  /// The blurred coarse grid, premultiplied ARGB32 (a `PixelBufferPool` buffer).
  let pixels: UnsafeMutableBufferPointer<UInt32>
  /// Reads `pixels` at device coordinates, unclamped.
  let backdrop: DownsampledBackdrop
}

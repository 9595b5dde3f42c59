/// How two images of the same size differ, channel by channel (premultiplied ARGB32, 0…255).
public struct ImageComparison: Hashable, Sendable, CustomStringConvertible {
  /// Pixels compared.
  public var pixelCount: Int
  /// The largest difference of any channel of any pixel.
  public var maxDelta: Int
  /// The mean absolute channel difference over all channels of all pixels.
  public var meanDelta: Double
  /// Pixels with any channel differing by more than `threshold`.
  public var changedPixels: Int
  /// The per-channel difference a pixel may have and still count as unchanged.
  public var threshold: Int

  /// The fraction of pixels that changed.
  public var changedRatio: Double { pixelCount > 0 ? Double(changedPixels) / Double(pixelCount) : 0 }

  /// Compares two surfaces of the same size; nil when the sizes differ.
  public init?(_ a: ImageSurface, _ b: ImageSurface, threshold: Int = 0) {
    guard a.width == b.width, a.height == b.height else { return nil }
    self.init(a.pixelArray(), b.pixelArray(), threshold: threshold)
  }

  /// Compares two pixel arrays of the same length.
  public init(_ a: [UInt32], _ b: [UInt32], threshold: Int = 0) {
    precondition(a.count == b.count, "compared images must have the same size")
    var maxDelta = 0
    var total = 0
    var changed = 0
    for i in 0..<a.count where a[i] != b[i] {
      var pixelMax = 0
      for shift in stride(from: 0, to: 32, by: 8) {
        let d = abs(Int((a[i] >> UInt32(shift)) & 0xFF) - Int((b[i] >> UInt32(shift)) & 0xFF))
        total += d
        pixelMax = max(pixelMax, d)
      }
      maxDelta = max(maxDelta, pixelMax)
      if pixelMax > threshold { changed += 1 }
    }
    self.pixelCount = a.count
    self.maxDelta = maxDelta
    self.meanDelta = a.isEmpty ? 0 : Double(total) / Double(a.count * 4)
    self.changedPixels = changed
    self.threshold = threshold
  }

  public var description: String {
    let ratio = (changedRatio * 100_000).rounded() / 1000
    let mean = (meanDelta * 1000).rounded() / 1000
    return
      "max delta \(maxDelta), mean delta \(mean), changed \(changedPixels) of \(pixelCount) pixels (\(ratio) %)"
  }

  /// A picture of the difference: unchanged pixels as a faint grey copy of `a`, changed ones in red whose
  /// brightness grows with the difference (amplified 4× so small deltas are visible).
  public static func differenceImage(_ a: ImageSurface, _ b: ImageSurface) -> ImageSurface? {
    guard a.width == b.width, a.height == b.height, let out = ImageSurface(width: a.width, height: a.height)
    else { return nil }
    let pa = a.pixelArray()
    let pb = b.pixelArray()
    out.withPixels { pixels, rowPixels in
      for y in 0..<a.height {
        for x in 0..<a.width {
          let i = y * a.width + x
          var d = 0
          var luma = 0
          for shift in stride(from: 0, to: 32, by: 8) {
            let ca = Int((pa[i] >> UInt32(shift)) & 0xFF)
            d = max(d, abs(ca - Int((pb[i] >> UInt32(shift)) & 0xFF)))
            if shift < 24 { luma += ca }
          }
          if d == 0 {
            let g = UInt32(min(255, 200 + luma / 3 / 5))
            pixels[y * rowPixels + x] = 0xFF00_0000 | g << 16 | g << 8 | g
          } else {
            let r = UInt32(min(255, 96 + d * 4))
            pixels[y * rowPixels + x] = 0xFF00_0000 | r << 16
          }
        }
      }
    }
    return out
  }
}

import Foundation
import VitrumRender

/// A picture of where two frames differ, amplified so that one-level differences show.
///
/// Unchanged pixels are a dim grey copy of the first frame (enough to see where things are); a pixel that
/// differs is drawn on a ramp from dark red to yellow by its largest channel difference times
/// `amplification`, which maps the largest difference in the image to full yellow. Every differing pixel
/// is at least dark red, so a single one-level difference is visible at 100 % zoom.
public struct DifferenceImage: Sendable {
  public let width: Int
  public let height: Int
  /// Premultiplied ARGB32 pixels, row by row.
  public let pixels: [UInt32]
  /// The largest channel difference found (0…255).
  public let maxDelta: Int
  /// Each channel difference is multiplied by this before it is mapped to the colour ramp
  /// (`255 / maxDelta`, at least 1).
  public let amplification: Int
  /// Pixels with any difference.
  public let changedPixels: Int

  /// Compares two frames of the same size; nil when the sizes differ.
  public init?(_ a: ImageSurface, _ b: ImageSurface) {
    guard a.width == b.width, a.height == b.height else { return nil }
    self.init(a.pixelArray(), b.pixelArray(), width: a.width, height: a.height)
  }

  /// Compares two pixel arrays of `width × height` pixels; nil when either has another length.
  public init?(_ a: [UInt32], _ b: [UInt32], width: Int, height: Int) {
    guard width > 0, height > 0, a.count == width * height, b.count == a.count else { return nil }
    var deltas = [UInt8](repeating: 0, count: a.count)
    var maxDelta = 0
    var changed = 0
    for i in a.indices where a[i] != b[i] {
      var d: UInt32 = 0
      for shift: UInt32 in [0, 8, 16, 24] {
        let ca = (a[i] >> shift) & 0xFF
        let cb = (b[i] >> shift) & 0xFF
        d = max(d, ca > cb ? ca - cb : cb - ca)
      }
      deltas[i] = UInt8(d)
      maxDelta = max(maxDelta, Int(d))
      changed += 1
    }
    let amplification = maxDelta > 0 ? max(1, 255 / maxDelta) : 1
    self.width = width
    self.height = height
    self.maxDelta = maxDelta
    self.amplification = amplification
    self.changedPixels = changed
    self.pixels = a.indices.map { i in
      deltas[i] == 0
        ? Self.dimmed(a[i]) : Self.ramp(min(1, Double(Int(deltas[i]) * amplification) / 255))
    }
  }

  /// A dark grey of the pixel's brightness: 16 + a quarter of its mean channel, so context shows without
  /// competing with the differences.
  static func dimmed(_ pixel: UInt32) -> UInt32 {
    let sum = ((pixel >> 16) & 0xFF) + ((pixel >> 8) & 0xFF) + (pixel & 0xFF)
    let g = 16 + sum / 12
    return 0xFF00_0000 | g << 16 | g << 8 | g
  }

  /// Dark red (t = 0) through red and orange to yellow (t = 1).
  static func ramp(_ t: Double) -> UInt32 {
    let r = UInt32(160 + 95 * min(1, t * 2))
    let g = UInt32(224 * max(0, t * 1.25 - 0.25))
    let b = UInt32(48 * max(0, t * 2 - 1))
    return 0xFF00_0000 | r << 16 | g << 8 | b
  }

  /// The picture as PNG bytes.
  public func pngData() throws(PictureError) -> Data {
    guard let surface = ImageSurface(pixels: pixels, width: width, height: height) else {
      throw PictureError(description: "cannot make a \(width)×\(height) px picture of \(pixels.count) pixels")
    }
    return surface.pngData()
  }

  /// One sentence saying what the picture shows and how much it is amplified.
  public var caption: String {
    guard maxDelta > 0 else { return "The frames are identical: no pixel differs." }
    return
      "Differing pixels (\(changedPixels)) from dark red to yellow by their largest channel difference × "
      + "\(amplification) (the largest difference, \(maxDelta) of 255, shows as full yellow); unchanged "
      + "pixels are a dim grey copy of the container frame."
  }
}

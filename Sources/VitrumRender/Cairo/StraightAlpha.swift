/// Premultiplied ARGB32 (as Cairo stores pixels) to straight alpha, rounded as Cairo's PNG writer rounds,
/// so that every writer of frames — PNG or raw video — gives the bytes Cairo would.
public enum StraightAlpha {
  /// The straight-alpha channels of one premultiplied pixel.
  @inlinable @inline(__always)
  public static func channels(_ pixel: UInt32) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let a = pixel >> 24
    var r = (pixel >> 16) & 0xFF
    var g = (pixel >> 8) & 0xFF
    var b = pixel & 0xFF
    if a != 255 && a != 0 {
      r = (r * 255 + a / 2) / a
      g = (g * 255 + a / 2) / a
      b = (b * 255 + a / 2) / a
    }
    return (
      UInt8(truncatingIfNeeded: r), UInt8(truncatingIfNeeded: g), UInt8(truncatingIfNeeded: b),
      UInt8(truncatingIfNeeded: a)
    )
  }
}

/// Porter–Duff OVER of premultiplied ARGB32 pixels, byte for byte as Cairo composites a surface through
/// pixman: per channel `dst × (255 − src alpha) / 255` rounded as pixman rounds a product of two bytes
/// (`t = x·a + 128`, then `(t + (t >> 8)) >> 8`), plus the source, saturating at 255.
///
/// The glass batch composites its shaded rows straight into the frame with it instead of handing Cairo
/// one surface per shape: the same bytes (`GlassBatchTests.pixelOverEqualsCairoPaint`, against
/// `cairo_paint`), without writing every shaded pixel to a surface and reading it back.
enum PixelOver {
  /// One pixel.
  @inline(__always) static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
    let ia = 255 &- (s >> 24)
    var rb = (d & 0x00FF_00FF) &* ia &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var ag = ((d >> 8) & 0x00FF_00FF) &* ia &+ 0x0080_0080
    ag = ((ag &+ ((ag >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    return add(rb, ag, s)
  }

  /// The bytes of `rb | ag << 8` plus those of `s`, each saturating at 255 (pixman's UN8x4_ADD_UN8x4).
  @inline(__always) static func add(_ rb: UInt32, _ ag: UInt32, _ s: UInt32) -> UInt32 {
    var low = rb &+ (s & 0x00FF_00FF)
    low |= 0x0100_0100 &- ((low >> 8) & 0x00FF_00FF)
    var high = ag &+ ((s >> 8) & 0x00FF_00FF)
    high |= 0x0100_0100 &- ((high >> 8) & 0x00FF_00FF)
    return (low & 0x00FF_00FF) | (high & 0x00FF_00FF) << 8
  }

  /// Four pixels at once: the same expression lane by lane.
  @inline(__always) static func over(_ s: SIMD4<UInt32>, _ d: SIMD4<UInt32>) -> SIMD4<UInt32> {
    let mask = SIMD4<UInt32>(repeating: 0x00FF_00FF)
    let half = SIMD4<UInt32>(repeating: 0x0080_0080)
    let ia = 255 &- (s &>> 24)
    var rb = (d & mask) &* ia &+ half
    rb = ((rb &+ ((rb &>> 8) & mask)) &>> 8) & mask
    var ag = ((d &>> 8) & mask) &* ia &+ half
    ag = ((ag &+ ((ag &>> 8) & mask)) &>> 8) & mask
    let carry = SIMD4<UInt32>(repeating: 0x0100_0100)
    var low = rb &+ (s & mask)
    low |= carry &- ((low &>> 8) & mask)
    var high = ag &+ ((s &>> 8) & mask)
    high |= carry &- ((high &>> 8) & mask)
    return (low & mask) | (high & mask) &<< 8
  }

  /// Composites `count` pixels of `source` over `target`. Opaque runs are copies and transparent pixels
  /// leave the target as it is — what the expression gives for them, without computing it (a glass
  /// shape's interior over an opaque backdrop is opaque).
  static func composite(
    _ source: UnsafePointer<UInt32>, onto target: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    let rawSource = UnsafeRawPointer(source)
    let rawTarget = UnsafeMutableRawPointer(target)
    let opaque = SIMD4<UInt32>(repeating: 0xFF00_0000)
    var i = 0
    while i &+ 4 <= count {
      let s = rawSource.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self)
      if (s & opaque) == opaque {
        rawTarget.storeBytes(of: s, toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
      } else if s != .zero {
        let d = rawTarget.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self)
        rawTarget.storeBytes(of: over(s, d), toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
      }
      i &+= 4
    }
    while i < count {
      let s = source[i]
      if s >= 0xFF00_0000 {
        target[i] = s
      } else if s != 0 {
        target[i] = over(s, target[i])
      }
      i &+= 1
    }
  }
}

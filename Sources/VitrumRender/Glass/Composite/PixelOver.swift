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

  /// Four pixels at once: the same expression in 16-bit lanes, one per byte of the pixels (a byte times
  /// 255 − alpha, plus 128, is at most 65,153, and the rounding step's sum at most 65,407: no lane
  /// overflows, so each lane holds what the 32-bit expression holds in its half). In 32-bit lanes the
  /// two products each took four `pmuludq` and their shuffles (SSE2 has no 32-bit multiply); in 16-bit
  /// lanes each is one `pmullw`, and the saturating add is a minimum.
  @inline(__always) static func over(_ s: SIMD4<UInt32>, _ d: SIMD4<UInt32>) -> SIMD4<UInt32> {
    let ia32 = 255 &- (s &>> 24)
    let ia = unsafeBitCast(ia32 | ia32 &<< 16, to: SIMD8<UInt16>.self)
    let low = SIMD8<UInt16>(repeating: 0x00FF)
    let half = SIMD8<UInt16>(repeating: 0x0080)
    let d16 = unsafeBitCast(d, to: SIMD8<UInt16>.self)
    let s16 = unsafeBitCast(s, to: SIMD8<UInt16>.self)
    var rb = (d16 & low) &* ia &+ half
    rb = (rb &+ rb &>> 8) &>> 8
    var ag = (d16 &>> 8) &* ia &+ half
    ag = (ag &+ ag &>> 8) &>> 8
    // Sums of two bytes are at most 510: as signed lanes, the minimum with 255 saturates them, as pixman
    // does (a premultiplied source never needs it: its byte is at most its alpha).
    let most = SIMD8<Int16>(repeating: 255)
    let evens = pointwiseMin(unsafeBitCast(rb &+ (s16 & low), to: SIMD8<Int16>.self), most)
    let odds = pointwiseMin(unsafeBitCast(ag &+ s16 &>> 8, to: SIMD8<Int16>.self), most)
    return unsafeBitCast(evens | odds &<< 8, to: SIMD4<UInt32>.self)
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

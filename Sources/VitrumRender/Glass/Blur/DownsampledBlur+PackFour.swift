#if arch(x86_64)
  import CVitrumSIMD
#endif

extension DownsampledBlur {
  /// `pack` of four pixels (B, G, R, A levels each, pixel after pixel), stored at `out`.
  ///
  /// On x86-64 the conversion rounds to nearest, ties to even (`cvtps2dq`), as adding 2²³ does in
  /// `pack`, and two saturating packs narrow the sixteen channels into one store: seven instructions for
  /// four pixels, where `pack` four times took fifteen and four stores. The two agree on every value in
  /// [−0.25, 255.5) (`PixelPackTests`), which holds every value `pack` is given: means and bilinear
  /// mixes of levels in 0…255, within rounding of that range. Elsewhere, `pack` four times.
  @inline(__always) static func packFour(_ v: SIMD16<Float>, into out: UnsafeMutablePointer<UInt32>) {
    #if arch(x86_64)
      let bytes = vitrum_pack_four(
        v.lowHalf.lowHalf, v.lowHalf.highHalf, v.highHalf.lowHalf, v.highHalf.highHalf)
      UnsafeMutableRawPointer(out).storeBytes(of: bytes, as: SIMD2<Int64>.self)
    #else
      out[0] = pack(v.lowHalf.lowHalf)
      out[1] = pack(v.lowHalf.highHalf)
      out[2] = pack(v.highHalf.lowHalf)
      out[3] = pack(v.highHalf.highHalf)
    #endif
  }
}

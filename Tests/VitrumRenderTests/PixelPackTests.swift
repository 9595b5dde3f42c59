import Testing
import VitrumGeometry

@testable import VitrumRender

/// The four-pixel forms of the per-pixel byte operations against the one-pixel forms they replace, over
/// their whole domains: the kernels rely on them for the same bytes.
@Suite struct PixelPackTests {
  /// `DownsampledBlur.packFour` is `pack` four times for every channel value in [−0.25, 255.5): every
  /// multiple of 1/256 there (ties to even included), and random values. (Below −0.25, `pack`'s 2²³ + v
  /// rounds to a half and its low byte is 255; `packFour` gives 0. Means and mixes of levels never get
  /// there: their rounding errors are far smaller.)
  @Test func packFourEqualsPackFourTimes() {
    var values: [Float] = []
    for k in -64..<(256 * 256 - 128) { values.append(Float(k) / 256) }
    var rng = SeededRandom(seed: 5)
    for _ in 0..<100_000 { values.append(Float.random(in: -0.25..<255.5, using: &rng)) }
    while values.count % 16 != 0 { values.append(0) }
    var differing = 0
    var out = [UInt32](repeating: 0, count: 4)
    for i in stride(from: 0, to: values.count, by: 16) {
      // The same values in every channel position, rotated from one group to the next.
      var v = SIMD16<Float>()
      for j in 0..<16 { v[j] = values[i + (j + i / 16) % 16] }
      out.withUnsafeMutableBufferPointer { DownsampledBlur.packFour(v, into: $0.baseAddress!) }
      let expected = [
        DownsampledBlur.pack(v.lowHalf.lowHalf), DownsampledBlur.pack(v.lowHalf.highHalf),
        DownsampledBlur.pack(v.highHalf.lowHalf), DownsampledBlur.pack(v.highHalf.highHalf),
      ]
      if out != expected { differing += 1 }
    }
    #expect(differing == 0, "\(differing) of \(values.count / 16) groups differ")
  }

  /// `PixelOver.over` of four pixels is the one-pixel `over` for every source alpha, every source
  /// colour at or below it and every destination byte.
  @Test func overOfFourEqualsOverOfOne() {
    var differing = 0
    var checked = 0
    for alpha in UInt32(0)...255 {
      var lanes: [(UInt32, UInt32)] = []
      for colour in 0...alpha {
        for destination in UInt32(0)...255 {
          // One channel of the source colour, the others its alpha or 0; the destination in every byte.
          let s = alpha << 24 | colour << 16 | (alpha - colour) << 8 | (colour / 2)
          let d = destination << 24 | (255 - destination) << 16 | destination << 8 | (destination ^ 0x5A)
          lanes.append((s, d))
        }
      }
      while lanes.count % 4 != 0 { lanes.append((0, 0)) }
      for i in stride(from: 0, to: lanes.count, by: 4) {
        let s = SIMD4(lanes[i].0, lanes[i + 1].0, lanes[i + 2].0, lanes[i + 3].0)
        let d = SIMD4(lanes[i].1, lanes[i + 1].1, lanes[i + 2].1, lanes[i + 3].1)
        let four = PixelOver.over(s, d)
        for j in 0..<4 where four[j] != PixelOver.over(s[j], d[j]) { differing += 1 }
        checked += 4
      }
    }
    #expect(differing == 0, "\(differing) of \(checked) pixels differ")
    #expect(checked > 8_000_000)
  }
}

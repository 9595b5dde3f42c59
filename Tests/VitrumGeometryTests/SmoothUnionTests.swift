import Testing
import VitrumGeometry

@Suite struct SmoothUnionTests {
  @Test func exactlyMinimumWhenFarApart() {
    var rng = SplitMix64(seed: 3)
    for _ in 0..<10_000 {
      // Divisions fill the whole mantissa: values from `random(in:)` sit on a coarse grid on which
      // `b + (a − b)` happens to be exact, which hides rounding.
      let a = rng.double(-100...100) / 7
      let k = rng.double(0.001...20) / 3
      let b = a + (k + rng.double(0...50) / 3) * (rng.int(0...1) == 0 ? 1 : -1)
      let (d, weight) = SmoothUnion.polynomial(a, b, k: k)
      #expect(d == Swift.min(a, b))
      #expect(weight == (a < b ? 1 : 0))
    }
    // Exactly k apart counts as far apart.
    #expect(SmoothUnion.polynomial(0.1, 0.3, k: 0.2).distance == 0.1)
  }

  @Test func neverAboveMinimumAndSymmetric() {
    var rng = SplitMix64(seed: 4)
    for _ in 0..<10_000 {
      let a = rng.double(-10...10)
      let b = a + rng.double(-3...3)
      let k = rng.double(0.01...4)
      let (ab, hab) = SmoothUnion.polynomial(a, b, k: k)
      let (ba, hba) = SmoothUnion.polynomial(b, a, k: k)
      #expect(ab <= Swift.min(a, b))
      #expect(abs(hab + hba - 1) < 1e-15)
      #expect(abs(ab - ba) < 1e-12)
      // The blend lowers the minimum by at most k/4 (at a = b).
      #expect(ab >= Swift.min(a, b) - k / 4 - 1e-12)
    }
    #expect(SmoothUnion.polynomial(1, 1, k: 2) == (0.5, 0.5))
  }

  @Test func zeroRadiusIsPlainMinimum() {
    #expect(SmoothUnion.polynomial(1, 2, k: 0) == (1, 1))
    #expect(SmoothUnion.polynomial(2, 1, k: -1) == (1, 0))
  }
}

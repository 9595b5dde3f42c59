import Testing
import VitrumGeometry

@Suite struct DistanceTransformTests {
  @Test func matchesBruteForceOnRandomMasks() throws {
    var rng = SplitMix64(seed: 2012)
    for _ in 0..<300 {
      let width = rng.int(1...24)
      let height = rng.int(1...24)
      let density = rng.double(0.005...0.5)
      let features = (0..<(width * height)).map { _ in rng.double(0...1) < density ? UInt8(1) : 0 }
      let result = try #require(
        DistanceTransform.featureTransform(features: features, width: width, height: height))
      let featureIndices = features.indices.filter { features[$0] != 0 }
      for p in 0..<(width * height) {
        let (i, j) = (p % width, p / width)
        guard !featureIndices.isEmpty else {
          #expect(result.squaredDistances[p] == -1 && result.nearestFeature[p] == -1)
          continue
        }
        let brute = featureIndices.map { f in
          let (fi, fj) = (f % width, f / width)
          return (fi - i) * (fi - i) + (fj - j) * (fj - j)
        }.min()!
        #expect(result.squaredDistances[p] == brute)
        let f = Int(result.nearestFeature[p])
        #expect(f >= 0 && features[f] != 0)
        let (fi, fj) = (f % width, f / width)
        #expect((fi - i) * (fi - i) + (fj - j) * (fj - j) == brute)
      }
    }
  }

  @Test func rejectsBadSizes() {
    #expect(DistanceTransform.featureTransform(features: [1, 0], width: 3, height: 1) == nil)
    #expect(DistanceTransform.featureTransform(features: [], width: -1, height: 0) == nil)
    #expect(DistanceTransform.featureTransform(features: [], width: 0, height: 7)?.squaredDistances == [])
  }
}

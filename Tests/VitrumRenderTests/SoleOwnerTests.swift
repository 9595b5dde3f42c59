import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumRender

/// `ContainerKernel.soleOwner`: which tiles bounds prove one member owns, on two cards 8 px apart
/// (k = 16 px). The frames it leaves unchanged are compared in `SoleOwnerPropertyTests`.
@Suite struct SoleOwnerTests {
  static let k: Float = 16

  static func box(_ rect: Rect) -> (MemberDistance, SIMD4<Float>) {
    let d = analyticGlassDistance(shape: .roundedRect(rect, cornerRadius: 20), transform: .identity)
    return (
      .box(d as! BoxGlassDistance),
      SIMD4(Float(rect.minX), Float(rect.minY), Float(rect.maxX), Float(rect.maxY))
    )
  }

  /// Cards A (left) and B (right), 8 px apart, or A below B when `stacked`.
  static func pair(stacked: Bool = false) -> (distances: [MemberDistance], bounds: [SIMD4<Float>]) {
    let a = box(
      stacked ? Rect(x: 0, y: 128, width: 200, height: 120) : Rect(x: 0, y: 0, width: 200, height: 120))
    let b = box(
      stacked ? Rect(x: 0, y: 0, width: 200, height: 120) : Rect(x: 208, y: 0, width: 200, height: 120))
    return ([a.0, b.0], [a.1, b.1])
  }

  static func owner(
    _ tile: PixelRect, _ candidates: [Int] = [0, 1], stacked: Bool = false, shadow: Float? = nil,
    k: Float = k
  ) -> Int? {
    let (distances, bounds) = pair(stacked: stacked)
    return ContainerKernel.soleOwner(
      of: tile, candidates, distances: distances, bounds: bounds, shadowOffsets: [shadow, shadow], k: k)
  }

  @Test func deepTilesAreProvenAndTheBlendBandIsNot() {
    // Inside A, far from B: A's. Inside B, far from A: B's.
    #expect(Self.owner(PixelRect(x: 90, y: 50, width: 16, height: 16)) == 0)
    #expect(Self.owner(PixelRect(x: 300, y: 50, width: 16, height: 16)) == 1)
    // 42 px deep: A lies 42 below 0, B 42 above; a 16-pixel tile's half diagonal and k fit between.
    #expect(Self.owner(PixelRect(x: 150, y: 50, width: 16, height: 16)) == 0)
    // Within the blend's reach of the gap, straddling it, or in it: folded.
    #expect(Self.owner(PixelRect(x: 184, y: 50, width: 16, height: 16)) == nil)
    #expect(Self.owner(PixelRect(x: 196, y: 50, width: 16, height: 16)) == nil)
    #expect(Self.owner(PixelRect(x: 200, y: 50, width: 8, height: 8)) == nil)
    // Smaller tiles get closer: from 20 px before the gap, an 8-pixel tile is proven, a 16-pixel one
    // (whose half diagonal is 5.7 px longer and whose far side is 8 px nearer B) is not.
    #expect(Self.owner(PixelRect(x: 180, y: 50, width: 8, height: 8)) == 0)
    #expect(Self.owner(PixelRect(x: 180, y: 50, width: 16, height: 16)) == nil)
    // The last tiles proven before the edge at 200 (`soleOwner`'s 6 and 5 px).
    #expect(Self.owner(PixelRect(x: 178, y: 50, width: 16, height: 16)) == 0)
    #expect(Self.owner(PixelRect(x: 179, y: 50, width: 16, height: 16)) == nil)
    #expect(Self.owner(PixelRect(x: 187, y: 50, width: 8, height: 8)) == 0)
    #expect(Self.owner(PixelRect(x: 188, y: 50, width: 8, height: 8)) == nil)
  }

  @Test func nothingIsProvenWithoutABlendOrForInexactDistances() {
    let tile = PixelRect(x: 90, y: 50, width: 16, height: 16)
    #expect(Self.owner(tile, k: 0) == nil)
    #expect(Self.owner(tile, [0]) == nil)
    let ellipse = analyticGlassDistance(
      shape: .ellipse(Rect(x: 208, y: 0, width: 200, height: 120)), transform: .identity)!
    let (distances, bounds) = Self.pair()
    #expect(
      ContainerKernel.soleOwner(
        of: tile, [0, 1], distances: [distances[0], .ellipse(ellipse as! EllipseGlassDistance)],
        bounds: bounds, shadowOffsets: [nil, nil], k: Self.k) == nil)
  }

  /// The owner's shadow reads its distance `offset` above the pixel: a member there must lie above it.
  @Test func theShadowsPointMustBeTheOwnersToo() {
    // A below B; a tile 42 px into A from B's side.
    let tile = PixelRect(x: 90, y: 170, width: 16, height: 16)
    #expect(Self.owner(tile, stacked: true) == 0)
    #expect(Self.owner(tile, stacked: true, shadow: 6) == 0)
    // 60 px up, the shadow's point lies in B.
    #expect(Self.owner(tile, stacked: true, shadow: 60) == nil)
  }

  /// Members before the owner may lower the field by k/4 a step: each asks for more room. Over tiles
  /// at every distance from the gap, the owner last in document order is never proven where the owner
  /// first is not, and somewhere the extra step decides.
  @Test func earlierMembersAskForMoreRoom() {
    let c = Self.box(Rect(x: 0, y: 136, width: 200, height: 120))
    let (distances, bounds) = Self.pair()
    let all = distances + [c.0]
    let allBounds = bounds + [c.1]
    var decided = 0
    for x in stride(from: 120, to: 192, by: 1) {
      let tile = PixelRect(x: x, y: 40, width: 8, height: 8)
      func owner(_ order: [Int]) -> Int? {
        ContainerKernel.soleOwner(
          of: tile, order, distances: all, bounds: allBounds, shadowOffsets: [nil, nil, nil], k: Self.k)
      }
      let first = owner([0, 1, 2])
      let last = owner([1, 2, 0])
      if last != nil { #expect(first == last, "x \(x)") }
      if first != nil && last == nil { decided += 1 }
    }
    #expect(decided > 0)
  }
}

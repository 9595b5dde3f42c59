import Testing
import VitrumGeometry

/// The components compose in one documented order, about the anchor, and neutral parts cost nothing.
@Suite struct TransformComponentsTests {
  @Test func identityMapsEveryPointToItself() {
    let c = TransformComponents.identity
    #expect(c.transform == .identity)
    #expect(c.localTransform == .identity)
    #expect(c.hasNeutralComponents)
    #expect(c.description == "identity")
  }

  /// Worked by hand: (1, 0) → matrix (shear x += 0.5·y leaves it) → scale (2, 3) → (2, 0) → rotate 90°
  /// clockwise → (0, 2) → translate (10, 20) → (10, 22).
  @Test func partsApplyInOrder() {
    let c = TransformComponents(
      matrix: AffineMatrix(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0), scaleX: 2, scaleY: 3, rotation: 90,
      translation: Point(10, 20))
    let p = c.transform.apply(Point(1, 0))
    #expect(abs(p.x - 10) < 1e-12 && abs(p.y - 22) < 1e-12)
    // (0, 1): shear → (0.5, 1) → scale → (1, 3) → rotate 90° → (−3, 1) → translate → (7, 21).
    let q = c.transform.apply(Point(0, 1))
    #expect(abs(q.x - 7) < 1e-12 && abs(q.y - 21) < 1e-12)
  }

  @Test func anchorStaysFixedUnderScaleAndRotation() {
    let anchor = Point(30, 40)
    let c = TransformComponents(scaleX: 0.5, scaleY: 2, rotation: 33, anchor: anchor)
    let mapped = c.localTransform.apply(anchor)
    #expect(abs(mapped.x - anchor.x) < 1e-12 && abs(mapped.y - anchor.y) < 1e-12)
    // With a translation, the anchor moves by exactly the translation.
    var moved = c
    moved.translation = Point(5, -7)
    let p = moved.localTransform.apply(anchor)
    #expect(abs(p.x - 35) < 1e-12 && abs(p.y - 33) < 1e-12)
  }

  /// A matrix alone comes back bit for bit: no multiplication by neutral parts.
  @Test func matrixAloneIsExact() {
    let m = AffineMatrix(a: 0.1, b: 0.2, c: 0.3, d: 0.7, tx: 1e-300, ty: -0.0)
    let c = TransformComponents(matrix: m)
    #expect(c.transform == m)
    #expect(c.transform.ty.sign == .minus)
  }

  /// The components give the very product the scene decoder used to build from an object transform.
  @Test func objectFormProductIsUnchanged() {
    let c = TransformComponents(scaleX: 1.5, scaleY: 1.5, rotation: 10, translation: Point(4, 5))
    let old = AffineMatrix.identity.then(.scale(1.5, 1.5)).then(.rotation(10 * .pi / 180))
      .then(.translation(4, 5))
    #expect(c.transform == old)
  }

  @Test func rotationIsInDegrees() {
    let c = TransformComponents(rotation: 180)
    #expect(c.rotationRadians == .pi)
    let p = c.transform.apply(Point(1, 0))
    #expect(abs(p.x + 1) < 1e-15 && abs(p.y) < 1e-15)
  }

  @Test func finiteness() {
    #expect(TransformComponents(rotation: 3).isFinite)
    #expect(!TransformComponents(scaleX: .nan).isFinite)
    #expect(!TransformComponents(anchor: Point(.infinity, 0)).isFinite)
  }
}

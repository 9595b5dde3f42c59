import VitrumGeometry

/// Transform components are a vector of their numbers: the matrix's six coefficients, the two scale
/// factors, the rotation in degrees, the translation and the anchor. Interpolating them moves each part
/// on its own — a scale from 0.95 to 1 about the anchor stays a scale, and a rotation from 0° to 360°
/// turns once (angles are not reduced to the shortest way round, as in CSS's `rotate`).
///
/// `zero` is every number 0 (scale 0, zero matrix): a difference between two transforms, such as a
/// spring's velocity, never a transform to present. The identity transform is `.identity`.
extension TransformComponents: VectorArithmetic, Animatable {
  public static let zero = TransformComponents(
    matrix: .zero, scaleX: 0, scaleY: 0, rotation: 0, translation: .zero, anchor: .zero)

  public func adding(_ o: TransformComponents) -> TransformComponents {
    TransformComponents(
      matrix: matrix.adding(o.matrix), scaleX: scaleX + o.scaleX, scaleY: scaleY + o.scaleY,
      rotation: rotation + o.rotation, translation: translation + o.translation, anchor: anchor + o.anchor)
  }

  public func subtracting(_ o: TransformComponents) -> TransformComponents {
    TransformComponents(
      matrix: matrix.subtracting(o.matrix), scaleX: scaleX - o.scaleX, scaleY: scaleY - o.scaleY,
      rotation: rotation - o.rotation, translation: translation - o.translation, anchor: anchor - o.anchor)
  }

  public func scaled(by f: Double) -> TransformComponents {
    TransformComponents(
      matrix: matrix.scaled(by: f), scaleX: scaleX * f, scaleY: scaleY * f, rotation: rotation * f,
      translation: translation * f, anchor: anchor * f)
  }

  public var magnitudeSquared: Double {
    matrix.magnitudeSquared + scaleX * scaleX + scaleY * scaleY + rotation * rotation
      + translation.magnitudeSquared + anchor.magnitudeSquared
  }
}

/// A transform kept as separate parts, so each part can be set and animated on its own: matrices do not
/// interpolate (halfway between a rotation by 0° and one by 180° is a matrix that collapses the shape),
/// components do.
///
/// The parts apply to a point in this order, about `anchor`:
///
///     translate by −anchor → matrix → scale → rotation → translation → translate by +anchor
///
/// This is the order of CSS's individual transform properties, which apply after the `transform`
/// property's matrix: the matrix is an escape hatch for what the components cannot say (a skew, a matrix
/// read from a file), and scale, rotation and translation keep their meaning on top of it. With the matrix
/// left at identity the order is the scene format's `{"scale", "rotate", "translate"}` object.
public struct TransformComponents: Hashable, Sendable, CustomStringConvertible {
  /// A matrix applied before the other components; identity unless the transform was given whole.
  public var matrix: AffineMatrix
  /// The horizontal scale factor.
  public var scaleX: Double
  /// The vertical scale factor.
  public var scaleY: Double
  /// The rotation in degrees, clockwise on screen (y points down).
  ///
  /// Degrees, not radians, because the scene format writes degrees: a file's angle is stored as written,
  /// so encoding a decoded scene gives the same number back (radians → degrees → radians is not an
  /// identity in floating point), and the matrix is computed with the same `degrees · π / 180` the
  /// decoder has always used, so existing scenes render to the same bits.
  public var rotation: Double
  /// The displacement applied after scale and rotation, in the parent's coordinates.
  public var translation: Point
  /// The point (in the node's own coordinates) that scale, rotation and the matrix keep fixed.
  public var anchor: Point

  /// Creates components; every part defaults to "no change".
  public init(
    matrix: AffineMatrix = .identity, scaleX: Double = 1, scaleY: Double = 1, rotation: Double = 0,
    translation: Point = .zero, anchor: Point = .zero
  ) {
    self.matrix = matrix
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.rotation = rotation
    self.translation = translation
    self.anchor = anchor
  }

  /// Components that change nothing, anchored at the origin.
  public static let identity = TransformComponents()

  /// The rotation in radians.
  public var rotationRadians: Double { rotation * .pi / 180 }

  /// Whether scale, rotation and translation are at their neutral values (the matrix and anchor may not be).
  public var hasNeutralComponents: Bool {
    scaleX == 1 && scaleY == 1 && rotation == 0 && translation == .zero
  }

  /// The composed transform about the origin: matrix, then scale, then rotation, then translation.
  ///
  /// Neutral parts are skipped rather than multiplied in, so a matrix alone comes back bit for bit and
  /// the product is the one the scene decoder computed before components existed.
  public var transform: AffineMatrix {
    var t = matrix
    if scaleX != 1 || scaleY != 1 { t = t.then(.scale(scaleX, scaleY)) }
    if rotation != 0 { t = t.then(.rotation(rotationRadians)) }
    if translation != .zero { t = t.then(.translation(translation.x, translation.y)) }
    return t
  }

  /// The transform into the parent's coordinates: `transform` applied about `anchor`.
  public var localTransform: AffineMatrix {
    let t = transform
    if anchor == .zero { return t }
    return AffineMatrix.translation(-anchor.x, -anchor.y)
      .then(t)
      .then(.translation(anchor.x, anchor.y))
  }

  /// Whether every number is finite.
  public var isFinite: Bool {
    matrix.isFinite && scaleX.isFinite && scaleY.isFinite && rotation.isFinite && translation.isFinite
      && anchor.isFinite
  }

  public var description: String {
    var parts: [String] = []
    if !matrix.isIdentity { parts.append("\(matrix)") }
    if scaleX != 1 || scaleY != 1 { parts.append("scale(\(scaleX), \(scaleY))") }
    if rotation != 0 { parts.append("rotate(\(rotation)°)") }
    if translation != .zero { parts.append("translate\(translation)") }
    if anchor != .zero { parts.append("anchor\(anchor)") }
    return parts.isEmpty ? "identity" : parts.joined(separator: " ")
  }
}

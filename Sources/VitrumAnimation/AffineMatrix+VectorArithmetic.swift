import VitrumGeometry

/// An affine transform as the vector of its six coefficients. Used for the matrix component, the escape
/// hatch: coefficient by coefficient it stays continuous and is exact for translations and scales, but
/// halfway between two rotations it shrinks the shape, which is why nodes animate components instead.
extension AffineMatrix: VectorArithmetic, Animatable {
  public static let zero = AffineMatrix(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
  public func adding(_ o: AffineMatrix) -> AffineMatrix {
    AffineMatrix(a: a + o.a, b: b + o.b, c: c + o.c, d: d + o.d, tx: tx + o.tx, ty: ty + o.ty)
  }
  public func subtracting(_ o: AffineMatrix) -> AffineMatrix {
    AffineMatrix(a: a - o.a, b: b - o.b, c: c - o.c, d: d - o.d, tx: tx - o.tx, ty: ty - o.ty)
  }
  public func scaled(by f: Double) -> AffineMatrix {
    AffineMatrix(a: a * f, b: b * f, c: c * f, d: d * f, tx: tx * f, ty: ty * f)
  }
  public var magnitudeSquared: Double { a * a + b * b + c * c + d * d + tx * tx + ty * ty }
}

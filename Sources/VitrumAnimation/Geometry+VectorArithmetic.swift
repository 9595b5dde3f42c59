import VitrumGeometry

// Numbers and the geometry value types are vectors component by component. Corner radii, opacities and
// container spacing animate as `Double`.

extension Double: VectorArithmetic, Animatable {
  public func adding(_ other: Double) -> Double { self + other }
  public func subtracting(_ other: Double) -> Double { self - other }
  public func scaled(by factor: Double) -> Double { self * factor }
  public var magnitudeSquared: Double { self * self }
}

extension Point: VectorArithmetic, Animatable {
  public func adding(_ other: Point) -> Point { self + other }
  public func subtracting(_ other: Point) -> Point { self - other }
  public func scaled(by factor: Double) -> Point { self * factor }
  public var magnitudeSquared: Double { x * x + y * y }
}

extension Size: VectorArithmetic, Animatable {
  public func adding(_ other: Size) -> Size { Size(width + other.width, height + other.height) }
  public func subtracting(_ other: Size) -> Size { Size(width - other.width, height - other.height) }
  public func scaled(by factor: Double) -> Size { Size(width * factor, height * factor) }
  public var magnitudeSquared: Double { width * width + height * height }
}

/// A rectangle is the vector (x, y, width, height): its edges move linearly, and a spring on a frame
/// moves origin and size together.
extension Rect: VectorArithmetic, Animatable {
  public func adding(_ other: Rect) -> Rect {
    Rect(origin: origin.adding(other.origin), size: size.adding(other.size))
  }
  public func subtracting(_ other: Rect) -> Rect {
    Rect(origin: origin.subtracting(other.origin), size: size.subtracting(other.size))
  }
  public func scaled(by factor: Double) -> Rect {
    Rect(origin: origin.scaled(by: factor), size: size.scaled(by: factor))
  }
  public var magnitudeSquared: Double { origin.magnitudeSquared + size.magnitudeSquared }
}

/// An affine transform as the vector of its six coefficients. Used for the matrix component, the escape
/// hatch: coefficient by coefficient it stays continuous and is exact for translations and scales, but
/// halfway between two rotations it shrinks the shape, which is why nodes animate components instead.
extension AffineTransform: VectorArithmetic, Animatable {
  public static let zero = AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
  public func adding(_ o: AffineTransform) -> AffineTransform {
    AffineTransform(a: a + o.a, b: b + o.b, c: c + o.c, d: d + o.d, tx: tx + o.tx, ty: ty + o.ty)
  }
  public func subtracting(_ o: AffineTransform) -> AffineTransform {
    AffineTransform(a: a - o.a, b: b - o.b, c: c - o.c, d: d - o.d, tx: tx - o.tx, ty: ty - o.ty)
  }
  public func scaled(by f: Double) -> AffineTransform {
    AffineTransform(a: a * f, b: b * f, c: c * f, d: d * f, tx: tx * f, ty: ty * f)
  }
  public var magnitudeSquared: Double { a * a + b * b + c * c + d * d + tx * tx + ty * ty }
}

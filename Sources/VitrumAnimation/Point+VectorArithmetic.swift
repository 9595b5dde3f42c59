import VitrumGeometry

extension Point: VectorArithmetic, Animatable {
  public func adding(_ other: Point) -> Point { self + other }
  public func subtracting(_ other: Point) -> Point { self - other }
  public func scaled(by factor: Double) -> Point { self * factor }
  public var magnitudeSquared: Double { x * x + y * y }
}

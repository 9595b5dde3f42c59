// Corner radii, opacities and container spacing animate as `Double`.
extension Double: VectorArithmetic, Animatable {
  public func adding(_ other: Double) -> Double { self + other }
  public func subtracting(_ other: Double) -> Double { self - other }
  public func scaled(by factor: Double) -> Double { self * factor }
  public var magnitudeSquared: Double { self * self }
}

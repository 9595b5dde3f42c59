import VitrumGeometry

extension Size: VectorArithmetic, Animatable {
  public func adding(_ other: Size) -> Size { Size(width + other.width, height + other.height) }
  public func subtracting(_ other: Size) -> Size { Size(width - other.width, height - other.height) }
  public func scaled(by factor: Double) -> Size { Size(width * factor, height * factor) }
  public var magnitudeSquared: Double { width * width + height * height }
}

import VitrumGeometry

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

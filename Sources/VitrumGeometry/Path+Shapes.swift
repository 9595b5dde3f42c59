extension Path {
  /// The fraction of the radius at which a cubic Bézier's control points approximate a quarter circle
  /// (4/3 · tan(π/8)); the radial error is below 0.03 %.
  static let quarterArcKappa = 0.552_284_749_830_793_4

  /// A closed rectangle, clockwise on screen starting at the top-left corner.
  public static func rect(_ r: Rect) -> Path {
    var p = Path()
    p.move(to: Point(r.minX, r.minY))
    p.line(to: Point(r.maxX, r.minY))
    p.line(to: Point(r.maxX, r.maxY))
    p.line(to: Point(r.minX, r.maxY))
    p.close()
    return p
  }

  /// A closed rectangle with circular corners; the radius is clamped to half the shorter side.
  public static func roundedRect(_ r: Rect, cornerRadius: Double) -> Path {
    let radius = Swift.max(0, Swift.min(cornerRadius, Swift.min(r.width, r.height) / 2))
    if radius == 0 { return rect(r) }
    let k = radius * quarterArcKappa
    var p = Path()
    p.move(to: Point(r.minX + radius, r.minY))
    p.line(to: Point(r.maxX - radius, r.minY))
    p.cubic(
      control1: Point(r.maxX - radius + k, r.minY), control2: Point(r.maxX, r.minY + radius - k),
      to: Point(r.maxX, r.minY + radius))
    p.line(to: Point(r.maxX, r.maxY - radius))
    p.cubic(
      control1: Point(r.maxX, r.maxY - radius + k), control2: Point(r.maxX - radius + k, r.maxY),
      to: Point(r.maxX - radius, r.maxY))
    p.line(to: Point(r.minX + radius, r.maxY))
    p.cubic(
      control1: Point(r.minX + radius - k, r.maxY), control2: Point(r.minX, r.maxY - radius + k),
      to: Point(r.minX, r.maxY - radius))
    p.line(to: Point(r.minX, r.minY + radius))
    p.cubic(
      control1: Point(r.minX, r.minY + radius - k), control2: Point(r.minX + radius - k, r.minY),
      to: Point(r.minX + radius, r.minY))
    p.close()
    return p
  }

  /// A closed ellipse inscribed in a rectangle.
  public static func ellipse(in r: Rect) -> Path {
    let rx = r.width / 2
    let ry = r.height / 2
    let cx = r.midX
    let cy = r.midY
    let kx = rx * quarterArcKappa
    let ky = ry * quarterArcKappa
    var p = Path()
    p.move(to: Point(cx + rx, cy))
    p.cubic(control1: Point(cx + rx, cy + ky), control2: Point(cx + kx, cy + ry), to: Point(cx, cy + ry))
    p.cubic(control1: Point(cx - kx, cy + ry), control2: Point(cx - rx, cy + ky), to: Point(cx - rx, cy))
    p.cubic(control1: Point(cx - rx, cy - ky), control2: Point(cx - kx, cy - ry), to: Point(cx, cy - ry))
    p.cubic(control1: Point(cx + kx, cy - ry), control2: Point(cx + rx, cy - ky), to: Point(cx + rx, cy))
    p.close()
    return p
  }

  /// A closed circle.
  public static func circle(center: Point, radius: Double) -> Path {
    ellipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
  }

  /// A closed capsule (a rectangle whose shorter sides are semicircles).
  public static func capsule(_ r: Rect) -> Path {
    roundedRect(r, cornerRadius: Swift.min(r.width, r.height) / 2)
  }
}

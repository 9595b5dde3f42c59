import VitrumGeometry
import VitrumRender

/// How two glass shapes lie relative to each other, in device pixels.
struct ShapePair {
  /// The shortest distance between the outlines; 0 when they touch or overlap.
  var gap: Double
  /// Pixels whose centres lie at least half a pixel inside both shapes (fully covered by both).
  var overlapPixels: Int
}

extension LintContext {
  /// The most pixels one shape's distance field may have: a full 4K canvas (about 8.3 M) with room to
  /// spare. Larger fields are not measured (the shape is skipped) rather than allocating without bound.
  static let maximumFieldPixels = 16 << 20

  /// The signed distance field of a glass shape's outline in device pixels (negative inside), covering
  /// its bounds grown by at least `margin` pixels, limited to the canvas grown by the same margin.
  func field(of shape: GlassShape, margin: Double) -> DistanceField? {
    let key = ObjectIdentifier(shape.node)
    if let cached = fieldCache[key], cached.margin >= margin { return cached.field }
    let region = deviceCanvas.outset(by: margin)
    let field = DistanceField.make(
      path: shape.item.shape.path, fillRule: shape.item.shape.fillRule, transform: shape.item.transform,
      margin: margin, maxPixels: Self.maximumFieldPixels, region: region)
    fieldCache[key] = (margin, field)
    return field
  }

  /// The gap and overlap of two shapes, or nil when they are farther apart than `reach` device pixels
  /// (or either cannot be measured).
  ///
  /// For any point p outside both shapes, dA(p) + dB(p) is at least the gap (triangle inequality) and
  /// equals it on the segment joining the nearest points; inside one shape the other's distance alone is
  /// at least the gap. So the gap is the least, over the pixels between them, of max(dA, 0) + max(dB, 0),
  /// exact up to the fields' accuracy (0.05 px near an outline) and the pixel grid's offset from that
  /// segment (under 0.01 px for shapes more than a few pixels apart).
  func pair(_ a: GlassShape, _ b: GlassShape, reach: Double) -> ShapePair? {
    guard let fa = field(of: a, margin: reach), let fb = field(of: b, margin: reach) else { return nil }
    let x0 = max(fa.originX, fb.originX)
    let y0 = max(fa.originY, fb.originY)
    let x1 = min(fa.originX + fa.width, fb.originX + fb.width)
    let y1 = min(fa.originY + fa.height, fb.originY + fb.height)
    guard x1 > x0, y1 > y0 else { return nil }
    var least = Float.infinity
    var overlap = 0
    for y in y0..<y1 {
      let ja = y - fa.originY
      let jb = y - fb.originY
      for x in x0..<x1 {
        let da = fa.values[ja * fa.width + (x - fa.originX)]
        let db = fb.values[jb * fb.width + (x - fb.originX)]
        if da <= -0.5 && db <= -0.5 { overlap += 1 }
        let sum = max(da, 0) + max(db, 0)
        if sum < least { least = sum }
      }
    }
    let gap = Double(least)
    guard gap <= reach else { return nil }
    return ShapePair(gap: gap, overlapPixels: overlap)
  }
}

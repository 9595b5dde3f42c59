import VitrumGeometry

/// Distance fields of recently drawn paths, keyed by everything that shapes them: building a field costs
/// far more than shading with it, and the same glyphs or paths recur frame after frame.
struct DistanceFieldCache {
  struct Key: Hashable {
    var path: Path
    var fillRule: FillRule
    var transform: AffineMatrix
    var margin: Double
    var region: Rect
  }

  /// Each with its inscribed radius, measured once rather than on every frame that draws the path.
  private var entries: [Key: FieldGlassDistance] = [:]
  private var order: [Key] = []
  /// Entries kept; the oldest is evicted first. Sized for a HUD's worth of distinct paths.
  static let capacity = 64

  mutating func distance(
    path: Path, fillRule: FillRule, transform: AffineMatrix, margin: Double, region: Rect, maxPixels: Int
  ) -> FieldGlassDistance? {
    let key = Key(path: path, fillRule: fillRule, transform: transform, margin: margin, region: region)
    if let hit = entries[key] { return hit }
    guard
      let field = DistanceField.make(
        path: path, fillRule: fillRule, transform: transform, margin: margin, maxPixels: maxPixels,
        region: region)
    else { return nil }
    let distance = FieldGlassDistance(field: field)
    entries[key] = distance
    order.append(key)
    if order.count > Self.capacity { entries[order.removeFirst()] = nil }
    return distance
  }
}

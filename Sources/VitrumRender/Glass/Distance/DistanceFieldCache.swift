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

  private var entries: [Key: DistanceField] = [:]
  private var order: [Key] = []
  /// Entries kept; the oldest is evicted first. Sized for a HUD's worth of distinct paths.
  static let capacity = 64

  mutating func field(
    path: Path, fillRule: FillRule, transform: AffineMatrix, margin: Double, region: Rect, maxPixels: Int
  ) -> DistanceField? {
    let key = Key(path: path, fillRule: fillRule, transform: transform, margin: margin, region: region)
    if let hit = entries[key] { return hit }
    guard
      let field = DistanceField.make(
        path: path, fillRule: fillRule, transform: transform, margin: margin, maxPixels: maxPixels,
        region: region)
    else { return nil }
    entries[key] = field
    order.append(key)
    if order.count > Self.capacity { entries[order.removeFirst()] = nil }
    return field
  }
}

/// A set of whole device pixels held as rectangles: the part of a frame an incremental frame redraws.
///
/// Rectangles may overlap. Adding one that shares pixels with a held rectangle merges the two into their
/// bounding rectangle when that adds no pixels beyond the two (`union.area ≤ a.area + b.area`), so a
/// moving shape's old and new bounds become one rectangle while distant changes stay apart.
struct PixelRegion: Sendable, CustomStringConvertible {
  private(set) var rects: [PixelRect] = []
  /// Where every rectangle is clamped (the canvas).
  let limit: PixelRect

  init(limit: PixelRect) { self.limit = limit }

  var isEmpty: Bool { rects.isEmpty }

  /// The smallest rectangle holding the region.
  var bounds: PixelRect {
    rects.reduce(PixelRect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) }
  }

  /// Pixels covered, counting overlaps once per rectangle (an upper bound).
  var area: Int { rects.reduce(0) { $0 + $1.area } }

  /// Adds a rectangle (clamped to the limit; empty ones are ignored). Returns false when a held rectangle
  /// already contains it.
  @discardableResult
  mutating func add(_ rect: PixelRect) -> Bool {
    var rect = rect.intersection(limit)
    guard !rect.isEmpty else { return false }
    if rects.contains(where: { $0.contains(rect) }) { return false }
    // Absorb every held rectangle that merges without extra pixels, until none does.
    var merged = true
    while merged {
      merged = false
      for (index, held) in rects.enumerated() where held.intersection(rect).area > 0 || held.touches(rect) {
        let joint = held.union(rect)
        if joint.area <= held.area + rect.area {
          rect = joint
          rects.remove(at: index)
          merged = true
          break
        }
      }
    }
    rects.removeAll { rect.contains($0) }
    rects.append(rect)
    return true
  }

  mutating func add(_ other: PixelRegion) {
    for rect in other.rects { add(rect) }
  }

  /// The region as disjoint rectangles: cut into bands at every rectangle's top and bottom, each band's
  /// spans merged, and a band joined to the one above when their spans are the same.
  var disjointRects: [PixelRect] {
    let edges = Set(rects.flatMap { [$0.y, $0.maxY] }).sorted()
    var result: [PixelRect] = []
    var previous: (spans: [(Int, Int)], rects: [Int])?
    for (top, bottom) in zip(edges, edges.dropFirst()) {
      var spans: [(Int, Int)] = []
      for rect in rects.filter({ $0.y <= top && $0.maxY >= bottom }).sorted(by: { $0.x < $1.x }) {
        if let last = spans.last, rect.x <= last.1 {
          spans[spans.count - 1].1 = max(last.1, rect.maxX)
        } else {
          spans.append((rect.x, rect.maxX))
        }
      }
      if let above = previous, above.spans.elementsEqual(spans, by: { $0 == $1 }),
        let first = above.rects.first, result[first].maxY == top
      {
        for index in above.rects { result[index].height += bottom - top }
        continue
      }
      let indices = spans.map { span -> Int in
        result.append(PixelRect(x: span.0, y: top, width: span.1 - span.0, height: bottom - top))
        return result.count - 1
      }
      previous = spans.isEmpty ? nil : (spans, indices)
    }
    return result
  }

  /// Whether any pixel of `rect` is in the region.
  func intersects(_ rect: PixelRect) -> Bool {
    rects.contains { $0.intersection(rect).area > 0 }
  }

  var description: String { rects.map(\.description).joined(separator: "; ") }
}

extension PixelRect {
  /// Whether `other` lies inside this rectangle (an empty rectangle lies in any).
  func contains(_ other: PixelRect) -> Bool {
    other.isEmpty || (other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY)
  }

  /// Whether the rectangles share an edge segment or overlap.
  func touches(_ other: PixelRect) -> Bool {
    let overlapX = min(maxX, other.maxX) - max(x, other.x)
    let overlapY = min(maxY, other.maxY) - max(y, other.y)
    return (overlapX >= 0 && overlapY > 0) || (overlapX > 0 && overlapY >= 0)
  }
}

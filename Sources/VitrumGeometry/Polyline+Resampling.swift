// Measurements and resampling of one outline, for matching two paths point by point.
extension Polyline {
  /// The length of the outline, with the closing segment when the polyline is closed.
  public var length: Double {
    guard points.count > 1 else { return 0 }
    var total = 0.0
    for k in 1..<points.count { total += points[k - 1].distance(to: points[k]) }
    if isClosed { total += points[points.count - 1].distance(to: points[0]) }
    return total
  }

  /// Twice the signed area enclosed (shoelace formula, the polyline taken as closed): positive when the
  /// outline runs clockwise on screen (y points down).
  public var doubleSignedArea: Double {
    var sum = 0.0
    forEachClosedSegment { a, b in sum += a.cross(b) }
    return sum
  }

  /// `count` points spaced evenly by arc length, starting at the first vertex: around the whole loop for
  /// a closed polyline (the last point one spacing short of the start), from end to end for an open one
  /// (both ends included). A polyline of zero length gives `count` copies of its first vertex.
  public func resampled(count: Int) -> [Point] {
    guard count > 0, let first = points.first else { return [] }
    let total = length
    guard total > 0, count > 1 else { return Array(repeating: first, count: count) }
    var vertices = points
    if isClosed { vertices.append(first) }
    let spacing = isClosed ? total / Double(count) : total / Double(count - 1)
    var result: [Point] = [first]
    result.reserveCapacity(count)
    var segment = 0
    var segmentStart = 0.0  // arc length at vertices[segment]
    for j in 1..<count {
      let target = Double(j) * spacing
      var segmentLength = vertices[segment].distance(to: vertices[segment + 1])
      while segmentStart + segmentLength < target && segment + 2 < vertices.count {
        segmentStart += segmentLength
        segment += 1
        segmentLength = vertices[segment].distance(to: vertices[segment + 1])
      }
      let t = segmentLength > 0 ? Swift.min(1, Swift.max(0, (target - segmentStart) / segmentLength)) : 0
      result.append(vertices[segment].lerp(to: vertices[segment + 1], t))
    }
    if !isClosed { result[count - 1] = vertices[vertices.count - 1] }
    return result
  }
}

extension Path {
  /// The subpaths (each from a `move` to the next) whose control points' bounding box meets `rect`.
  ///
  /// A closed subpath whose box misses a rectangle cannot enclose any point of it, so for filling and for
  /// distances within the rectangle (up to the distance to the nearest dropped box) the result is the
  /// same as the whole path: what a distance field over part of a long line of text needs.
  public func subpaths(meeting rect: Rect) -> Path {
    var kept: [PathElement] = []
    var start = 0
    func flush(_ end: Int) {
      guard end > start else { return }
      let subpath = Path(elements: Array(elements[start..<end]))
      if subpath.controlPointBounds.intersects(rect) { kept += subpath.elements }
    }
    for (i, element) in elements.enumerated() {
      if case .move = element, i > start {
        flush(i)
        start = i
      }
    }
    flush(elements.count)
    return Path(elements: kept)
  }
}

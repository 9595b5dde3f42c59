extension DistanceField {
  /// The flattening tolerance in device pixels. The distance is exact to the flattened outline, so this
  /// is the error against the true curves; 0.02 leaves room, within a 0.05 px budget, for the
  /// 0.027 %-of-radius error of the four-cubic circles of `Path.circle` up to a radius of about 100 px.
  static let flatteningTolerance = 0.02

  /// The side of the cells that bucket outline pieces, in pixels. Every pixel is measured exactly
  /// against the pieces in the 3 × 3 cells around its own, which hold everything within 8 px of it.
  /// Larger cells widen that exact band but put more pieces in each list; at 8 the band covers the
  /// 3 px that must be exact with room to spare, and the lists hold 2.8 pieces on average for the
  /// 1000 px glyph of the timing below (540 pieces).
  static let cellSize = 8

  /// Builds the signed distance field of a filled path in device pixels.
  ///
  /// The path is mapped through `transform` into device pixels; the grid covers its exact bounds grown
  /// by `margin` (negative or NaN counts as 0) and rounded out to integers.
  ///
  /// Method:
  /// 1. The path is flattened (0.02 px) and reduced to the pieces that bound the filled region
  ///    (`FilledOutline`: overlapping subpaths and self-intersections leave no inner edges); the sign
  ///    comes from the scanline mask of the same polygons (`PathRasterizer`), so it matches exactly.
  /// 2. Each pixel is measured against the pieces in the 3 × 3 cells of 8 px around it: exact wherever
  ///    the distance is below 8 px, which covers the band that must be exact.
  /// 3. Farther out, it is also measured against a piece through its nearest "feature" pixel (a pixel
  ///    whose square the outline touches), found by the exact feature transform (`DistanceTransform`).
  ///    Every outline point lies in a feature pixel's square, so that piece is at most √2 px farther
  ///    than the true distance.
  /// 4. Raster sweeps hand each far pixel its neighbours' pieces when nearer (`ClosestSegments`),
  ///    which removes what is left of that √2 px.
  ///
  /// Accuracy (the tests check the bounds of 0.05 px within 3 px of the outline and 0.75 px elsewhere):
  /// near the outline the error is the 0.02 px flattening plus the curves' own error (measured 0.018 px
  /// for circles and rounded rectangles of 60 px, 0.027 px for a 100 px `Path.circle`, whose four
  /// cubics are 0.027 % off a circle); farther out, measured against the flattened outline, 0.033 px
  /// for overlapping circles and up to 0.11 px for a glyph with counters 800 px tall with a 200 px
  /// margin.
  ///
  /// Cost: O(pixels + outline pieces · cells they cross), about a third each in the feature transform, the
  /// per-pixel search and the sweeps (docs/benchmarks.md, *Distance fields and morphs*).
  ///
  /// With a `region`, the grid covers only the part of the path's bounds (grown by `margin`) inside it,
  /// and subpaths whose boxes miss the region are left out: the cost follows the pixels that can be seen,
  /// not the length of a line of text that runs off the canvas. Distances inside the region are exact up
  /// to the distance from the region to the nearest subpath left out; callers grow the region by what
  /// they need exact (the shadow's reach, the refraction's bezel).
  ///
  /// - Returns: nil when the path is empty, not finite, or encloses no area, or when the grid would
  ///   have more than `maxPixels` pixels (or more than 2²⁰ on a side).
  public static func make(
    path: Path, fillRule: FillRule, transform: AffineMatrix, margin: Double, maxPixels: Int,
    region: Rect? = nil
  ) -> DistanceField? {
    guard transform.isFinite else { return nil }
    var device = path.applying(transform)
    if let region { device = device.subpaths(meeting: region) }
    guard !device.isEmpty, device.isFinite else { return nil }
    let grow = margin > 0 ? margin : 0
    var bounds = device.tightBounds.outset(by: grow)
    if let region { bounds = bounds.intersection(region) }
    guard bounds.isFinite, !bounds.isEmpty else { return nil }
    let x0 = bounds.minX.rounded(.down)
    let y0 = bounds.minY.rounded(.down)
    let x1 = bounds.maxX.rounded(.up)
    let y1 = bounds.maxY.rounded(.up)
    // Keeps the Int conversions below exact and trap-free.
    let limit = 1e15
    guard abs(x0) < limit, abs(y0) < limit, abs(x1) < limit, abs(y1) < limit else { return nil }
    let pixelCount = (x1 - x0) * (y1 - y0)
    guard x1 > x0, y1 > y0, pixelCount <= Double(maxPixels), pixelCount <= Double(Int32.max),
      x1 - x0 <= 0x1p20, y1 - y0 <= 0x1p20
    else { return nil }
    let width = Int(x1 - x0)
    let height = Int(y1 - y0)

    // Grid coordinates: pixel (i, j) has its centre at (i + 0.5, j + 0.5).
    let shift = Point(x0, y0)
    let polylines = device.flattened(tolerance: flatteningTolerance).map { polyline in
      Polyline(points: polyline.points.map { $0 - shift }, isClosed: true)
    }
    let outline = FilledOutline.boundary(of: polylines, fillRule: fillRule, width: width, height: height)
    guard outline.count > 0 else { return nil }
    let mask = PathRasterizer.mask(
      of: polylines, fillRule: fillRule, originX: 0, originY: 0, width: width, height: height)

    // Feature pixels: those whose squares the outline touches, each with one piece that touches it.
    var features = [UInt8](repeating: 0, count: width * height)
    var featureSegment = [Int32](repeating: 0, count: width * height)
    for k in 0..<outline.count {
      SegmentGrid.forEachCell(
        touching: outline.start(k), outline.end(k), cellSize: 1, columns: width, rows: height
      ) { pixel in
        features[pixel] = 1
        featureSegment[pixel] = Int32(k)
      }
    }
    guard let nearest = DistanceTransform.nearestFeatures(features, width: width, height: height) else {
      return nil
    }
    let pieces = PieceVectors(outline)
    var closest = ClosestSegments(
      outline, pieces, featureSegment: featureSegment, nearestFeature: nearest, width: width,
      height: height, cellSize: cellSize)
    // Below one cell side the search was complete; the margin keeps clear of rounding at cell edges.
    closest.propagate(pieces, width: width, height: height, exactBelow: Float(cellSize) * 0.99)
    // Taking the array out of `closest` leaves it the only reference, so the signs go in place.
    var values = closest.distance
    closest.distance = []
    for p in values.indices where mask.bits[p] != 0 { values[p] = -values[p] }
    return DistanceField(originX: Int(x0), originY: Int(y0), width: width, height: height, values: values)
  }
}

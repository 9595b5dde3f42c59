import VitrumGeometry

extension GlassCompositor {
  /// How far beyond the canvas a distance field reaches at most, device pixels. Beyond the shadow's reach
  /// and the bezel nothing on the canvas reads a distance; the cap keeps a glass shape magnified a million
  /// times (whose shadow and bezel reach millions of pixels) to a field the size of the canvas — at the
  /// price of exactness farther than this from the canvas, where a shadow or bezel that wide has no
  /// visible gradient left. No bundled scene comes near it (the widest: 32 px of shadow and 42 of bezel).
  static let fieldRegionMargin = 256.0

  /// Distance fields larger than this are refused (the shape is drawn without glass and a warning says
  /// so): 16 M pixels × 4 bytes = 64 MB, a 4K frame at 2× is 33 M.
  static let maximumFieldPixels = 16 << 20

  /// The distance function of a glass item: analytic when the shape allows, a field otherwise; nil (with
  /// a warning in `log`) when the field would exceed `maximumFieldPixels`.
  ///
  /// A field covers only what the canvas can show: the canvas grown by `margin` (the shadow's reach) and
  /// the bezel, within which refraction reads the distance — a line of glass text running far off the
  /// canvas costs what its visible part costs.
  func distance(
    for item: GlassItem, margin: Double, canvas: PixelRect, log: inout FrameLog
  ) -> (any GlassDistance)? {
    if let morph = item.morph {
      return morphDistance(for: item, morph, margin: margin, canvas: canvas, log: &log)
    }
    if let analytic = analyticGlassDistance(shape: item.shape, transform: item.transform) { return analytic }
    let bezel = item.appearance.parameters.bezelWidth * item.lengthScale
    let reach = min(margin + (bezel.isFinite ? max(bezel, 0) : 0) + 2, Self.fieldRegionMargin)
    let region = canvas.rect.outset(by: reach)
    let measured =
      if let glyphs = item.glyphs {
        glyphFields.distance(
          glyphs: glyphs, transform: item.transform, margin: margin, region: region,
          maxPixels: Self.maximumFieldPixels)
      } else {
        fieldCache.distance(
          path: item.shape.path, fillRule: item.shape.fillRule, transform: item.transform, margin: margin,
          region: region, maxPixels: Self.maximumFieldPixels)
      }
    guard let measured else {
      // Otherwise there is nothing to draw: the outline encloses no area, or none of it reaches the canvas.
      let size = item.deviceBounds.outset(by: margin).intersection(region)
      guard size.width * size.height > Double(Self.maximumFieldPixels) else { return nil }
      log.warn(
        .glassDropped, item.nodeID,
        "glass not drawn: its outline's distance field would cover \(Self.describe(size)) device pixels, "
          + "beyond the limit of \(Self.maximumFieldPixels >> 20) M pixels")
      return nil
    }
    return item.edgeSoftness > 0
      ? FieldGlassDistance(field: measured.field.softened(width: 1 + item.edgeSoftness)) : measured
  }

  static func describe(_ r: Rect) -> String {
    func n(_ v: Double) -> String { v < 1e9 ? String(Int(v.rounded(.up))) : String(format: "%.3g", v) }
    return "\(n(r.width)) × \(n(r.height))"
  }
}

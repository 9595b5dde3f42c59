import VitrumGeometry

extension DistanceField {
  /// The field with a soft edge `width` device pixels wide instead of the one-pixel ramp: distances
  /// within `width / 2` of the outline are divided by `width`, those beyond moved towards it by
  /// `(width − 1) / 2`, so the coverage `clamp(0.5 − d, 0, 1)` ramps over `width` pixels and the field
  /// stays continuous and monotonic (the inside is that much shallower). The outline itself stays where
  /// it is. A width of 1 or less is the field itself.
  func softened(width: Double) -> DistanceField {
    guard width > 1, width.isFinite else { return self }
    let w = Float(width)
    let half = w / 2
    let shift = (w - 1) / 2
    let mapped = values.map { d -> Float in
      if d > half { return d - shift }
      if d < -half { return d + shift }
      return d / w
    }
    return DistanceField(
      originX: originX, originY: originY, width: self.width, height: height, values: mapped)
  }
}

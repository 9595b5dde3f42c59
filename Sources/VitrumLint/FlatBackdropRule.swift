/// `glass-over-flat-backdrop`: glass whose refracting band lies over content of one even lightness.
///
/// Refraction shows only where there is something to bend: over a flat fill the lens at the rim has
/// nothing to displace and the glass reads as a translucent tint (docs/glass.md, *What looks right*). Measured on
/// the content layer the shape refracts (everything drawn before it, without glass), over the band that
/// refraction samples: from the outline inward by the larger of the bezel width and the rim displacement
/// (at the rim the sample is pulled a full displacement inward, so detail that deep shows in the lens).
/// The measure is the standard deviation of CIE lightness L* over the band's pixels (fully inside the
/// outline); below `threshold` the backdrop counts as flat.
public struct FlatBackdropRule: LintRule {
  public let descriptor = LintRuleDescriptor(
    id: "glass-over-flat-backdrop", severity: .warning,
    summary: "glass over a flat backdrop: refraction has nothing to bend, the glass reads as a flat tint",
    measuresPixels: true)

  /// The least spread of lightness (L* standard deviation) that counts as something to bend. 2.3 is one
  /// just-noticeable difference in CIELAB (ΔE*ab ≈ 2.3; Sharma, Digital Color Imaging Handbook, 2003):
  /// below it, the band's lightness varies less than an eye can tell from one patch to the next.
  /// Measured on the 58 glass shapes of the bundled scenes: the four over the backdrop image's flat dark
  /// hills spread 0.78 and 1.01 L*, every other band 5.9 to 33.7. A 240 × 64 pt capsule over a two-stop
  /// gradient (#0B1D51 to #7C3AED down 400 pt) spreads 1.6 — it reads flat — and over the backdrop's
  /// four-stop gradient 3.7 to 4.3.
  public var threshold: Double
  /// Bands with fewer pixels than this are too small to judge.
  static let minimumPixels = 16

  public init(threshold: Double = 2.3) { self.threshold = threshold }

  public func check(_ context: LintContext) throws(LintError) -> [LintIssue] {
    var issues: [LintIssue] = []
    let backdrop = LintContext.systemBackdrop(context.scene.environment.colorScheme)
    for shape in context.glassShapes {
      let p = shape.item.appearance.parameters
      let reach = max(max(p.bezelWidth, p.refractionDisplacement) * shape.item.lengthScale, 1)
      guard let field = context.field(of: shape, margin: 1) else { continue }
      let content = try context.contentLayer(before: shape.commandIndex)
      var statistics = RunningStatistics()
      let x0 = max(field.originX, 0)
      let y0 = max(field.originY, 0)
      let x1 = min(field.originX + field.width, content.width)
      let y1 = min(field.originY + field.height, content.height)
      guard x1 > x0, y1 > y0 else { continue }
      for y in y0..<y1 {
        for x in x0..<x1 {
          let d = Double(field.values[(y - field.originY) * field.width + (x - field.originX)])
          guard d <= -0.5, -d <= reach else { continue }
          let color = content.color(x: x, y: y, over: backdrop)
          statistics.add(ColorMeasure.lightness(color.relativeLuminance))
        }
      }
      guard statistics.count >= Self.minimumPixels, statistics.standardDeviation < threshold else { continue }
      let spread = statistics.standardDeviation
      issues.append(
        LintIssue(
          node: shape.node, field: "glass",
          message: "\(context.label(of: shape.node)) is glass over a flat backdrop: the content under its "
            + "refracting band varies by \(Format.number(spread, digits: 2)) L* (standard deviation; "
            + "\(Format.number(threshold)) is one just-noticeable difference), so refraction has nothing to "
            + "bend and the glass reads as a flat tint",
          fix: "place it over varied content (an image, a pattern, text), or use a plain translucent fill",
          measurements: [
            "lightness_sd": spread, "threshold": threshold, "mean_lightness": statistics.mean,
            "band_pt": reach / context.scale,
          ],
          outlines: [shape.outline(scale: context.scale)]))
    }
    return issues
  }
}

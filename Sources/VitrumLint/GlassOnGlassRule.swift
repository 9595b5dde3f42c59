/// `glass-on-glass`: a glass shape drawn over another glass shape.
///
/// Glass refracts the content layer and never other glass, so the upper shape shows the content as if the
/// lower one were not there, and stacked glass reads muddy (PRODUCT: "stacking glass on glass is a design
/// error"). Shapes drawn as one — members of a merging container, or of one union — do not count.
///
/// Measured on the outlines: the pixels lying at least half a pixel inside both shapes' distance fields.
/// Outlines that merely touch cover no such pixel; an overlap of at least `minimumOverlap` square points
/// is reported.
public struct GlassOnGlassRule: LintRule {
  public let descriptor = LintRuleDescriptor(
    id: "glass-on-glass", severity: .error,
    summary: "glass drawn over other glass: glass cannot sample glass, and stacked glass reads muddy")

  /// The least overlap reported, in square points: one square point is a real overlap, not an outline
  /// that rounds onto a shared pixel.
  public var minimumOverlap: Double

  public init(minimumOverlap: Double = 1) { self.minimumOverlap = minimumOverlap }

  public func check(_ context: LintContext) -> [LintIssue] {
    let shapes = context.glassShapes
    var issues: [LintIssue] = []
    for (i, upper) in shapes.enumerated() {
      for lower in shapes[..<i] where !upper.isDrawnTogether(with: lower) {
        guard upper.item.deviceBounds.intersects(lower.item.deviceBounds),
          let pair = context.pair(lower, upper, reach: 1)
        else { continue }
        let area = Double(pair.overlapPixels) / (context.scale * context.scale)
        guard area >= minimumOverlap else { continue }
        issues.append(
          LintIssue(
            node: upper.node, field: "glass", relatedNodes: [lower.node],
            message:
              "\(context.label(of: upper.node)) is glass drawn over glass \(context.label(of: lower.node)) "
              + "(\(Format.number(area, digits: 0)) pt² overlap): glass cannot sample glass, so it refracts the "
              + "content as if the lower glass were not there, and stacked glass reads muddy",
            fix: "move them apart, put both in a container with spacing above 0 so they melt into one shape, "
              + "or make the lower one a plain surface",
            measurements: ["overlap_pt2": area],
            outlines: [upper.outline(scale: context.scale), lower.outline(scale: context.scale)]))
      }
    }
    return issues
  }
}

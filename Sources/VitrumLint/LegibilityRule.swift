import VitrumGeometry
import VitrumRender
import VitrumScene

/// `legibility`: text or a symbol on glass whose contrast with the glass falls below WCAG 2 in some
/// setting a viewer may have.
///
/// Which nodes: text and symbols (path shapes) that are not glass, are drawn after a glass shape, cover
/// it with at least half their ink, and are not hidden from accessibility (decorative copies such as a
/// reflection convey nothing to read). Required ratios (WCAG 2, 1.4.3 and 1.4.11): 4.5:1 for body text,
/// 3:1 for large text — at least 24 pt, or 18.66 pt bold (WCAG's 18 pt and 14 pt bold, taking scene points
/// as CSS pixels), scaled by the node's transform — and for symbols.
///
/// Measured on rendered pixels, in container mode, under light and dark, each as standard, with Reduce
/// Transparency and with Increase Contrast: the frame with every such node (the foreground) and the frame
/// without them (what lies behind). Where a pixel is covered by a fraction c ≥ ½ of the node's ink, the
/// colour the ink shows there is recovered as (frame − (1 − c) · behind) / c — exact for any fill and
/// opacity, and free of the glyph edges' blend — and its contrast with what lies behind is taken. The
/// node's contrast in a setting is the `percentile` of its pixels (by default the 10th: nine tenths of
/// the ink reach it, so a few specks of a refracted backdrop do not decide alone); the finding reports the
/// worst setting and the place of that setting's lowest pixels.
public struct LegibilityRule: LintRule {
  public let descriptor = LintRuleDescriptor(
    id: "legibility", severity: .error,
    summary: "text or symbol on glass below WCAG 2 contrast (4.5:1 body text, 3:1 large text and symbols) "
      + "in light, dark, Reduce Transparency or Increase Contrast")

  public var bodyTextRatio: Double
  public var largeTextRatio: Double
  public var symbolRatio: Double
  /// Which share of a node's ink pixels may fall below the ratio (0.1: the 10th percentile decides).
  public var percentile: Double
  /// Nodes with fewer fully measured pixels than this are too small to judge at the scale.
  static let minimumInkPixels = 8

  public init(
    bodyTextRatio: Double = 4.5, largeTextRatio: Double = 3, symbolRatio: Double = 3, percentile: Double = 0.1
  ) {
    self.bodyTextRatio = bodyTextRatio
    self.largeTextRatio = largeTextRatio
    self.symbolRatio = symbolRatio
    self.percentile = min(max(percentile, 0), 1)
  }

  /// One node's contrast in one setting.
  struct Measurement {
    var variant: EnvironmentVariant
    var ratio: Double
    /// The centre of the pixels at or below `ratio`, in scene points.
    var place: Point
  }

  public func check(_ context: LintContext) throws(LintError) -> [LintIssue] {
    let list = context.containerRenderer.displayList(for: context.scene)
    var inks: [(ink: InkCoverage, glass: GlassShape)] = []
    for node in candidates(context) {
      let indices = context.commandIndices(of: node, in: list)
      guard let ink = try context.inkCoverage(of: node, indices: indices, in: list),
        let glass = glassUnder(ink, context)
      else { continue }
      inks.append((ink, glass))
    }
    guard !inks.isEmpty else { return [] }
    let foreground = Set(inks.flatMap(\.ink.commandIndices))
    var measured = [[Measurement]](repeating: [], count: inks.count)
    for variant in EnvironmentVariant.all {
      let variantList = context.containerList(in: variant.applied(to: context.scene.environment))
      guard variantList.commands.count == list.commands.count else { continue }
      let frame = try context.render(
        variantList, with: context.containerRenderer, what: "the frame (\(variant.name))")
      var behindList = variantList
      behindList.commands = variantList.commands.indices.filter { !foreground.contains($0) }.map {
        variantList.commands[$0]
      }
      let behind = try context.render(
        behindList, with: context.containerRenderer, what: "the frame without text (\(variant.name))")
      let backdrop = LintContext.systemBackdrop(variant.colorScheme)
      for (i, entry) in inks.enumerated() {
        if let m = measure(
          entry.ink, frame: frame, behind: behind, backdrop: backdrop, variant, context.scale)
        {
          measured[i].append(m)
        }
      }
    }
    var issues: [LintIssue] = []
    for (i, entry) in inks.enumerated() {
      guard let worst = measured[i].min(by: { $0.ratio < $1.ratio }),
        let best = measured[i].max(by: { $0.ratio < $1.ratio })
      else { continue }
      let (required, kind) = requirement(for: entry.ink.node)
      guard worst.ratio < required else { continue }
      var measurements = [
        "contrast": worst.ratio, "required": required, "x": worst.place.x, "y": worst.place.y,
      ]
      for m in measured[i] { measurements["contrast_" + m.variant.key] = m.ratio }
      let what = entry.ink.node is TextNode ? "text" : "symbol"
      issues.append(
        LintIssue(
          node: entry.ink.node, field: entry.ink.node.fill != nil ? "fill" : "stroke",
          relatedNodes: [entry.glass.node],
          message:
            "\(what) \(context.label(of: entry.ink.node)) on glass \(context.label(of: entry.glass.node)) "
            + "has contrast \(Format.ratio(worst.ratio)) under \(worst.variant.name) around "
            + "\(Format.point(x: worst.place.x, y: worst.place.y)), below the \(Format.ratio(required)) \(kind) "
            + "needs (best \(Format.ratio(best.ratio)) under \(best.variant.name))",
          fix: "choose a colour that stands apart from the glass in every setting"
            + (what == "text" && required > largeTextRatio
              ? ", make the text large (3:1 suffices for large text)" : "")
            + ", or tint the glass behind it",
          measurements: measurements,
          outlines: [Path.rect(entry.ink.bounds(scale: context.scale))]))
    }
    return issues
  }

  /// The ratio a node needs and how the message names that need.
  func requirement(for node: PaintedNode) -> (Double, String) {
    guard let text = node as? TextNode else { return (symbolRatio, "symbols") }
    let size = text.font.size * node.sceneTransform.meanScale
    let large = size >= 24 || (text.font.weight == .bold && size >= 18.66)
    return large ? (largeTextRatio, "large text") : (bodyTextRatio, "body text")
  }

  /// Text and symbols that can sit on glass: painted, without visible glass, and readable (not hidden
  /// from accessibility, themselves or through a group above).
  func candidates(_ context: LintContext) -> [PaintedNode] {
    var result: [PaintedNode] = []
    func visit(_ node: Node) {
      guard !node.isAccessibilityHidden, !node.isHidden else { return }
      if let painted = node as? PaintedNode, !painted.hasVisibleGlass,
        painted.fill != nil || (painted.stroke?.width ?? 0) > 0,
        painted is TextNode || (painted as? ShapeNode)?.shape.kind == "path"
      {
        result.append(painted)
      }
      if let group = node as? GroupNode { for child in group.children { visit(child) } }
    }
    visit(context.scene.root)
    return result
  }

  /// The glass drawn before the node that holds most of its ink, when it holds at least half of it.
  func glassUnder(_ ink: InkCoverage, _ context: LintContext) -> GlassShape? {
    guard let order = context.drawingOrder[ink.node] else { return nil }
    let earlier = context.glassShapes.filter { (context.drawingOrder[$0.node] ?? .max) < order }
    var inked = 0
    var inside = [Int](repeating: 0, count: earlier.count)
    let fields = earlier.map { context.field(of: $0, margin: 1) }
    for y in ink.y0..<ink.y1 {
      for x in ink.x0..<ink.x1 where ink.coverage(x: x, y: y) >= 0.5 {
        inked += 1
        for (g, field) in fields.enumerated() {
          guard let field else { continue }
          if field.value(atPixel: x - field.originX, y - field.originY) <= 0 { inside[g] += 1 }
        }
      }
    }
    guard inked > 0, let best = inside.indices.max(by: { inside[$0] < inside[$1] }), 2 * inside[best] >= inked
    else { return nil }
    return earlier[best]
  }

  /// The node's contrast in one setting: the chosen percentile of its ink pixels' ratios.
  func measure(
    _ ink: InkCoverage, frame: PixelImage, behind: PixelImage, backdrop: SIMD3<Double>,
    _ variant: EnvironmentVariant, _ scale: Double
  ) -> Measurement? {
    var samples: [(ratio: Double, x: Int, y: Int)] = []
    for y in ink.y0..<min(ink.y1, frame.height) {
      for x in ink.x0..<min(ink.x1, frame.width) {
        let c = ink.coverage(x: x, y: y)
        guard c >= 0.5 else { continue }
        let seen = frame.color(x: x, y: y, over: backdrop)
        let under = behind.color(x: x, y: y, over: backdrop)
        var shown = (seen - (1 - c) * under) / c
        shown.clamp(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
        samples.append((ColorMeasure.contrastRatio(shown.relativeLuminance, under.relativeLuminance), x, y))
      }
    }
    guard samples.count >= Self.minimumInkPixels else { return nil }
    samples.sort { $0.ratio < $1.ratio }
    let cut = Int((Double(samples.count - 1) * percentile).rounded(.down))
    let low = samples[...cut]
    let cx = low.reduce(0.0) { $0 + Double($1.x) + 0.5 } / Double(low.count)
    let cy = low.reduce(0.0) { $0 + Double($1.y) + 0.5 } / Double(low.count)
    return Measurement(variant: variant, ratio: samples[cut].ratio, place: Point(cx / scale, cy / scale))
  }
}

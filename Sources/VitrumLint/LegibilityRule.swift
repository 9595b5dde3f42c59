import VitrumGeometry
import VitrumRender
import VitrumScene

/// `legibility` and `legibility-in-settings`: text or a symbol on glass whose contrast with what lies
/// beneath falls below WCAG 2 — in the scene's own look (`legibility`, an error), or only in another
/// setting a viewer may have (`legibility-in-settings`, a finding of its own, so a scene can allow it apart).
///
/// Which nodes: text, and every small painted shape (a path, rectangle, circle, rounded rectangle, capsule
/// or ellipse covering at most `symbolShare` of its glass) or image with transparent parts (a symbol), that
/// is not glass, is drawn after a glass shape holding at least half its ink — the topmost such glass — and
/// is not hidden from accessibility; a shape holding most of a text's ink is that text's backing (a
/// selection pill), not a symbol, and the text on it is measured instead (decorative copies such as a reflection convey nothing to read).
/// Required ratios (WCAG 2, 1.4.3 and 1.4.11): 4.5:1 for body text, 3:1 for large text — at least 24 pt,
/// or 18.66 pt bold (WCAG's 18 pt and 14 pt bold, taking scene points as CSS pixels), scaled by the node's
/// transform — and for symbols.
///
/// Measured on rendered pixels, in container mode: in the scene's own look, and under light and dark, each
/// as standard, with Reduce Transparency and with Increase Contrast (a group that sets its own scheme or
/// setting keeps it: each node is measured in the settings it can be seen in). In each, the frame with
/// every such node (the foreground) and the frame without them (what lies behind). Where a pixel is covered
/// by a fraction c ≥ ½ of the node's ink, the colour the ink shows there is recovered as
/// (frame − (1 − c) · behind) / c — exact for any fill and opacity, and free of the glyph edges' blend — and
/// its contrast with what lies behind is taken. The node's contrast in a setting is the `percentile` of its
/// pixels (by default the 10th: nine tenths of the ink reach it, so a few specks of a refracted backdrop do
/// not decide alone).
///
/// A finding leads with the scene's own look and lists every setting that fails with its ratio. For a fixed
/// colour it says whether any fixed colour could pass every setting (often none can: the glass is light in
/// some settings and dark in others) and whether the adaptive fill (`"fill": "primary"`) does.
public struct LegibilityRule: LintRule {
  public let descriptor = LintRuleDescriptor(
    id: "legibility", severity: .error,
    summary: "text or symbol on glass below WCAG 2 contrast (4.5:1 body text, 3:1 large text and symbols) "
      + "in the scene's own look",
    measuresPixels: true)

  /// Failures only in settings other than the scene's own look.
  public static let inSettings = LintRuleDescriptor(
    id: "legibility-in-settings", severity: .warning,
    summary: "text or symbol on glass legible in the scene's own look but below WCAG 2 contrast under "
      + "another setting (light, dark, Reduce Transparency, Increase Contrast)",
    measuresPixels: true)

  public var descriptors: [LintRuleDescriptor] { [descriptor, Self.inSettings] }

  public var bodyTextRatio: Double
  public var largeTextRatio: Double
  public var symbolRatio: Double
  /// Which share of a node's ink pixels may fall below the ratio (0.1: the 10th percentile decides).
  public var percentile: Double
  /// Nodes with fewer fully measured pixels than this are too small to judge at the scale.
  static let minimumInkPixels = 8
  /// A painted shape counts as a symbol on its glass while its ink covers at most this share of the glass:
  /// an icon in a button covers a third or less; a shape covering most of the glass is a plate or a tint
  /// laid over it, not something to read.
  public static let symbolShare = 0.5
  /// An image whose opaque pixels fill more than this share of its frame is a picture (a photo, a
  /// thumbnail), not a symbol cut out against the glass.
  public static let opaqueImageShare = 0.95

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
    /// The relative luminance of what lies behind the ink, at the measured pixels (at most
    /// `InkReading.maximumSamples` of them), in increasing order: what another ink would be measured on.
    var behind: [Double]
  }

  /// A node on glass and what was measured of it.
  struct Entry {
    var ink: InkCoverage
    var glass: GlassShape
    /// The setting of the scene's own look, as the node sees it.
    var own: EnvironmentVariant
    var measured: [EnvironmentVariant: Measurement] = [:]
  }

  public func check(_ context: LintContext) throws(LintError) -> [LintIssue] {
    let list = context.containerRenderer.displayList(for: context.scene)
    var onGlass: [(ink: InkCoverage, glass: GlassShape)] = []
    for node in candidates(context) {
      let indices = context.commandIndices(of: node, in: list)
      guard let ink = try context.inkCoverage(of: node, indices: indices, in: list),
        let glass = glassUnder(ink, context)
      else { continue }
      onGlass.append((ink, glass))
    }
    let texts = onGlass.map(\.ink).filter { $0.node is TextNode }
    var entries: [Entry] = []
    for (ink, glass) in onGlass where isReadable(ink, on: glass, context) {
      // A shape carrying text (a selection pill behind a label) is its backing: the text on it is read.
      if !(ink.node is TextNode) && texts.contains(where: { ink.holds($0) }) { continue }
      entries.append(Entry(ink: ink, glass: glass, own: .effective(context.scene.environment, at: ink.node)))
    }
    guard !entries.isEmpty else { return [] }
    try measure(&entries, list: list, context)
    return entries.compactMap { issue(for: $0, context) }
  }

  /// Measures every entry in every setting it can be seen in: the scene's own look first, then each
  /// variant, rendering a variant only while some node sees a setting not measured yet.
  func measure(_ entries: inout [Entry], list: DisplayList, _ context: LintContext) throws(LintError) {
    let foreground = Set(entries.flatMap(\.ink.commandIndices))
    let base = context.scene.environment
    let looks = [base] + EnvironmentVariant.all.map { $0.applied(to: base) }
    for environment in looks {
      let seen = entries.map { EnvironmentVariant.effective(environment, at: $0.ink.node) }
      guard entries.indices.contains(where: { entries[$0].measured[seen[$0]] == nil }) else { continue }
      let variantList = environment == base ? list : context.containerList(in: environment)
      guard variantList.commands.count == list.commands.count else { continue }
      let name = EnvironmentVariant.effective(environment, at: context.scene.root).name
      let frame = try context.render(
        variantList, with: context.containerRenderer, what: "the frame (\(name))")
      var behindList = variantList
      behindList.commands = variantList.commands.indices.filter { !foreground.contains($0) }.map {
        variantList.commands[$0]
      }
      let behind = try context.render(
        behindList, with: context.containerRenderer, what: "the frame without text (\(name))")
      let backdrop = LintContext.systemBackdrop(environment.colorScheme)
      for i in entries.indices where entries[i].measured[seen[i]] == nil {
        if let m = measure(
          entries[i].ink, frame: frame, behind: behind, backdrop: backdrop, seen[i], context.scale)
        {
          entries[i].measured[seen[i]] = m
        }
      }
    }
  }

  /// The ratio a node needs and how the message names that need.
  func requirement(for node: Node) -> (Double, String) {
    guard let text = node as? TextNode else { return (symbolRatio, "symbols") }
    let size = text.font.size * node.sceneTransform.meanScale
    let large = size >= 24 || (text.font.weight == .bold && size >= 18.66)
    return large ? (largeTextRatio, "large text") : (bodyTextRatio, "body text")
  }

  /// The node's contrast in one setting: the chosen percentile of its ink pixels' ratios.
  func measure(
    _ ink: InkCoverage, frame: PixelImage, behind: PixelImage, backdrop: SIMD3<Double>,
    _ variant: EnvironmentVariant, _ scale: Double
  ) -> Measurement? {
    var samples: [(ratio: Double, x: Int, y: Int)] = []
    var under: [Double] = []
    for y in ink.y0..<min(ink.y1, frame.height) {
      for x in ink.x0..<min(ink.x1, frame.width) {
        let c = ink.coverage(x: x, y: y)
        guard c >= 0.5 else { continue }
        let seen = frame.color(x: x, y: y, over: backdrop)
        let beneath = behind.color(x: x, y: y, over: backdrop)
        var shown = (seen - (1 - c) * beneath) / c
        shown.clamp(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
        let luminance = beneath.relativeLuminance
        samples.append((ColorMeasure.contrastRatio(shown.relativeLuminance, luminance), x, y))
        under.append(luminance)
      }
    }
    guard samples.count >= Self.minimumInkPixels else { return nil }
    samples.sort { $0.ratio < $1.ratio }
    let cut = Int((Double(samples.count - 1) * percentile).rounded(.down))
    let low = samples[...cut]
    let cx = low.reduce(0.0) { $0 + Double($1.x) + 0.5 } / Double(low.count)
    let cy = low.reduce(0.0) { $0 + Double($1.y) + 0.5 } / Double(low.count)
    let stride = max(1, (under.count + InkReading.maximumSamples - 1) / InkReading.maximumSamples)
    let sampled = Swift.stride(from: 0, to: under.count, by: stride).map { under[$0] }.sorted()
    return Measurement(
      variant: variant, ratio: samples[cut].ratio, place: Point(cx / scale, cy / scale), behind: sampled)
  }
}

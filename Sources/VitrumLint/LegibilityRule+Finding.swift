import VitrumGeometry
import VitrumScene

extension LegibilityRule {
  /// The finding for a measured node, if it fails anywhere: `legibility` when it fails in the scene's own
  /// look, `legibility-in-settings` when only elsewhere.
  func issue(for entry: Entry, _ context: LintContext) -> LintIssue? {
    guard let own = entry.measured[entry.own] else { return nil }
    let node = entry.ink.node
    let (required, kind) = requirement(for: node)
    let failing = entry.measured.values.filter { $0.ratio < required }.sorted {
      ($0.variant == entry.own ? 0 : 1, $0.ratio, $0.variant.key) < (
        $1.variant == entry.own ? 0 : 1, $1.ratio, $1.variant.key
      )
    }
    guard let lead = failing.first else { return nil }
    let ownFails = own.ratio < required
    let others = failing.filter { $0.variant != entry.own }
    let what = node is TextNode ? "text" : "symbol"
    var message =
      "\(what) \(context.label(of: node)) on glass \(context.label(of: entry.glass.node)) "
    if ownFails {
      message +=
        "has contrast \(Format.ratio(own.ratio)) in the scene's own look (\(own.variant.name)) around "
        + "\(Format.point(x: own.place.x, y: own.place.y)), below the \(Format.ratio(required)) \(kind) needs"
      if !others.isEmpty { message += "; it also fails in other settings: " + Self.list(others) }
    } else {
      message +=
        "reads \(Format.ratio(own.ratio)) in the scene's own look (\(own.variant.name)) but falls below the "
        + "\(Format.ratio(required)) \(kind) needs in other settings: " + Self.list(others)
    }
    let paint = Paint(of: node)
    let measured = entry.measured.values.sorted { $0.variant.key < $1.variant.key }
    let (sentence, fix) = advice(paint, measured: measured, required: required, kind: kind)
    message += ". " + sentence
    var measurements = [
      "contrast": own.ratio, "required": required, "worst": failing.map(\.ratio).min() ?? own.ratio,
      "x": lead.place.x, "y": lead.place.y,
    ]
    for m in entry.measured.values { measurements["contrast_" + m.variant.key] = m.ratio }
    let field: String? =
      (node as? PaintedNode).map { $0.fill != nil ? "fill" : "stroke" }
    return LintIssue(
      node: node, field: field, relatedNodes: [entry.glass.node], message: message, fix: fix,
      measurements: measurements, outlines: [Path.rect(entry.ink.bounds(scale: context.scale))],
      settings: failing.map(\.variant.key), rule: ownFails ? nil : Self.inSettings.id)
  }

  /// How a node is painted, as far as the advice goes.
  enum Paint {
    case adaptive(AdaptiveInk.Level)
    /// A fixed colour; `gray` is its 8-bit grey level of equal luminance (nil for a gradient or image).
    case fixed(gray: Int?)

    init(of node: Node) {
      guard let painted = node as? PaintedNode else {
        self = .fixed(gray: nil)
        return
      }
      let fill = painted.fill ?? painted.stroke?.fill
      switch fill {
      case .adaptive(let ink)?:
        self = .adaptive(ink.level)
      case .solid(let color)?:
        let luminance = ColorMeasure.relativeLuminance(red: color.red, green: color.green, blue: color.blue)
        self = .fixed(
          gray: (0...255).min {
            abs(Self.luminance(gray: $0) - luminance) < abs(Self.luminance(gray: $1) - luminance)
          })
      default:
        self = .fixed(gray: nil)
      }
    }

    static func luminance(gray: Int) -> Double { ColorMeasure.linear(Double(gray) / 255) }
  }

  /// What the message adds about the way out, and the fix: for a fixed colour, whether any fixed colour
  /// passes every setting measured and whether the adaptive fill does; for an adaptive ink, what either ink
  /// would reach where it fails.
  func advice(_ paint: Paint, measured: [Measurement], required: Double, kind: String) -> (String, String) {
    let large = kind == "body text" ? ", make the text large (3:1 suffices for large text)" : ""
    let adaptiveWorst = measured.map { m in
      (m, max(ratio(ofInk: 1, over: m.behind), ratio(ofInk: 0, over: m.behind)))
    }
    .min { $0.1 < $1.1 }
    let adaptivePasses = adaptiveWorst.map { $0.1 >= required } ?? false
    switch paint {
    case .fixed(let gray):
      let passing = (0...255).filter { level in
        let y = Paint.luminance(gray: level)
        return measured.allSatisfy { passes(ink: y, over: $0.behind, required: required) }
      }
      var sentence: String
      if passing.isEmpty {
        sentence =
          "No fixed colour reaches \(Format.ratio(required)) in every setting here (what lies beneath is "
          + "light in some and dark in others)"
      } else {
        let nearest = passing.min { abs($0 - (gray ?? 128)) < abs($1 - (gray ?? 128)) }!
        sentence = "A fixed colour such as \(Self.hex(gray: nearest)) passes every setting"
      }
      if adaptivePasses {
        sentence +=
          passing.isEmpty
          ? "; the adaptive fill (\"fill\": \"primary\") does, with light or dark ink chosen from the glass"
          : ", and so does the adaptive fill (\"fill\": \"primary\")"
      } else if let (m, best) = adaptiveWorst {
        sentence +=
          "; even the adaptive fill (\"fill\": \"primary\") reaches only \(Format.ratio(best)) under "
          + m.variant.name
      }
      let fix =
        (adaptivePasses || passing.isEmpty
          ? "use \"fill\": \"primary\" (\"secondary\" for a dimmer label), an ink chosen from the glass in "
            + "every setting"
          : "use \"fill\": \"primary\"")
        + (passing.isEmpty
          ? ""
          : ", or a fixed colour such as \(Self.hex(gray: passing.min { abs($0 - (gray ?? 128)) < abs($1 - (gray ?? 128)) }!))")
        + large + ", or tint the glass behind it"
      return (sentence, fix)
    case .adaptive(let level):
      guard let (m, best) = adaptiveWorst, best < required || level == .secondary else {
        return (
          "The adaptive ink (\(level.rawValue)) is drawn over something else than what was measured",
          "check what is drawn between the glass and the \(kind)"
        )
      }
      let sentence =
        "The adaptive ink (\(level.rawValue)) is chosen from the glass; under \(m.variant.name) white would "
        + "reach \(Format.ratio(ratio(ofInk: 1, over: m.behind))) and black "
        + "\(Format.ratio(ratio(ofInk: 0, over: m.behind))): what lies beneath is mid-grey there"
      let fix =
        (level == .secondary && best >= required ? "use \"primary\" (full strength), " : "")
        + "make the glass beneath lighter or darker there (a tint, or calmer content under it)" + large
      return (sentence, fix)
    }
  }

  /// "1.11:1 under light, Increase Contrast; 1.4:1 under dark".
  static func list(_ measurements: [Measurement]) -> String {
    measurements.map { "\(Format.ratio($0.ratio)) under \($0.variant.name)" }.joined(separator: "; ")
  }

  /// `#RRGGBB` of an 8-bit grey.
  static func hex(gray: Int) -> String {
    let byte = String(gray, radix: 16, uppercase: true)
    let two = byte.count == 1 ? "0" + byte : byte
    return "#" + two + two + two
  }

  /// Whether opaque ink of luminance `ink` reaches `required` over luminances `behind` (in increasing
  /// order) at the rule's percentile: too few pixels lie within the band of luminances too close to it.
  func passes(ink: Double, over behind: [Double], required: Double) -> Bool {
    guard !behind.isEmpty else { return false }
    let low = (ink + 0.05) / required - 0.05
    let high = (ink + 0.05) * required - 0.05
    let close = Self.countBelow(high, behind) - Self.countAtMost(low, behind)
    let cut = Int((Double(behind.count - 1) * percentile).rounded(.down))
    return close <= cut
  }

  /// The rule's percentile contrast of opaque ink of luminance `ink` over luminances `behind`.
  func ratio(ofInk ink: Double, over behind: [Double]) -> Double {
    guard !behind.isEmpty else { return 1 }
    let ratios = behind.map { ColorMeasure.contrastRatio(ink, $0) }.sorted()
    return ratios[Int((Double(ratios.count - 1) * percentile).rounded(.down))]
  }

  /// How many of the sorted values are below `x`.
  static func countBelow(_ x: Double, _ sorted: [Double]) -> Int {
    var (low, high) = (0, sorted.count)
    while low < high {
      let mid = (low + high) / 2
      if sorted[mid] < x { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// How many of the sorted values are at most `x`.
  static func countAtMost(_ x: Double, _ sorted: [Double]) -> Int {
    var (low, high) = (0, sorted.count)
    while low < high {
      let mid = (low + high) / 2
      if sorted[mid] <= x { low = mid + 1 } else { high = mid }
    }
    return low
  }
}

import Foundation
import Testing
import VitrumScene

@testable import VitrumLint

/// The legibility rule on a scene whose contrast is computed by hand.
///
/// `legibility-known.json`: a flat #808080 canvas, a regular glass rounded rectangle 220 × 100 pt, and
/// white 20 pt text ("Legible?") in its middle, more than 30 pt from the rim, where the glass neither
/// refracts nor lights its rim. Over a flat backdrop blur and refraction change nothing, and saturation
/// leaves grey alone, so the glass under the text is the OPTICS model's `mix(backdrop, tone, α)`:
/// - backdrop g = 128/255 in every channel, and its mean luminance (Rec. 709 weights of encoded values) is
///   g itself;
/// - tone = dark + (light − dark) · lightness, with dark (0.07, 0.07, 0.09) and light (0.97, 0.97, 0.98)
///   (`GlassMaterial.appearance(in:)`); lightness = smoothstep(mid − 0.15, mid + 0.15, g), mid 0.45 in light
///   and 0.62 in dark, and a hard switch at mid under Increase Contrast;
/// - α = 0.28 (regular), 0.82 under Reduce Transparency, 0.92 under Increase Contrast;
/// - each channel is stored in 8 bits (rounded).
/// The text is opaque white, so its contrast is 1.05 / (L(glass) + 0.05).
@Suite struct LegibilityTests {
  static func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }

  static func smoothstep(_ e0: Double, _ e1: Double, _ x: Double) -> Double {
    let t = min(max((x - e0) / (e1 - e0), 0), 1)
    return t * t * (3 - 2 * t)
  }

  /// The contrast of white text on the glass, by the derivation above.
  static func expectedContrast(dark scheme: Bool, alpha: Double, hardSwitch: Bool) -> Double {
    let g = 128.0 / 255
    let mid = scheme ? 0.62 : 0.45
    let lightness = hardSwitch ? (g >= mid ? 1 : 0) : smoothstep(mid - 0.15, mid + 0.15, g)
    let dark = [0.07, 0.07, 0.09]
    let light = [0.97, 0.97, 0.98]
    let glass = (0..<3).map { i in
      let tone = dark[i] + (light[i] - dark[i]) * lightness
      return ((g * (1 - alpha) + tone * alpha) * 255).rounded() / 255
    }
    let l = 0.2126 * linear(glass[0]) + 0.7152 * linear(glass[1]) + 0.0722 * linear(glass[2])
    return 1.05 / (l + 0.05)
  }

  /// Hand values: light 3.149, dark 5.994, light + Reduce Transparency 2.093, dark + Reduce Transparency
  /// 13.91, light + Increase Contrast 1.159 (the glass turns near white: the worst), dark + Increase
  /// Contrast 17.17.
  static let expected: [String: Double] = [
    "light": expectedContrast(dark: false, alpha: 0.28, hardSwitch: false),
    "dark": expectedContrast(dark: true, alpha: 0.28, hardSwitch: false),
    "light-reduce-transparency": expectedContrast(dark: false, alpha: 0.82, hardSwitch: false),
    "dark-reduce-transparency": expectedContrast(dark: true, alpha: 0.82, hardSwitch: false),
    "light-increase-contrast": expectedContrast(dark: false, alpha: 0.92, hardSwitch: true),
    "dark-increase-contrast": expectedContrast(dark: true, alpha: 0.92, hardSwitch: true),
  ]

  @Test func measuredContrastMatchesTheHandComputation() throws {
    #expect(abs(Self.expected["light-increase-contrast"]! - 1.1587) < 1e-3)
    #expect(abs(Self.expected["light"]! - 3.1488) < 1e-3)
    let report = try Fixtures.lint("legibility-known.json", [LegibilityRule()])
    let finding = try #require(report.findings.first)
    #expect(report.findings.count == 1)
    for (key, value) in Self.expected {
      let measured = try #require(finding.measurements["contrast_" + key], "\(key)")
      // 8-bit rounding and the kernel's single precision leave the ratios within 0.3 % of the hand values.
      #expect(abs(measured / value - 1) < 0.01, "\(key): measured \(measured), by hand \(value)")
    }
    // The finding leads with the scene's own look (light), then every other setting that fails, worst
    // first; the dark settings pass.
    #expect(finding.rule == "legibility")
    #expect(abs(finding.measurements["contrast"]! / Self.expected["light"]! - 1) < 0.01)
    #expect(abs(finding.measurements["worst"]! / Self.expected["light-increase-contrast"]! - 1) < 0.01)
    #expect(finding.measurements["required"] == 4.5)
    #expect(finding.settings == ["light", "light-increase-contrast", "light-reduce-transparency"])
    func ratio(_ key: String) -> String { Format.ratio(finding.measurements["contrast_" + key]!) }
    #expect(finding.message.contains("has contrast \(ratio("light")) in the scene's own look (light)"))
    #expect(
      finding.message.contains(
        "it also fails in other settings: \(ratio("light-increase-contrast")) under light, Increase Contrast; "
          + "\(ratio("light-reduce-transparency")) under light, Reduce Transparency"))
    // No fixed colour passes both the white glass of light + Increase Contrast and the black of dark +
    // Increase Contrast; the adaptive fill does, and the message says so.
    #expect(finding.message.contains("No fixed colour reaches 4.5:1 in every setting"))
    #expect(finding.message.contains("the adaptive fill (\"fill\": \"primary\") does"))
    #expect(finding.fix.hasPrefix("use \"fill\": \"primary\""))
    // Where: the lowest pixels lie on the text, whose line is centred at x = 120; their mean falls within
    // 8 pt of it (125.4 with the shaped text: "Legible?" has more ink right of its middle).
    let x = try #require(finding.measurements["x"])
    let y = try #require(finding.measurements["y"])
    #expect(abs(x - 120) < 8 && y > 50 && y < 70)
    #expect(finding.location.path == "root.children[1].fill")
  }

  /// The near miss reaches 3.19:1 at worst: enough for 28 pt (large) text, not for body text. The same
  /// text at 20 pt is body text and fails.
  @Test func largeTextNeedsThreeToOne() throws {
    let near = try Fixtures.subject("legibility-near-miss.json")
    #expect(
      try Linter(configuration: LintConfiguration(rules: [LegibilityRule()])).lint(near).findings.isEmpty)
    let label = try #require(near.scene.node(withID: "label") as? TextNode)
    label.font.size = 20
    let report = try Linter(configuration: LintConfiguration(rules: [LegibilityRule()])).lint(near)
    let finding = try #require(report.findings.first)
    #expect(finding.measurements["required"] == 4.5)
    // #6B6B6B (L = 0.14705) over the lightest glass (light, regular: L = 0.01178): 3.19.
    #expect(abs(finding.measurements["contrast"]! - 3.19) < 0.05)
  }

  /// Bold text counts as large from 18.66 pt: the same 20 pt text in bold needs only 3:1.
  @Test func boldTextIsLargeSooner() throws {
    let near = try Fixtures.subject("legibility-near-miss.json")
    let label = try #require(near.scene.node(withID: "label") as? TextNode)
    label.font = Font(size: 20, weight: .bold)
    #expect(
      try Linter(configuration: LintConfiguration(rules: [LegibilityRule()])).lint(near).findings.isEmpty)
  }

  /// Text hidden from accessibility (a decorative copy) and text beside the glass are not checked.
  @Test func onlyReadableTextOnGlassIsChecked() throws {
    let hidden = try Fixtures.subject("legibility-known.json")
    hidden.scene.node(withID: "label")!.isAccessibilityHidden = true
    #expect(
      try Linter(configuration: LintConfiguration(rules: [LegibilityRule()])).lint(hidden).findings.isEmpty)
    let beside = try Fixtures.subject("legibility-known.json")
    beside.scene.node(withID: "panel")!.transform = .translation(0, 200)
    #expect(
      try Linter(configuration: LintConfiguration(rules: [LegibilityRule()])).lint(beside).findings.isEmpty)
  }

  /// Lint leaves the scene's paint as it found it (it marks nodes for a moment to find their pixels).
  @Test func paintIsRestored() throws {
    let subject = try Fixtures.subject("legibility-known.json")
    let label = try #require(subject.scene.node(withID: "label") as? TextNode)
    let before = (label.fill, label.stroke)
    _ = try Linter(configuration: LintConfiguration(rules: [LegibilityRule()])).lint(subject)
    #expect(label.fill == before.0 && label.stroke == before.1)
  }
}

import Foundation
import Testing
import VitrumScene

@testable import VitrumLint

/// The legibility rule on a scene whose contrast is computed by hand.
///
/// `legibility-known.json`: a flat #808080 canvas, a regular glass rounded rectangle 220 × 100 pt, and
/// white 20 pt text ("Legible?") in its middle, more than 30 pt from the rim, where the glass neither
/// refracts nor lights its bezel. Over a flat backdrop blur and refraction change nothing, and saturation
/// leaves grey alone, so the glass under the text is docs/glass.md's model's `mix(backdrop, tone, α)`:
/// - backdrop g = 128/255 in every channel, and its mean luminance (Rec. 709 weights of encoded values) is
///   g itself;
/// - tone = dark + (light − dark) · lightness (`GlassMaterial.appearance(in:)`): in light mode light
///   (0.98, 0.98, 0.99), dark (0.42, 0.42, 0.45), lightness = smoothstep(0.05, 0.35, g); in dark mode light
///   (0.6, 0.6, 0.63), dark (0, 0, 0.02), smoothstep(0.57, 0.87, g); α = 0.28;
/// - Reduce Transparency: one frost per scheme, (0.93, 0.93, 0.95) or (0.16, 0.16, 0.18), α = 0.85, and
///   the backdrop re-centred on the frost's luminance T: glass = g (1 − α) + frost α + (1 − α)(T − g);
/// - Increase Contrast: white or black at α = 1, a hard switch at 0.45 (light) or 0.62 (dark);
/// - each channel is stored in 8 bits (rounded).
/// The text is opaque white, so its contrast is 1.05 / (L(glass) + 0.05).
@Suite struct LegibilityTests {
  static func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }

  static func smoothstep(_ e0: Double, _ e1: Double, _ x: Double) -> Double {
    let t = min(max((x - e0) / (e1 - e0), 0), 1)
    return t * t * (3 - 2 * t)
  }

  /// A setting's tones, by the derivation above.
  struct Tones {
    var light: [Double]
    var dark: [Double]
    var mid: Double
    var hard = false
    var alpha = 0.28
    var even = false
  }

  static func luma(_ c: [Double]) -> Double { 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2] }

  /// The contrast of white text on the glass, by the derivation above.
  static func expectedContrast(_ t: Tones) -> Double {
    let g = 128.0 / 255
    let judged = t.even ? luma(t.light) : g
    let lightness = t.hard ? (judged >= t.mid ? 1 : 0) : smoothstep(t.mid - 0.15, t.mid + 0.15, judged)
    let tone = (0..<3).map { t.dark[$0] + (t.light[$0] - t.dark[$0]) * lightness }
    let shift = t.even ? (1 - t.alpha) * (luma(tone) - g) : 0
    let glass = (0..<3).map { i in ((g * (1 - t.alpha) + tone[i] * t.alpha + shift) * 255).rounded() / 255 }
    let l = 0.2126 * linear(glass[0]) + 0.7152 * linear(glass[1]) + 0.0722 * linear(glass[2])
    return 1.05 / (l + 0.05)
  }

  /// Hand values: light 2.551, dark 6.672, light + Reduce Transparency 1.167 (the light frost), dark +
  /// Reduce Transparency 14.49, light + Increase Contrast 1.0 (white glass under white text: the worst),
  /// dark + Increase Contrast 21.0.
  static let expected: [String: Double] = [
    "light": expectedContrast(Tones(light: [0.98, 0.98, 0.99], dark: [0.42, 0.42, 0.45], mid: 0.2)),
    "dark": expectedContrast(Tones(light: [0.6, 0.6, 0.63], dark: [0, 0, 0.02], mid: 0.72)),
    "light-reduce-transparency": expectedContrast(
      Tones(light: [0.93, 0.93, 0.95], dark: [0.93, 0.93, 0.95], mid: 0.2, alpha: 0.85, even: true)),
    "dark-reduce-transparency": expectedContrast(
      Tones(light: [0.16, 0.16, 0.18], dark: [0.16, 0.16, 0.18], mid: 0.72, alpha: 0.85, even: true)),
    "light-increase-contrast": expectedContrast(
      Tones(light: [1, 1, 1], dark: [0, 0, 0], mid: 0.45, hard: true, alpha: 1)),
    "dark-increase-contrast": expectedContrast(
      Tones(light: [1, 1, 1], dark: [0, 0, 0], mid: 0.62, hard: true, alpha: 1)),
  ]

  @Test func measuredContrastMatchesTheHandComputation() throws {
    #expect(abs(Self.expected["light-increase-contrast"]! - 1) < 1e-3)
    #expect(abs(Self.expected["light"]! - 2.5506) < 1e-3)
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
    // Where: the lowest pixels lie on the text, whose line is centred at x = 120 with its baseline at 68
    // (where pixels tie, the lowest tenth is taken in row order, towards the top of the text).
    let x = try #require(finding.measurements["x"])
    let y = try #require(finding.measurements["y"])
    #expect(abs(x - 120) < 50 && y > 45 && y < 70, "\(x), \(y)")
    #expect(finding.location.path == "root.children[1].fill")
  }

  /// The near miss reaches 3.20:1 at worst: enough for 28 pt (large) text, not for body text. The same
  /// text at 20 pt is body text and fails. (Its group keeps light mode in every setting: fixed ink cannot
  /// be legible on both the light and the dark frost of Reduce Transparency.)
  @Test func largeTextNeedsThreeToOne() throws {
    let near = try Fixtures.subject("legibility-near-miss.json")
    #expect(
      try Linter(configuration: LintConfiguration(rules: [LegibilityRule()])).lint(near).findings.isEmpty)
    let label = try #require(near.scene.node(withID: "label") as? TextNode)
    label.font.size = 20
    let report = try Linter(configuration: LintConfiguration(rules: [LegibilityRule()])).lint(near)
    let finding = try #require(report.findings.first)
    #expect(finding.measurements["required"] == 4.5)
    // #808080 (L = 0.2158) under the darkest of the light-mode glass (regular over #E0E0E0: 0.72 × 224 +
    // 0.28 × 250 = 231, L = 0.7991): 3.20.
    #expect(abs(finding.measurements["contrast"]! - 3.20) < 0.05)
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

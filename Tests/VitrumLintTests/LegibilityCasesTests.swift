import Foundation
import Testing
import VitrumGeometry
import VitrumLint
import VitrumRender
import VitrumScene

/// The legibility rule on the cases a designer meets: icons drawn as any shape or as an image, text on
/// overlapping sheets, failures only in other settings, and what the message says.
@Suite struct LegibilityCasesTests {
  /// A 240 × 120 pt canvas of flat grey with a regular glass panel, and `content` drawn over it.
  static func panel(_ content: String, background: String = "#808080", scheme: String = "light") -> String {
    """
    {
      "format": "vitrum-scene/2",
      "canvas": {"width": 240, "height": 120, "scale": 2, "background": "\(background)"},
      "environment": {"colorScheme": "\(scheme)"},
      "root": {"children": [
        {"type": "roundedRect", "id": "panel", "frame": [10, 10, 220, 100], "cornerRadius": 20,
         "glass": "regular"},
        \(content)
      ]}
    }
    """
  }

  static func lint(_ json: String) throws -> LintReport {
    try Linter(configuration: LintConfiguration(rules: [LegibilityRule()])).lint(
      Fixtures.subject(json: json))
  }

  /// Rules and nodes of the findings, as "rule:node".
  static func found(_ report: LintReport) -> [String] {
    report.findings.map { "\($0.rule):\($0.nodeIDs.first?.rawValue ?? "")" }
  }

  /// Icons drawn as a rectangle, a circle, a rounded rectangle, a capsule, an ellipse and a path are all
  /// symbols: each white icon falls below 3:1 where the glass turns white (light, Increase Contrast).
  @Test(arguments: [
    ##"{"type": "rect", "id": "icon", "frame": [110, 50, 20, 20], "fill": "#FFFFFF"}"##,
    ##"{"type": "circle", "id": "icon", "center": [120, 60], "radius": 10, "fill": "#FFFFFF"}"##,
    ##"{"type": "roundedRect", "id": "icon", "frame": [110, 50, 20, 20], "cornerRadius": 5, "fill": "#FFFFFF"}"##,
    ##"{"type": "capsule", "id": "icon", "frame": [105, 52, 30, 16], "fill": "#FFFFFF"}"##,
    ##"{"type": "ellipse", "id": "icon", "frame": [106, 52, 28, 16], "fill": "#FFFFFF"}"##,
    ##"{"type": "path", "id": "icon", "d": "M110 70 L120 50 L130 70 Z", "fill": "#FFFFFF"}"##,
    ##"{"type": "path", "id": "icon", "d": "M108 60 H132", "stroke": {"fill": "#FFFFFF", "width": 4}}"##,
  ])
  func everyShapeIsASymbol(icon: String) throws {
    let report = try Self.lint(Self.panel(icon))
    let finding = try #require(report.findings.first, "\(icon)")
    #expect(finding.nodeIDs.map(\.rawValue) == ["icon", "panel"])
    #expect(finding.measurements["required"] == 3)
    #expect(finding.settings.contains("light-increase-contrast"))
    #expect(finding.message.hasPrefix("symbol `icon` on glass `panel`"))
  }

  /// A shape covering most of the glass is a plate laid over it, not a symbol to read.
  @Test func aPlateIsNotASymbol() throws {
    let plate = ##"{"type": "rect", "id": "plate", "frame": [14, 14, 212, 92], "fill": "#FFFFFF20"}"##
    #expect(try Self.lint(Self.panel(plate)).findings.isEmpty)
  }

  /// An image with transparent parts (an icon cut out) is a symbol; an opaque image (a photo) is not.
  @Test func imagesWithAlphaAreSymbols() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legibility-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // A white disc on transparency, and the same white opaque to the edges.
    var disc = [UInt32](repeating: 0, count: 32 * 32)
    for y in 0..<32 {
      for x in 0..<32 where hypot(Double(x) - 15.5, Double(y) - 15.5) < 12 { disc[y * 32 + x] = 0xFFFF_FFFF }
    }
    let cutOut = folder.appendingPathComponent("disc.png").path
    let opaque = folder.appendingPathComponent("opaque.png").path
    try ImageSurface(pixels: disc, width: 32, height: 32)!.writePNG(to: cutOut)
    try ImageSurface(pixels: [UInt32](repeating: 0xFFFF_FFFF, count: 32 * 32), width: 32, height: 32)!
      .writePNG(to: opaque)
    let icon = Self.panel(
      #"{"type": "image", "id": "icon", "src": "\#(cutOut)", "frame": [104, 44, 32, 32]}"#)
    let finding = try #require(try Self.lint(icon).findings.first)
    #expect(finding.nodeIDs.first == "icon")
    #expect(finding.measurements["required"] == 3)
    let photo = Self.panel(
      #"{"type": "image", "id": "photo", "src": "\#(opaque)", "frame": [104, 44, 32, 32]}"#)
    #expect(try Self.lint(photo).findings.isEmpty)
  }

  /// Text over two overlapping sheets belongs to the upper one, the sheet it is read on.
  @Test func textBelongsToTheTopmostGlass() throws {
    let json = Self.panel(
      """
      {"type": "roundedRect", "id": "sheet", "frame": [40, 30, 160, 60], "cornerRadius": 12, "glass": "regular"},
      {"type": "text", "id": "title", "text": "Title", "font": {"size": 16}, "origin": [120, 66],
       "alignment": "center", "fill": "#FFFFFF"}
      """)
    let finding = try #require(try Self.lint(json).findings.first)
    #expect(finding.nodeIDs.map(\.rawValue) == ["title", "sheet"])
    #expect(finding.message.contains("on glass `sheet`"))
  }

  /// White text on glass over mid grey in a dark scene reads in the scene's own look (dark) but not in the
  /// light settings, where the glass turns light: a finding of its own rule, a warning, naming the settings
  /// it fails in and not the scene's own look.
  @Test func failureOnlyInOtherSettings() throws {
    let json = Self.panel(
      ##"{"type": "text", "id": "label", "text": "Label", "font": {"size": 20}, "origin": [120, 68], "alignment": "center", "fill": "#FFFFFF"}"##,
      scheme: "dark")
    let report = try Self.lint(json)
    let finding = try #require(report.findings.first)
    #expect(report.findings.count == 1)
    #expect(finding.rule == "legibility-in-settings")
    #expect(finding.severity == .warning && finding.defaultSeverity == .warning)
    #expect(finding.settings.contains("light-increase-contrast") && finding.settings.contains("light"))
    #expect(!finding.settings.contains("dark"))
    #expect(
      finding.message.contains("in the scene's own look (dark) but falls below the 4.5:1 body text needs"))
    #expect(finding.measurements["contrast"]! >= 4.5)
    #expect(finding.measurements["worst"]! < 4.5)
  }

  /// Whatever fixed colour a label has, something fails and the message names the adaptive fill; with the
  /// adaptive fill nothing fails.
  @Test(arguments: ["#FFFFFF", "#000000", "#767676", "#3B82F6", "primary"])
  func fixedColoursPointAtTheAdaptiveFill(fill: String) throws {
    let json = Self.panel(
      #"{"type": "text", "id": "label", "text": "Label", "font": {"size": 20}, "origin": [120, 68], "alignment": "center", "fill": "\#(fill)"}"#
    )
    let report = try Self.lint(json)
    if fill == "primary" {
      #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
    } else {
      let finding = try #require(report.findings.first)
      #expect(finding.message.contains("\"fill\": \"primary\""))
      #expect(finding.fix.contains("\"fill\": \"primary\""))
    }
  }
}

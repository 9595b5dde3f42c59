import Foundation
import Testing
import VitrumGeometry
import VitrumRender

@testable import VitrumLint

@Suite struct AnnotatorTests {
  static func annotate(_ report: LintReport, _ subject: LintSubject) throws -> ImageSurface {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("annotated.png").path
    try LintAnnotator(scale: report.scale).write(report, subject: subject, to: path)
    return try ImageSurface.loadPNG(path: path)
  }

  static func channels(_ image: ImageSurface, _ x: Int, _ y: Int) -> (Int, Int, Int) {
    let p = image.pixel(x: x, y: y)
    return (Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
  }

  /// The glass-on-glass scene (240 × 160 pt at scale 2) with its one error: one panel (the scene's own
  /// look, at its one time) under a 26 px title, 12 px from the picture's edges, a legend below; both
  /// capsules outlined in red; away from the marks the frame only veiled.
  @Test func findingsAreOutlinedAndNumbered() throws {
    let subject = try Fixtures.subject("glass-on-glass-fires.json")
    let report = try Linter(configuration: LintConfiguration(rules: [GlassOnGlassRule()])).lint(subject)
    let image = try Self.annotate(report, subject)
    #expect(image.width == 480 + 24)
    // Panel, title and gaps, then the legend: a title line and the finding's message over one or more lines.
    #expect(image.height > 12 + 26 + 320 + 12 + 2 * 18)
    let origin = (x: 12, y: 12 + 26)
    // The button capsule's top edge at (165, 60) pt lies under the red stroke.
    let (r, g, b) = Self.channels(image, origin.x + 330, origin.y + 120)
    #expect(r > 200 && g < 100 && b < 100, "\(r) \(g) \(b)")
    // Away from the marks the frame is only veiled: each channel at 70 % (30 % black over it).
    let plain = try CairoRenderer(options: .init(scale: 2)).render(subject.scene).surface.pixel(x: 440, y: 20)
    let veiled = Self.channels(image, origin.x + 440, origin.y + 20)
    let expected = [16, 8, 0].map { (Double((plain >> UInt32($0)) & 0xFF) * 0.7).rounded() }
    #expect(abs(Double(veiled.0) - expected[0]) <= 1 && abs(Double(veiled.1) - expected[1]) <= 1)
    #expect(expected[0] + expected[1] + expected[2] > 30, "the sample should not be black")
    #expect(throws: LintError.self) {
      try LintAnnotator(scale: report.scale).write(report, subject: subject, to: "/no/such/folder/a.png")
    }
  }

  /// A legibility finding that fails in three settings gets a panel in each (two columns, two rows), and
  /// an allowed finding is drawn too, in grey.
  @Test func onePanelPerFailingSettingAndAllowedInGrey() throws {
    let subject = try Fixtures.subject("legibility-known.json")
    let report = try Linter(configuration: LintConfiguration(rules: [LegibilityRule()])).lint(subject)
    let finding = try #require(report.findings.first)
    #expect(finding.settings.count >= 3)
    let image = try Self.annotate(report, subject)
    let rows = (finding.settings.count + 1) / 2
    #expect(image.width == 2 * 480 + 3 * 12)
    // legibility-known.json is 240 × 120 pt: panels of 480 × 240 px.
    #expect(image.height > rows * (240 + 26 + 12))
    // The same finding allowed by the scene: its outline is grey, never red.
    var allowed = report
    allowed.allowed = [
      AllowedFinding(finding: finding, reason: "a test", allowanceLocation: finding.location)
    ]
    allowed.findings = []
    let grey = try Self.annotate(allowed, subject)
    let outline = try #require(finding.outlines.first).controlPointBounds
    let (r, g, b) = Self.channels(grey, 12 + Int(outline.minX * 2), 38 + Int(outline.midY * 2))
    #expect(abs(r - g) < 30 && abs(g - b) < 40 && r > 120, "\(r) \(g) \(b)")
  }

  /// A badge goes beside what it points at, clear of every text and of the badges placed before it.
  @Test func badgesDoNotCoverText() {
    let panel = Rect(x: 0, y: 0, width: 400, height: 200)
    let label = Rect(x: 100, y: 80, width: 80, height: 20)
    let neighbours = [
      label, Rect(x: 60, y: 50, width: 40, height: 25), Rect(x: 180, y: 50, width: 60, height: 25),
    ]
    var taken = neighbours
    for _ in 0..<4 {
      let center = LintAnnotator.badgePlace(beside: label, radius: 11, avoiding: taken, within: panel)
      let badge = Rect(x: center.x - 11, y: center.y - 11, width: 22, height: 22)
      #expect(!neighbours.contains { $0.intersects(badge) }, "\(badge)")
      #expect(badge.minX >= 0 && badge.maxX <= 400 && badge.minY >= 0 && badge.maxY <= 200)
      // Beside the label: within a badge's width of it.
      #expect(badge.intersects(label.outset(by: 30)))
      taken.append(badge)
    }
  }
}

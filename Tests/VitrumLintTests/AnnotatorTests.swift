import Foundation
import Testing
import VitrumLint
import VitrumRender

@Suite struct AnnotatorTests {
  /// The frame of the glass-on-glass scene at scale 2 with its one error: both capsules outlined in red,
  /// and the badge "1" at the outlines' top-left corner.
  @Test func findingsAreOutlinedAndNumbered() throws {
    let subject = try Fixtures.subject("glass-on-glass-fires.json")
    let report = try Linter(configuration: LintConfiguration(rules: [GlassOnGlassRule()])).lint(subject)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("annotated.png").path
    try LintAnnotator(scale: report.scale).write(report, scene: subject.scene, to: path)
    let image = try ImageSurface.loadPNG(path: path)
    #expect(image.width == 480 && image.height == 320)
    func channels(_ x: Int, _ y: Int) -> (Int, Int, Int) {
      let p = image.pixel(x: x, y: y)
      return (Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
    }
    // The button capsule's top edge at (165, 60) pt lies under the red stroke.
    let (r, g, b) = channels(330, 120)
    #expect(r > 200 && g < 100 && b < 100, "\(r) \(g) \(b)")
    // Away from the marks the frame is only veiled: each channel at 70 % (30 % black over it).
    let plain = try CairoRenderer(options: .init(scale: 2)).render(subject.scene).surface.pixel(x: 440, y: 20)
    let veiled = channels(440, 20)
    let expected = [16, 8, 0].map { (Double((plain >> UInt32($0)) & 0xFF) * 0.7).rounded() }
    #expect(abs(Double(veiled.0) - expected[0]) <= 1 && abs(Double(veiled.1) - expected[1]) <= 1)
    #expect(expected[0] + expected[1] + expected[2] > 30, "the sample should not be black")
    #expect(throws: LintError.self) {
      try LintAnnotator(scale: report.scale).write(report, scene: subject.scene, to: "/no/such/folder/a.png")
    }
  }
}

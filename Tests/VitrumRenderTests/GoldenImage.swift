import Foundation
import Testing
import VitrumRender

/// How far a rendering may drift from its reference and still pass.
///
/// Renderings are deterministic on one machine; the tolerance absorbs differences between Cairo and
/// pixman builds (anti-aliasing of curves differs by a step or two at edges) while still catching any
/// visible change (see `GoldenTests.sensitivity`: a 2 % tone change fails).
struct Tolerance: CustomStringConvertible {
  /// A pixel counts as changed when a channel differs by more than this.
  var threshold: Int
  /// The largest share of changed pixels allowed.
  var changedRatio: Double
  /// The largest mean channel difference allowed.
  var meanDelta: Double

  /// Default for scenes: edge pixels may move by up to 3 levels, at most 0.2 % of pixels beyond that.
  static let standard = Tolerance(threshold: 3, changedRatio: 0.002, meanDelta: 0.25)

  var description: String { "threshold \(threshold), changed ≤ \(changedRatio * 100) %, mean ≤ \(meanDelta)" }

  func accepts(_ c: ImageComparison) -> Bool { c.changedRatio <= changedRatio && c.meanDelta <= meanDelta }
}

enum GoldenImage {
  /// Set `VITRUM_RECORD_GOLDENS=1` (Tools/refresh-goldens does) to write references instead of comparing.
  static var recording: Bool { ProcessInfo.processInfo.environment["VITRUM_RECORD_GOLDENS"] == "1" }

  /// Compares a frame with `References/<name>.png`, or records it.
  static func check(
    _ frame: RenderedFrame, named name: String, tolerance: Tolerance = .standard,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = TestSupport.referenceFolder.appendingPathComponent("\(name).png")
    if recording {
      try frame.writePNG(to: url.path)
      return
    }
    guard FileManager.default.fileExists(atPath: url.path) else {
      Issue.record(
        "no reference image \(url.lastPathComponent); run Tools/refresh-goldens",
        sourceLocation: sourceLocation)
      return
    }
    let reference = try ImageSurface.loadPNG(path: url.path)
    guard let comparison = ImageComparison(frame.surface, reference, threshold: tolerance.threshold) else {
      Issue.record(
        "\(name): size \(frame.surface.width)×\(frame.surface.height), reference \(reference.width)×\(reference.height)",
        sourceLocation: sourceLocation)
      return
    }
    #expect(comparison.pixelCount == reference.width * reference.height, sourceLocation: sourceLocation)
    if !tolerance.accepts(comparison) {
      let failed = FileManager.default.temporaryDirectory.appendingPathComponent("vitrum-\(name)-actual.png")
      try? frame.writePNG(to: failed.path)
      Issue.record(
        "\(name): \(comparison) exceeds \(tolerance); actual image at \(failed.path)",
        sourceLocation: sourceLocation)
    }
  }
}

import Foundation
import VitrumGeometry
import VitrumIO
import VitrumRender
import VitrumScene

/// Draws a scene's frame with each reported finding outlined and numbered as in the report: errors in red,
/// warnings in amber, under a light veil that lets the marks stand out. Findings the scene allows are not
/// drawn.
public struct LintAnnotator {
  /// Device pixels per point (the report's scale, so marks sit on the measured pixels).
  public var scale: Double
  public var threads: Int?

  public init(scale: Double, threads: Int? = nil) {
    self.scale = scale
    self.threads = threads
  }

  /// The annotated frame as PNG bytes. The scene is rendered in container mode as it stands.
  public func png(for report: LintReport, scene: Scene) throws(LintError) -> Data {
    let renderer = CairoRenderer(options: .init(scale: scale, mode: .container, threads: threads))
    let frame: RenderedFrame
    do {
      frame = try renderer.render(scene)
    } catch {
      throw LintError("cannot render the frame to annotate: \(error.description)")
    }
    // The frame is ours: the marks go straight onto it, over a veil of 30 % black so they read on any
    // content.
    let canvas = PictureCanvas(surface: frame.surface)
    canvas.paint(Color(red: 0, green: 0, blue: 0, alpha: 0.3))
    let halo = (color: Color(red: 0, green: 0, blue: 0, alpha: 0.6), width: 5.0)
    var badges: [Point] = []
    let radius = 9 * scale
    for finding in report.findings {
      let color =
        finding.severity == .error
        ? Color(red: 1, green: 0.23, blue: 0.19) : Color(red: 1, green: 0.8, blue: 0)
      let outlines = finding.outlines.map { $0.applying(.scale(scale, scale)) }
      for outline in outlines { canvas.stroke(outline, color, width: 2.5, halo: halo) }
      var bounds = Rect.null
      for outline in outlines { bounds = bounds.union(outline.controlPointBounds) }
      var anchor =
        bounds.isFinite && !bounds.isEmpty ? Point(bounds.minX, bounds.minY) : Point(radius, radius)
      // Findings about the same shapes share a corner: later badges step right until they stand clear.
      while badges.contains(where: { $0.distance(to: anchor) < 2 * radius }) { anchor.x += 2.2 * radius }
      badges.append(anchor)
      let number = String(finding.index)
      canvas.dot(anchor, radius: radius, color, ring: Color(red: 0, green: 0, blue: 0, alpha: 0.8))
      canvas.text(
        number, at: anchor, size: radius * (number.count > 1 ? 1.05 : 1.3), .black, weight: .bold,
        horizontal: .center, vertical: .middle)
    }
    return canvas.pngData()
  }

  /// Writes the annotated frame to a PNG file atomically.
  public func write(_ report: LintReport, scene: Scene, to path: String) throws(LintError) {
    let data = try png(for: report, scene: scene)
    do {
      try AtomicFile.write(data, to: path)
    } catch {
      throw LintError("cannot write \(error.description)")
    }
  }
}

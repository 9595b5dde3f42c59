import Foundation
import VitrumGeometry
import VitrumIO
import VitrumRender
import VitrumScene

/// Draws a scene's findings where they were found: one panel per frame and setting a finding holds in
/// (the scene's own look, or each setting a legibility finding fails in), each finding outlined and
/// numbered as in the report — errors in red, warnings in amber, findings the scene allows in grey — under
/// a light veil that lets the marks stand out, with a legend below. A badge sits beside what it points at,
/// clear of every text in the panel and of the other badges.
public struct LintAnnotator {
  /// Device pixels per point (the report's scale, so marks sit on the measured pixels), lowered for a
  /// scene wider than `maximumPanelWidth` pixels at that scale.
  public var scale: Double
  public var threads: Int?
  /// The widest a panel is drawn, in pixels: several panels side by side stay a picture one can open.
  public static let maximumPanelWidth = 1600.0

  public init(scale: Double, threads: Int? = nil) {
    self.scale = scale
    self.threads = threads
  }

  /// One panel: the frame at a time in a setting (nil: the scene's own look).
  struct Panel: Hashable {
    var time: Double
    var setting: String?
  }

  /// A finding as drawn: its label ("3", or "A1" for the first allowed), colour and outlines.
  struct Mark {
    var label: String
    var color: Color
    var finding: LintFinding
    var reason: String?
  }

  /// The annotated picture as PNG bytes. The subject is put at each panel's time (and left at the last).
  public func png(for report: LintReport, subject: LintSubject) throws(LintError) -> Data {
    let marks = Self.marks(of: report)
    var panels: [Panel: [Mark]] = [:]
    var firstSeen: [Panel] = []
    for mark in marks {
      for panel in Self.panels(of: mark.finding, in: report) {
        if panels[panel] == nil { firstSeen.append(panel) }
        panels[panel, default: []].append(mark)
      }
    }
    if panels.isEmpty {
      let panel = Panel(time: report.times.first ?? 0, setting: nil)
      panels[panel] = []
      firstSeen = [panel]
    }
    // In time order; at one time, in the order the findings name them (a legibility finding names the
    // scene's own look first).
    let order = firstSeen.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
    let size = subject.scene.size
    let panelScale = min(scale, Self.maximumPanelWidth / max(size.width, 1))
    let panelSize = Size(size.width * panelScale, size.height * panelScale)
    let title = 26.0
    let gap = 12.0
    let columns = order.count == 1 ? 1 : 2
    let rows = (order.count + columns - 1) / columns
    let width = Double(columns) * panelSize.width + Double(columns + 1) * gap
    let legendWidth = width - 2 * gap
    guard let measure = PictureCanvas(width: 10, height: 10, scale: 1) else {
      throw LintError("cannot allocate the annotated picture")
    }
    let legend = Self.legendLines(marks, canvas: measure, width: legendWidth)
    let height =
      Double(rows) * (panelSize.height + title + gap) + gap + Double(legend.count) * 18
      + (legend.isEmpty ? 0 : 12)
    guard let canvas = PictureCanvas(width: width, height: height, scale: 1) else {
      throw LintError("cannot allocate a \(Int(width)) × \(Int(height)) annotated picture")
    }
    canvas.fill(Rect(x: 0, y: 0, width: width, height: height), Color(red: 0.12, green: 0.12, blue: 0.14))
    for (n, panel) in order.enumerated() {
      let origin = Point(
        gap + Double(n % columns) * (panelSize.width + gap),
        gap + Double(n / columns) * (panelSize.height + title + gap))
      let name = panel.setting.flatMap(EnvironmentVariant.init(key:))?.name ?? "the scene's own look"
      canvas.text(
        "t = \(Format.number(panel.time, digits: 3)) s · \(name)", at: Point(origin.x, origin.y + 17),
        size: 14,
        .white, weight: .bold)
      let frameOrigin = Point(origin.x, origin.y + title)
      try drawPanel(
        panel, marks: panels[panel] ?? [], subject: subject, scale: panelScale, at: frameOrigin,
        size: panelSize, on: canvas)
    }
    var y = Double(rows) * (panelSize.height + title + gap) + gap + 14
    for line in legend {
      canvas.text(line.text, at: Point(gap, y), size: 13, line.color, weight: line.bold ? .bold : .regular)
      y += 18
    }
    return canvas.pngData()
  }

  /// Writes the annotated picture to a PNG file atomically.
  public func write(_ report: LintReport, subject: LintSubject, to path: String) throws(LintError) {
    let data = try png(for: report, subject: subject)
    do {
      try AtomicFile.write(data, to: path)
    } catch {
      throw LintError("cannot write \(error.description)")
    }
  }

  /// The reported findings, numbered, and the allowed ones, lettered `A1`, `A2`, ….
  static func marks(of report: LintReport) -> [Mark] {
    let red = Color(red: 1, green: 0.23, blue: 0.19)
    let amber = Color(red: 1, green: 0.8, blue: 0)
    let grey = Color(red: 0.62, green: 0.62, blue: 0.66)
    return report.findings.map {
      Mark(label: String($0.index), color: $0.severity == .error ? red : amber, finding: $0)
    }
      + report.allowed.enumerated().map { n, allowed in
        Mark(label: "A\(n + 1)", color: grey, finding: allowed.finding, reason: allowed.reason)
      }
  }

  /// Where a finding is drawn: at the first time it holds (one lint looked at, when it names any), in
  /// every setting it shows in (the scene's own look when it names none).
  static func panels(of finding: LintFinding, in report: LintReport) -> [Panel] {
    let time =
      finding.times.first(where: report.times.contains) ?? finding.times.first ?? report.times.first ?? 0
    guard !finding.settings.isEmpty else { return [Panel(time: time, setting: nil)] }
    return finding.settings.map { Panel(time: time, setting: $0) }
  }

  /// Renders a panel's frame and draws its marks.
  func drawPanel(
    _ panel: Panel, marks: [Mark], subject: LintSubject, scale: Double, at origin: Point, size: Size,
    on canvas: PictureCanvas
  ) throws(LintError) {
    if let present = subject.present { try present(panel.time) }
    let scene = subject.scene
    var environment = scene.environment
    if let key = panel.setting, let variant = EnvironmentVariant(key: key) {
      environment = variant.applied(to: environment)
    }
    let shown = Scene(
      size: scene.size, background: scene.background, environment: environment, root: scene.root)
    let renderer = CairoRenderer(options: .init(scale: scale, mode: .container, threads: threads))
    let list = renderer.displayList(for: shown)
    let frame: RenderedFrame
    do {
      frame = try renderer.render(list)
    } catch {
      throw LintError("cannot render the frame to annotate: \(error.description)")
    }
    canvas.image(
      frame.surface,
      in: Rect(origin: origin, size: Size(Double(frame.surface.width), Double(frame.surface.height))))
    canvas.clipped(to: Rect(origin: origin, size: size)) {
      canvas.fill(Rect(origin: origin, size: size), Color(red: 0, green: 0, blue: 0, alpha: 0.3))
      let toPanel = AffineMatrix.scale(scale, scale).then(.translation(origin.x, origin.y))
      let texts = Self.textBounds(in: list, scene: scene).map {
        Rect(x: $0.minX + origin.x, y: $0.minY + origin.y, width: $0.width, height: $0.height)
      }
      let radius = 11.0
      var badges: [Rect] = []
      let halo = (color: Color(red: 0, green: 0, blue: 0, alpha: 0.6), width: 5.0)
      for mark in marks {
        let outlines = mark.finding.outlines.map { $0.applying(toPanel) }
        for outline in outlines { canvas.stroke(outline, mark.color, width: 2.5, halo: halo) }
        var bounds = Rect.null
        for outline in outlines { bounds = bounds.union(outline.controlPointBounds) }
        if !bounds.isFinite || bounds.isEmpty {
          bounds = Rect(x: origin.x + radius, y: origin.y + radius, width: 0, height: 0)
        }
        let panelRect = Rect(origin: origin, size: size)
        let center = Self.badgePlace(
          beside: bounds, radius: radius, avoiding: texts + badges, within: panelRect)
        badges.append(Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        canvas.dot(center, radius: radius, mark.color, ring: Color(red: 0, green: 0, blue: 0, alpha: 0.8))
        canvas.text(
          mark.label, at: center, size: mark.label.count > 1 ? 10 : 12.5, .black, weight: .bold,
          horizontal: .center, vertical: .middle)
      }
    }
  }

  /// Where a badge of `radius` goes beside `bounds`: the first of the places around it (above left, above
  /// right, below left, below right, left, right, above, below) that lies within the panel and covers no
  /// text and no other badge; else above left, stepped right until it clears the other badges.
  static func badgePlace(beside bounds: Rect, radius r: Double, avoiding taken: [Rect], within panel: Rect)
    -> Point
  {
    let m = r + 3
    let candidates = [
      Point(bounds.minX - m, bounds.minY - m), Point(bounds.maxX + m, bounds.minY - m),
      Point(bounds.minX - m, bounds.maxY + m), Point(bounds.maxX + m, bounds.maxY + m),
      Point(bounds.minX - m, bounds.midY), Point(bounds.maxX + m, bounds.midY),
      Point(bounds.midX, bounds.minY - m), Point(bounds.midX, bounds.maxY + m),
    ]
    func box(_ c: Point) -> Rect { Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r) }
    let inner = panel.insetBy(dx: 1, dy: 1)
    func inside(_ b: Rect) -> Bool {
      b.minX >= inner.minX && b.minY >= inner.minY && b.maxX <= inner.maxX && b.maxY <= inner.maxY
    }
    for c in candidates where inside(box(c)) && !taken.contains(where: { $0.intersects(box(c)) }) {
      return c
    }
    var c = Point(max(bounds.minX, panel.minX + r), max(bounds.minY, panel.minY + r))
    while taken.contains(where: { $0.intersects(box(c)) }) && c.x < panel.maxX - r { c.x += 2.2 * r }
    return c
  }

  /// The device bounds of every text drawn in a list (its fills and strokes).
  static func textBounds(in list: DisplayList, scene: Scene) -> [Rect] {
    var texts = Set<NodeID>()
    scene.forEachNode { if $0 is TextNode { texts.insert($0.id) } }
    return list.commands.compactMap { command -> Rect? in
      guard let node = command.node, texts.contains(node) else { return nil }
      switch command {
      case .fill(let path, _, _, let transform, _, _): return transform.apply(path.controlPointBounds)
      case .stroke(let path, let stroke, let transform, _, _):
        return transform.apply(path.controlPointBounds.outset(by: stroke.outset))
      default: return nil
      }
    }
  }

  /// The legend: a title, then one line per mark ("#3 error legibility: …", "A1 allowed legibility: …
  /// — reason"), each cut to the picture's width.
  static func legendLines(_ marks: [Mark], canvas: PictureCanvas, width: Double) -> [(
    text: String, color: Color, bold: Bool
  )] {
    guard !marks.isEmpty else { return [] }
    var lines: [(String, Color, Bool)] = [
      ("Findings: red errors, amber warnings, grey allowed by the scene", .white, true)
    ]
    for mark in marks {
      let f = mark.finding
      let kind = mark.reason == nil ? f.severity.rawValue : "allowed"
      var text = "\(mark.reason == nil ? "#" : "")\(mark.label) \(kind) [\(f.rule)] \(f.message)"
      if let reason = mark.reason { text += " — allowed: \(reason)" }
      // The message whole, over as many lines as it takes, the lines after the first indented.
      let wrapped = canvas.wrapped(text, size: 13, maximumWidth: width - 24)
      for (n, line) in wrapped.enumerated() {
        lines.append(((n == 0 ? "" : "      ") + line, mark.color, false))
      }
    }
    return lines
  }
}

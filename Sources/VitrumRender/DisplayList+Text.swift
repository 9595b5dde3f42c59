import VitrumGeometry
import VitrumScene

/// The display list written as text, one command per line: the "recording renderer" that tests compare
/// against checked-in snapshots. No pixel is drawn to make it, so it does not depend on the rasteriser or
/// the glass kernels. Text does: a text's outline (its path's element count and bounds) and every position
/// a stack derives from measured text come from Pango, HarfBuzz, Cairo's font backend and the installed
/// fonts (`TextStack`), so those lines change with them; a scene without text shapes nothing and depends on
/// none of them (both tested in `DisplayListSnapshotTests`).
extension DisplayList {
  /// A stable, human-readable listing. Numbers are rounded to 3 decimals so that last-bit differences in
  /// transform arithmetic do not churn snapshots.
  public var text: String {
    var lines = ["canvas \(width)x\(height)"]
    var depth = 0
    func emit(_ line: String) { lines.append(String(repeating: "  ", count: depth) + line) }
    for command in commands {
      switch command {
      case .fill(let path, let rule, let fill, let t, let alpha, _):
        emit(
          "fill \(Self.describe(path)) rule=\(rule.rawValue) \(Self.describe(fill)) \(Self.describe(t))\(Self.alpha(alpha))"
        )
      case .stroke(let path, let stroke, let t, let alpha, _):
        emit(
          "stroke \(Self.describe(path)) width=\(Self.number(stroke.width)) \(Self.describe(stroke.fill)) \(Self.describe(t))\(Self.alpha(alpha))"
        )
      case .image(let path, let frame, let t, let alpha, _):
        let name = path.split(separator: "/").last.map(String.init) ?? path
        emit("image \(name) frame=\(Self.describe(frame)) \(Self.describe(t))\(Self.alpha(alpha))")
      case .glassContainer(let container):
        emit(
          "container \(container.nodeID) k=\(Self.number(container.blendRadius)) members=\(container.members.count) {"
        )
        depth += 1
        for item in container.members { emit(Self.describe(item)) }
        depth -= 1
        emit("}")
      case .glass(let item):
        emit(Self.describe(item))
      case .pushClip(let path, _, let t):
        emit("clip \(Self.describe(path)) \(Self.describe(t)) {")
        depth += 1
      case .popClip, .popLayer:
        depth -= 1
        emit("}")
      case .pushLayer(let alpha, let mask):
        emit("layer\(Self.alpha(alpha))\(mask.map { " mask=\($0.count) commands" } ?? "") {")
        depth += 1
      }
    }
    for warning in warnings { lines.append("warning \(warning.code.rawValue) \(warning.nodeID)") }
    return lines.joined(separator: "\n") + "\n"
  }

  static func describe(_ item: GlassItem) -> String {
    let a = item.appearance
    var line = "glass \(item.nodeID) \(item.shapeKind) device=\(describe(item.deviceBounds))"
    line += " tier=\(a.reason.rawValue) blur=\(number(a.parameters.blurRadius))"
    if let tint = a.tint { line += " tint=\(tint.hexString)" }
    if item.isPressed { line += " pressed" }
    if a.isProminent { line += " prominent" }
    if let glow = item.glow {
      line += " glow=\(number(glow.intensity))@(\(number(glow.x)),\(number(glow.y))) r=\(number(glow.radius))"
    }
    if let union = item.unionID { line += " union=\(union)" }
    if let batch = item.batch { line += " batch=\(batch)" }
    if item.edgeSoftness > 0 { line += " soft=\(number(item.edgeSoftness))" }
    if let morph = item.morph {
      line += " morph=\(morph.shape.kind)@\(number(morph.progress))"
      if morph.targetShift != .zero {
        line += " travel=[\(number(morph.targetShift.x)) \(number(morph.targetShift.y))]"
      }
    }
    return line + alpha(item.alpha)
  }

  static func number(_ v: Double) -> String {
    let rounded = (v * 1000).rounded() / 1000
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }

  static func alpha(_ a: Double) -> String { a >= 1 ? "" : " alpha=\(number(a))" }

  static func describe(_ r: Rect) -> String {
    "[\(number(r.minX)) \(number(r.minY)) \(number(r.width)) \(number(r.height))]"
  }

  static func describe(_ t: AffineMatrix) -> String {
    if t.isTranslation { return "at=(\(number(t.tx)),\(number(t.ty)))" }
    return "m=(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: " ")))"
  }

  static func describe(_ path: Path) -> String {
    "path(\(path.elements.count) el, bounds \(describe(path.controlPointBounds)))"
  }

  static func describe(_ fill: Fill) -> String {
    switch fill {
    case .solid(let c): "solid \(c.hexString)"
    case .linearGradient(let s, let e, let stops):
      "linear (\(number(s.x)),\(number(s.y)))→(\(number(e.x)),\(number(e.y))) \(stops.count) stops"
    case .radialGradient(let c, let r, let stops):
      "radial (\(number(c.x)),\(number(c.y))) r=\(number(r)) \(stops.count) stops"
    }
  }
}

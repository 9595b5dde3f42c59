import VitrumGeometry
import VitrumScene

/// What a frame did with one adaptive foreground: the reading of what lay beneath it and the ink drawn.
public struct InkReport: Hashable, Sendable {
  /// The level the node asks for (secondary when its fill or stroke does).
  public var level: AdaptiveInk.Level
  public var reading: InkReading
  /// The ink drawn: a schedule's, or the one chosen from `reading` where the node was drawn.
  public var decision: InkDecision
}

extension DisplayCommand {
  /// The adaptive ink a fill or stroke paints with, if it does.
  var adaptiveInk: AdaptiveInk? {
    switch self {
    case .fill(_, _, let fill, _, _, _): fill.adaptiveInk
    case .stroke(_, let stroke, _, _, _): stroke.fill.adaptiveInk
    default: nil
    }
  }

  /// The same command painting with another fill (a stroke's paint for a stroke).
  func painting(_ paint: Fill) -> DisplayCommand {
    switch self {
    case .fill(let path, let rule, _, let transform, let alpha, let node):
      return .fill(path: path, fillRule: rule, fill: paint, transform: transform, alpha: alpha, node: node)
    case .stroke(let path, var stroke, let transform, let alpha, let node):
      stroke.fill = paint
      return .stroke(path: path, stroke: stroke, transform: transform, alpha: alpha, node: node)
    default:
      return self
    }
  }
}

extension FrameExecution {
  /// A fill or stroke with an adaptive ink turned into one with the colour this frame draws: the schedule's
  /// decision when the scene carries one, else the ink chosen from the pixels beneath (`InkChooser`). All
  /// of a node's adaptive commands (a text's fill and stroke, the parts of a changing text) share one
  /// reading, taken at the first before any of them is drawn, and one decision.
  mutating func resolvingInk(_ command: DisplayCommand, at index: Int) -> DisplayCommand {
    guard let ink = command.adaptiveInk else { return command }
    let node = command.node ?? "#background"
    if let known = inkDrawn[node] { return command.painting(.solid(ink.color(for: known))) }
    let run = adaptiveRun(from: index, of: node)
    let level: AdaptiveInk.Level =
      run.contains { list.commands[$0].adaptiveInk?.level == .secondary } ? .secondary : .primary
    let reading = InkReading(beneath: colorsBeneath(run), level: level)
    let decision: InkDecision
    if let scheduled = ink.decision {
      decision = scheduled
    } else {
      let (tone, reason) = InkChooser.choose(level, reading, previous: nil)
      decision = InkDecision(tone: tone, reason: reason)
    }
    inkDrawn[node] = decision
    log.inks[node] = InkReport(level: level, reading: reading, decision: decision)
    return command.painting(.solid(ink.color(for: decision)))
  }

  /// The node's adaptive commands from `index` on: the builder emits a node's fills and strokes one after
  /// another.
  func adaptiveRun(from index: Int, of node: NodeID) -> [Int] {
    var run: [Int] = []
    var j = index
    while j < list.commands.count, list.commands[j].node == node {
      if list.commands[j].adaptiveInk != nil { run.append(j) }
      j += 1
    }
    return run
  }

  /// What lies beneath the ink of some commands: for every pixel they cover at least half of (within the
  /// clip), the colour drawn there so far — the frame, with what the open layers hold composited over it —
  /// as seen over the system's light or dark backdrop where the canvas is transparent.
  func colorsBeneath(_ indices: [Int]) -> [SIMD3<Double>] {
    var bounds = Rect.null
    for i in indices { bounds = bounds.union(SharedCapturePlan.deviceBounds(of: list.commands[i]) ?? .null) }
    guard bounds.isFinite, !bounds.isEmpty else { return [] }
    let rect = PixelRect(covering: bounds).intersection(clipExtents)
    guard !rect.isEmpty, let mask = ImageSurface(width: rect.width, height: rect.height) else { return [] }
    let context = CairoContext(surface: mask)
    let shift = AffineMatrix.translation(Double(-rect.x), Double(-rect.y))
    for i in indices {
      switch list.commands[i] {
      case .fill(let path, let rule, _, let transform, _, _):
        context.setSource(.solid(.white), alpha: 1)
        setFillPath(path, transform.then(shift), on: context)
        context.setFillRule(rule)
        context.fill()
      case .stroke(let path, let stroke, let transform, _, _):
        guard !Self.isFar(transform.apply(path.controlPointBounds.outset(by: stroke.outset))) else {
          continue
        }
        context.setTransform(transform.then(shift))
        context.setPath(path)
        context.setSource(.solid(.white), alpha: 1)
        context.stroke(stroke)
      default:
        break
      }
    }
    let layerPixels = layers.compactMap { $0.surface.map(GroupPixels.init) }
    let backdrop: SIMD3<Double> = list.colorScheme == .dark ? SIMD3(0, 0, 0) : SIMD3(1, 1, 1)
    var colors: [SIMD3<Double>] = []
    mask.withPixels { maskBase, maskRow in
      output.withPixels { base, row in
        for y in 0..<rect.height {
          for x in 0..<rect.width where maskBase[y * maskRow + x] >> 24 >= 128 {
            let dx = rect.x + x
            let dy = rect.y + y
            var color = Self.premultiplied(base[dy * row + dx])
            for layer in layerPixels {
              let over = Self.premultiplied(layer.pixel(x: dx, y: dy))
              color = over + color * (1 - over.w)
            }
            let rgb = SIMD3(color.x, color.y, color.z) + backdrop * (1 - color.w)
            colors.append(rgb)
          }
        }
      }
    }
    return colors
  }

  /// A premultiplied ARGB32 pixel as (r, g, b, a) in 0…1.
  static func premultiplied(_ p: UInt32) -> SIMD4<Double> {
    SIMD4(Double((p >> 16) & 0xFF), Double((p >> 8) & 0xFF), Double(p & 0xFF), Double(p >> 24)) / 255
  }
}

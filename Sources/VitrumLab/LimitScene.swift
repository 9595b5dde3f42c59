import VitrumGeometry
import VitrumScene

/// The worst legal scene for each documented limit of the scene format (`docs/format.md`, "Limits"):
/// what `Tools/bench-limits` times and the tests render, so every limit is known to render in bounded
/// time. Each is legal — it encodes and decodes under the default `SceneLimits` — and as costly as the
/// limit allows in the way that limit invites.
public enum LimitScene: String, CaseIterable, Sendable {
  /// A glass text node of 10,000 characters at 40 pt, running far past the canvas.
  case text
  /// 100,000 nodes: 99,999 small glass capsules tiling the canvas in one spacing-0 container.
  case nodes
  /// 100,000 nodes, each a glass pane over the whole canvas: the frame budget is what bounds it.
  case glassOverdraw
  /// 100,000 nodes, each a translucent fill over the whole canvas. (A 256-stop gradient costs 24 times a
  /// solid fill, but 100,000 of them are 1.2 GB of scene file, past the 16 MiB limit.)
  case contentOverdraw
  /// Glass path data at the command limit: a 100,000-vertex star, under 1 MiB.
  case path
  /// The largest canvas, 4096 × 4096 pt, under one glass pane.
  case canvas
  /// 64 levels of nodes: 61 groups, each with opacity, a mask and two children, glass at the bottom, and
  /// a group as the innermost mask (groups nested through `children` take two levels of JSON each, so the
  /// 128 levels of JSON nesting leave room for 61 of them).
  case depth
  /// Coordinates at ±1,000,000, scales of 10⁶ and 10⁻⁶, and glass with the largest blur, refraction and
  /// shadow the format allows under an ancestor scaled 10⁶.
  case extremes
  /// 64 dash lengths of 10⁻⁶ pt along a path 10⁶ pt long, and 256-stop gradients.
  case strokes

  /// The scene at the given canvas size (the `canvas` case always uses the largest canvas).
  public func scene(size: Size = Size(1920, 1080)) -> Scene {
    let size = self == .canvas ? Size(4096, 4096) : size
    let scene = Scene(size: size, background: .solid(Color(hex: "#0B1D51")!))
    scene.root.add(contentsOf: Self.backdrop(size))
    scene.root.add(contentsOf: content(size))
    return scene
  }

  /// A gradient crossed by stripes: glass over it has something to bend.
  static func backdrop(_ size: Size) -> [Node] {
    var nodes: [Node] = [
      ShapeNode(
        .rect(Rect(origin: .zero, size: size)),
        fill: .linearGradient(
          start: .zero, end: Point(size.width, size.height),
          stops: [GradientStop(0, Color(hex: "#1E3A8A")!), GradientStop(1, Color(hex: "#F97316")!)]))
    ]
    for x in stride(from: 0.0, to: size.width, by: 24) {
      nodes.append(
        ShapeNode(
          .rect(Rect(x: x, y: 0, width: 8, height: size.height)), fill: .solid(Color(hex: "#FFFFFF40")!)))
    }
    return nodes
  }

  /// Nodes the backdrop already spends (the root, the gradient and the stripes) against the node limit.
  static func backdropNodes(_ size: Size) -> Int { 2 + Int((size.width / 24).rounded(.up)) }

  static let maximumNodes = 100_000

  /// 256 stops of changing colour.
  static var gradientStops: [GradientStop] {
    (0..<256).map { i in
      let t = Double(i) / 255
      let color = Color(red: t, green: 1 - t, blue: Double(i * 7 % 256) / 255, alpha: 0.5)
      return GradientStop(t, color)
    }
  }

  func content(_ size: Size) -> [Node] {
    let full = Rect(origin: .zero, size: size)
    let room = Self.maximumNodes - Self.backdropNodes(size)
    switch self {
    case .text:
      let line = String(repeating: "Liquid glass 12:34 ", count: 600).prefix(10_000)
      return [
        TextNode(
          String(line), font: Font(size: 40, weight: .bold), origin: Point(-200, size.height / 2),
          glass: .regular)
      ]
    case .nodes:
      let container = ContainerNode(spacing: 0)
      let count = room - 1
      let columns = Int((Double(count) * size.width / size.height).squareRoot().rounded(.up))
      let rows = (count + columns - 1) / columns
      let w = size.width / Double(columns)
      let h = size.height / Double(rows)
      // Quarter points keep each member on one short line: 100,000 of them fit the 16 MiB file limit.
      func quarter(_ v: Double) -> Double { (v * 4).rounded() / 4 }
      for i in 0..<count {
        let frame = Rect(
          x: quarter(Double(i % columns) * w), y: quarter(Double(i / columns) * h), width: quarter(w * 0.8),
          height: quarter(h * 0.8))
        container.add(ShapeNode(.capsule(frame), glass: .regular))
      }
      return [container]
    case .glassOverdraw:
      return (0..<room).map { _ in ShapeNode(.rect(full), glass: .regular) }
    case .contentOverdraw:
      return (0..<room).map { _ in ShapeNode(.rect(full), fill: .solid(Color(hex: "#FFFFFF08")!)) }
    case .path:
      var path = Path()
      let center = Point(size.width / 2, size.height / 2)
      let radius = min(size.width, size.height) * 0.45
      let vertices = 99_999
      for i in 0..<vertices {
        let r = radius * (i % 2 == 0 ? 1 : 0.7)
        let angle = Double(i) * 2 * .pi / Double(vertices)
        // Whole points keep the path data short: under 1 MiB for 100,000 commands.
        let p = Point((center.x + r * _cos(angle)).rounded(), (center.y + r * _sin(angle)).rounded())
        if i == 0 { path.move(to: p) } else { path.line(to: p) }
      }
      path.close()
      return [ShapeNode(.path(path, fillRule: .evenOdd), glass: .regular)]
    case .canvas:
      return [ShapeNode(.roundedRect(full.insetBy(dx: 40, dy: 40), cornerRadius: 200), glass: .regular)]
    case .depth:
      var node: Node = ShapeNode(.capsule(Rect(x: 100, y: 100, width: 600, height: 240)), glass: .regular)
      // The root is level 1 and a mask is a level below its group: 61 groups put the innermost group at
      // 62, its mask group at 63 and the mask's shape at 64. In JSON that shape's frame is level 128.
      for level in 0..<61 {
        let group = GroupNode()
        group.add(node)
        group.add(
          ShapeNode(
            .rect(Rect(x: Double(level) * 24, y: 20, width: 20, height: 20)),
            fill: .solid(Color(hex: "#EF4444")!)))
        group.opacity = 0.97
        let mask = ShapeNode(.rect(full), fill: .solid(Color(hex: "#000000F0")!))
        group.mask = level == 0 ? GroupNode { mask } : mask
        node = group
      }
      return [node]
    case .extremes:
      var material = GlassMaterial.regular
      material.blurRadius = 200
      material.refractionDisplacement = 500
      material.shadowRadius = 500
      material.shadowOffset = 500
      material.bezelWidth = 500
      let magnified = GroupNode {
        ShapeNode(.capsule(Rect(x: 0.0004, y: 0.0004, width: 0.0003, height: 0.0001)), glass: material)
        ShapeNode(.circle(center: Point(0.0001, 0.0001), radius: 0.0001), fill: .solid(.white))
      }
      magnified.transform = .scale(1_000_000, 1_000_000)
      let minified = GroupNode {
        ShapeNode(
          .rect(Rect(x: -1_000_000, y: -1_000_000, width: 1_000_000, height: 1_000_000)), glass: material)
        ShapeNode(.circle(center: Point(1_000_000, 1_000_000), radius: 1_000_000), glass: .clear)
      }
      minified.transform = AffineMatrix.scale(0.000_001, 0.000_001).then(.translation(200, 200))
      let far = ShapeNode(
        .path(Self.farPath, fillRule: .nonZero), glass: material)
      return [magnified, minified, far]
    case .strokes:
      var long = Path()
      long.move(to: Point(-1_000_000, size.height / 2))
      long.line(to: Point(1_000_000, size.height / 2 + 1))
      let dashed = ShapeNode(.path(long, fillRule: .nonZero))
      dashed.stroke = Stroke(
        .linearGradient(start: .zero, end: Point(size.width, 0), stops: Self.gradientStops), width: 40,
        dash: [Double](repeating: 0.000_001, count: 64))
      return [dashed]
    }
  }

  /// A path spanning the coordinate limits, crossing the canvas.
  static var farPath: Path {
    var path = Path()
    path.move(to: Point(-1_000_000, -1_000_000))
    path.line(to: Point(1_000_000, -999_000))
    path.line(to: Point(1_000_000, 1_000_000))
    path.cubic(control1: Point(0, 1_000_000), control2: Point(-1_000_000, 0), to: Point(-999_000, 1_000_000))
    path.close()
    return path
  }
}

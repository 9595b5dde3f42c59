import VitrumGeometry
import VitrumScene

/// Writes benchmark scenes: N glass cards over a textured backdrop, all in one container.
///
/// The backdrop is procedural (a diagonal gradient, stripes and seeded dots) so a generated scene needs no
/// image file and both render modes pay the same for content; only the glass work differs.
public struct CardsGenerator: Sendable {
  public enum Layout: String, Sendable, CaseIterable {
    /// Cards on a regular grid filling the canvas.
    case grid
    /// Cards at seeded random places, not overlapping.
    case scatter
  }

  public var count: Int
  /// The container's spacing, points.
  public var spacing: Double
  public var canvas: Size
  /// Card size in points; nil sizes the cards by `coverage`, else fits them to the canvas (grid) or picks
  /// 120 × 80 (scatter).
  public var card: Size?
  /// The share of the canvas the cards cover together, in (0, 1], when `card` is nil: grid cards are their
  /// cell scaled by √coverage (so at 1 they touch), scattered cards are 3 : 2 rectangles of
  /// coverage × canvas ÷ count each.
  public var coverage: Double?
  /// Overrides the glass blur radius (points).
  public var blur: Double?
  public var layout: Layout
  public var seed: UInt64
  /// The gap between grid cells, points.
  public var gap: Double

  /// Most cards a generated scene may hold: past 10,000 a 1080p canvas has cards smaller than a few points.
  public static let maximumCount = 10_000

  public init(
    count: Int, spacing: Double = 0, canvas: Size = Size(1920, 1080), card: Size? = nil,
    coverage: Double? = nil, blur: Double? = nil, layout: Layout = .grid, seed: UInt64 = 1, gap: Double = 12
  ) {
    self.count = count
    self.spacing = spacing
    self.canvas = canvas
    self.card = card
    self.coverage = coverage
    self.blur = blur
    self.layout = layout
    self.seed = seed
    self.gap = gap
  }

  /// The generated scene.
  public func makeScene() -> Scene {
    var rng = SeededRandom(seed: seed)
    let scene = Scene(size: canvas, background: .solid(Color(hex: "#0F172A")!))
    scene.root.add(contentsOf: backdrop(&rng))
    let container = ContainerNode(id: "cards", spacing: spacing)
    var material = GlassMaterial.regular
    material.blurRadius = blur
    for (i, frame) in frames(&rng).enumerated() {
      let radius = min(frame.width, frame.height) * 0.18
      container.add(
        ShapeNode(id: NodeID("card-\(i)"), .roundedRect(frame, cornerRadius: radius), glass: material))
    }
    scene.root.add(container)
    return scene
  }

  /// Card frames for the layout.
  func frames(_ rng: inout SeededRandom) -> [Rect] {
    guard count > 0 else { return [] }
    switch layout {
    case .grid:
      // Columns and rows in the canvas's aspect ratio, cards centred in their cells.
      let columns = max(1, Int((Double(count) * canvas.width / canvas.height).squareRoot().rounded(.up)))
      let rows = (count + columns - 1) / columns
      let cell = Size(canvas.width / Double(columns), canvas.height / Double(rows))
      let fraction = coverage.map { min(max($0, 0), 1).squareRoot() }
      let size =
        card ?? fraction.map { Size(max(1, cell.width * $0), max(1, cell.height * $0)) }
        ?? Size(max(1, cell.width - gap), max(1, cell.height - gap))
      return (0..<count).map { i in
        let cx = (Double(i % columns) + 0.5) * cell.width
        let cy = (Double(i / columns) + 0.5) * cell.height
        return Rect(x: cx - size.width / 2, y: cy - size.height / 2, width: size.width, height: size.height)
      }
    case .scatter:
      let covered = coverage.map { canvas.width * canvas.height * min(max($0, 0), 1) / Double(count) }
      let size =
        card ?? covered.map { Size(max(1, ($0 * 1.5).squareRoot()), max(1, ($0 / 1.5).squareRoot())) }
        ?? Size(120, 80)
      var placed: [Rect] = []
      // Rejection sampling with a bounded number of attempts: past it, cards may overlap (a crowded
      // scatter is still a valid benchmark, and the loop must end).
      let attempts = 200
      for _ in 0..<count {
        var frame = Rect.zero
        for attempt in 0..<attempts {
          frame = Rect(
            x: rng.uniform(0...max(0, canvas.width - size.width)),
            y: rng.uniform(0...max(0, canvas.height - size.height)),
            width: size.width, height: size.height)
          if attempt == attempts - 1 || !placed.contains(where: { $0.outset(by: gap / 2).intersects(frame) })
          {
            break
          }
        }
        placed.append(frame)
      }
      return placed
    }
  }

  /// A gradient crossed by stripes and seeded dots: enough detail for refraction to bend everywhere.
  func backdrop(_ rng: inout SeededRandom) -> [Node] {
    var nodes: [Node] = [
      ShapeNode(
        id: "backdrop", .rect(Rect(origin: .zero, size: canvas)),
        fill: .linearGradient(
          start: .zero, end: Point(canvas.width, canvas.height),
          stops: [
            GradientStop(0, Color(hex: "#1E3A8A")!), GradientStop(0.5, Color(hex: "#9333EA")!),
            GradientStop(1, Color(hex: "#F97316")!),
          ]))
    ]
    let stripes = GroupNode(id: "stripes")
    for x in stride(from: 0.0, to: canvas.width, by: 24) {
      stripes.add(
        ShapeNode(
          .rect(Rect(x: x, y: 0, width: 8, height: canvas.height)), fill: .solid(Color(hex: "#FFFFFF26")!)))
    }
    nodes.append(stripes)
    let palette = ["#F43F5E", "#22D3EE", "#FACC15", "#A3E635", "#FFFFFF", "#FB923C"]
    let dots = GroupNode(id: "dots")
    let dotCount = Int(canvas.width * canvas.height / 8000)
    for _ in 0..<dotCount {
      let center = Point(rng.uniform(0...canvas.width), rng.uniform(0...canvas.height))
      let color = Color(hex: palette[rng.index(palette.count)])!.withAlpha(0.8)
      dots.add(ShapeNode(.circle(center: center, radius: rng.uniform(4...18)), fill: .solid(color)))
    }
    nodes.append(dots)
    return nodes
  }
}

import Testing
import VitrumGeometry
import VitrumLab
import VitrumRender
import VitrumScene

/// Hit testing agrees with the renderer, on generated scene trees with transforms, clips, masks, opacity,
/// hidden nodes and glass text (`StructureGenerator`). Where each glass shape lies is read from frames the
/// renderer draws: one per shape, with that shape alone painted in an opaque flat fill and every other
/// paint removed (clips, masks, transforms and visibility kept), so its pixels are the shape's coverage
/// under everything around it. Then the pixel nearest the middle of the part where a shape is the topmost
/// glass — two pixels or more from any edge of that part, clear of anti-aliasing — hits that shape, and
/// points two pixels or more from every shape's coverage hit no glass.
@Suite struct HitTestPropertyTests {
  static let scale = 1.5
  static let generator = StructureGenerator(size: Size(160, 120), spacing: 0)

  /// The glass shapes a frame may draw, in drawing order: painted nodes with visible glass, outside masks
  /// (glass in a mask is never drawn).
  static func glassNodes(of scene: Scene) -> [PaintedNode] {
    var found: [PaintedNode] = []
    func visit(_ node: Node) {
      if let painted = node as? PaintedNode, painted.hasVisibleGlass { found.append(painted) }
      for child in (node as? GroupNode)?.children ?? [] { visit(child) }
    }
    visit(scene.root)
    return found
  }

  /// The scene of a seed with every press let go (a press grows the glass outline, not a fill).
  static func scene(seed: UInt64) -> Scene {
    let scene = generator.scene(seed: seed)
    scene.forEachNode { ($0 as? PaintedNode)?.isPressed = false }
    return scene
  }

  /// The coverage of the `index`-th glass shape: a frame with that shape alone painted.
  static func coverage(seed: UInt64, index: Int) throws -> [Bool] {
    let scene = scene(seed: seed)
    scene.background = nil
    let target = glassNodes(of: scene)[index]
    func strip(_ node: Node) {
      node.opacity = node.opacity > 0 ? 1 : 0
      if let painted = node as? PaintedNode {
        painted.glass = nil
        painted.stroke = nil
        painted.fill = painted === target ? .solid(.white) : nil
      }
      // Masks keep their paint: their alpha decides what shows.
      for child in (node as? GroupNode)?.children ?? [] { strip(child) }
    }
    strip(scene.root)
    let frame = try CairoRenderer(options: .init(scale: scale, threads: 1)).render(scene)
    return frame.surface.pixelArray().map { $0 >> 24 != 0 }
  }

  @Test(arguments: 0..<24)
  func hitsAgreeWithTheRenderedCoverage(seed: UInt64) throws {
    let scene = Self.scene(seed: seed)
    let nodes = Self.glassNodes(of: scene)
    let renderer = CairoRenderer(options: .init(scale: Self.scale, threads: 1))
    let (width, height) = DisplayListBuilder(scale: Self.scale, mode: .container).deviceSize(of: scene)
    var topmost = [Int](repeating: -1, count: width * height)
    var covered = [Bool](repeating: false, count: width * height)
    for index in nodes.indices {
      let coverage = try Self.coverage(seed: seed, index: index)
      for p in coverage.indices where coverage[p] {
        topmost[p] = index
        covered[p] = true
      }
    }
    func all(around x: Int, _ y: Int, _ test: (Int) -> Bool) -> Bool {
      for v in (y - 2)...(y + 2) {
        for u in (x - 2)...(x + 2) {
          guard u >= 0, v >= 0, u < width, v < height, test(v * width + u) else { return false }
        }
      }
      return true
    }
    for index in nodes.indices {
      var interior: [(Int, Int)] = []
      for y in 0..<height {
        for x in 0..<width
        where topmost[y * width + x] == index && all(around: x, y, { topmost[$0] == index }) {
          interior.append((x, y))
        }
      }
      guard !interior.isEmpty else { continue }
      let cx = Double(interior.reduce(0) { $0 + $1.0 }) / Double(interior.count)
      let cy = Double(interior.reduce(0) { $0 + $1.1 }) / Double(interior.count)
      let (x, y) = interior.min { a, b in
        let da = (Double(a.0) - cx) * (Double(a.0) - cx) + (Double(a.1) - cy) * (Double(a.1) - cy)
        let db = (Double(b.0) - cx) * (Double(b.0) - cx) + (Double(b.1) - cy) * (Double(b.1) - cy)
        return da < db
      }!
      let point = Point((Double(x) + 0.5) / Self.scale, (Double(y) + 0.5) / Self.scale)
      let hit = renderer.hitTest(scene, at: point)
      #expect(hit.glass == nodes[index].id, "seed \(seed): \(point) is inside \(nodes[index].id), hit \(hit)")
    }
    // Away from every shape, no glass: sampled every third pixel.
    let list = renderer.displayList(for: scene)
    for y in stride(from: 0, to: height, by: 3) {
      for x in stride(from: 0, to: width, by: 3) where all(around: x, y, { !covered[$0] }) {
        let hit = list.hitTest(atDevicePoint: Point(Double(x) + 0.5, Double(y) + 0.5))
        #expect(hit.glass == nil, "seed \(seed): pixel \(x),\(y) is outside every glass shape, hit \(hit)")
      }
    }
  }

  @Test func mostSeedsCheckSeveralShapes() throws {
    var shapes = 0
    for seed: UInt64 in 0..<24 { shapes += Self.glassNodes(of: Self.scene(seed: seed)).count }
    #expect(shapes >= 48, "the generator gave \(shapes) glass shapes over 24 seeds")
  }
}

import Foundation
import Testing
import VitrumGeometry
import VitrumRender
import VitrumScene

@testable import VitrumLab

/// Incremental frames equal complete frames on generated scene trees (every structure a container can sit
/// in, `StructureGenerator`) changed at random between frames: nodes moved, faded, hidden, repainted,
/// re-glassed with wide blurs and shadows, taken out and put back elsewhere, clips changed, spacing
/// changed — the changes that move content under glass that stays where it is, and glass that is only
/// partly in the redrawn region.
///
/// Each frame is drawn three ways: over the previous frame in the renderer's own surface (the renderer
/// finds every change itself, from the display lists), over the previous frame in a caller's buffer, and
/// from scratch. A host's screen that receives only each frame's redrawn rectangles, from either, must
/// show the complete frame too: the rectangles cover everything that changed. `VITRUM_PROPERTY_CASES` sets how many
/// scenes are tried (default 20 in an optimised build, 6 in a debug build); a failure names the seed.
@Suite struct IncrementalPropertyTests {
  static var cases: Int {
    #if DEBUG
      let standard = 6
    #else
      let standard = 20
    #endif
    return ProcessInfo.processInfo.environment["VITRUM_PROPERTY_CASES"].flatMap(Int.init) ?? standard
  }

  /// Frames per scene after the first.
  static let frames = 6

  /// The bundled scenes' photograph, which some generated scenes draw under everything at a scale that is
  /// not a whole number of pixels.
  static let imagePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "Scenes/assets/backdrop.png"
    )
    .path

  /// One random change to a scene's nodes.
  static func mutate(_ scene: Scene, _ random: inout SeededRandom) {
    var nodes: [Node] = []
    scene.forEachNode { if $0 !== scene.root { nodes.append($0) } }
    guard !nodes.isEmpty else { return }
    let node = nodes[random.index(nodes.count)]
    switch random.index(10) {
    case 0:
      // A small move (a few pixels, often under glass that stays) or a large one.
      let reach = random.unit() < 0.7 ? 6.0 : 60.0
      node.translation =
        node.translation + Point(random.uniform(-reach...reach), random.uniform(-reach...reach))
    case 1:
      node.opacity = random.unit() < 0.2 ? 0 : random.uniform(0.1...1)
    case 2:
      node.isHidden.toggle()
    case 3:
      if let painted = node as? PaintedNode {
        painted.fill = .solid(Color(red: random.unit(), green: random.unit(), blue: random.unit(), alpha: 1))
      }
    case 4:
      if let painted = node as? PaintedNode {
        var material = painted.glass ?? .regular
        material.blurRadius = random.unit() < 0.5 ? random.uniform(0...4) : random.uniform(8...30)
        material.shadowRadius = random.uniform(0...20)
        painted.glass = random.unit() < 0.15 ? nil : material
      }
    case 5:
      // Out of its group, and back in at another place (or under another group).
      if let parent = node.parent, parent.mask !== node {
        parent.remove(node)
        let groups = nodes.compactMap { $0 as? GroupNode }.filter { $0 !== node && !$0.isInside(node) }
        let home =
          random.unit() < 0.6 ? parent : (groups.isEmpty ? parent : groups[random.index(groups.count)])
        home.add(node, at: random.index(home.children.count + 1))
      }
    case 6:
      if let group = node as? GroupNode {
        let c = Point(random.uniform(0...scene.size.width), random.uniform(0...scene.size.height))
        group.clip = random.unit() < 0.3 ? nil : .circle(center: c, radius: random.uniform(10...80))
      }
    case 7:
      if let container = node as? ContainerNode { container.spacing = random.uniform(0...12) }
    case 8:
      node.rotation = random.uniform(-20...20)
    default:
      if let shape = node as? ShapeNode {
        let b = shape.shape.bounds
        shape.shape = .roundedRect(b.insetBy(dx: random.uniform(-4...4), dy: 0), cornerRadius: 6)
      }
    }
  }

  static func firstDifference(_ a: ImageSurface, _ b: ImageSurface) -> String? {
    let pa = a.pixelArray()
    let pb = b.pixelArray()
    guard pa != pb else { return nil }
    let i = pa.indices.first { pa[$0] != pb[$0] }!
    return "pixel (\(i % a.width), \(i / a.width)) is \(String(pa[i], radix: 16)), "
      + "a complete frame has \(String(pb[i], radix: 16))"
  }

  /// Copies the pixels of `rects` from a frame to a screen of the same width: a host blitting damage.
  static func blit(_ rects: [PixelRect], of frame: [UInt32], onto screen: inout [UInt32], width: Int) {
    for rect in rects {
      for y in rect.y..<rect.maxY {
        let row = (y * width + rect.x)..<(y * width + rect.maxX)
        screen.replaceSubrange(row, with: frame[row])
      }
    }
  }

  @Test(arguments: [0.0, 6.0], RenderMode.allCases)
  func changedScenesEqualCompleteFrames(spacing: Double, mode: RenderMode) throws {
    let generator = StructureGenerator(spacing: spacing)
    var incrementalFrames = 0
    for seed in 0..<UInt64(Self.cases) {
      let scene = generator.scene(seed: seed)
      if seed % 5 == 1 { scene.environment.reduceTransparency = true }
      if seed % 4 == 3 {
        let frame = Rect(x: Double(seed % 7) - 3, y: 10, width: 137.3, height: 91.7)
        scene.root.add(ImageNode(id: "photo", path: Self.imagePath, frame: frame), at: 2)
      }
      var random = SeededRandom(seed: seed &+ 7919)
      let options = CairoRenderer.Options(scale: seed % 3 == 2 ? 1.5 : 1, mode: mode, threads: 2)
      let incremental = CairoRenderer(options: options)
      let buffered = CairoRenderer(options: options)
      let complete = CairoRenderer(options: options)
      let (width, height) = DisplayListBuilder(scale: options.scale, mode: mode).deviceSize(of: scene)
      let pixels = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: width * height)
      pixels.initialize(repeating: 0)
      defer { pixels.deallocate() }
      let target = try PixelBuffer(
        base: UnsafeMutableRawPointer(pixels.baseAddress!), width: width, height: height,
        bytesPerRow: width * 4)
      var screen = [UInt32](repeating: 0, count: width * height)
      var bufferScreen = screen
      for frame in 0...Self.frames {
        if frame > 0 {
          for _ in 0..<(1 + random.index(3)) { Self.mutate(scene, &random) }
        }
        let drawn = try incremental.renderNext(incremental.prepare(scene))
        let reference = try complete.render(scene).surface
        let rects = try buffered.renderNext(buffered.prepare(scene), into: target).redraw.rects
        let inBuffer = (rects: rects, pixels: Array(pixels))
        if drawn.redraw.isIncremental { incrementalFrames += 1 }
        let expected = reference.pixelArray()
        Self.blit(drawn.redraw.rects, of: drawn.surface.pixelArray(), onto: &screen, width: width)
        Self.blit(inBuffer.rects, of: inBuffer.pixels, onto: &bufferScreen, width: width)
        let place = "spacing \(spacing) \(mode.rawValue) seed \(seed) frame \(frame) (\(drawn.redraw))"
        if let difference = Self.firstDifference(drawn.surface, reference) {
          Issue.record(Comment(rawValue: "\(place): \(difference)"))
          return
        }
        #expect(
          inBuffer.rects == drawn.redraw.rects, "\(place): the caller's buffer redrew \(inBuffer.rects)")
        #expect(inBuffer.pixels == expected, "\(place): the caller's buffer differs from a complete frame")
        #expect(screen == expected, "\(place): the own surface's redrawn rects, blitted, miss a change")
        #expect(bufferScreen == expected, "\(place): the buffer's redrawn rects, blitted, miss a change")
        if screen != expected || bufferScreen != expected || inBuffer.pixels != expected { return }
      }
    }
    // Enough changed frames are drawn incrementally for the comparison to prove something. (On these small
    // canvases a change often covers half of it, which is drawn whole: about a fifth of the frames are
    // incremental.)
    #expect(incrementalFrames >= Self.cases * Self.frames / 8, "incremental frames: \(incrementalFrames)")
  }
}

extension Node {
  /// Whether this node lies in `ancestor`'s subtree (or is it).
  fileprivate func isInside(_ ancestor: Node) -> Bool {
    var node: Node? = self
    while let n = node {
      if n === ancestor { return true }
      node = n.parent
    }
    return false
  }
}

import Foundation
import Testing
import VitrumAnimation
import VitrumGeometry
import VitrumScene
import VitrumSceneFile

@testable import VitrumRender

/// The frame executor's one approximation, measured where it could matter. Content drawn inside a layer
/// reaches the content layer that glass samples with the layer's opacity multiplied into each draw and
/// without the layer's mask (FrameExecution's documentation). An exact renderer would let glass sample
/// the content as composited: layers as groups, masks applied.
///
/// Each test rebuilds, for a glass command, both backdrops from the display list — the content layer
/// as the executor keeps it, and the exact composite of the same draws — and compares their pixels.
/// The return timer's reflection is a masked layer holding only glass, so the two are the same bytes for
/// the reflected digits and for every glass drawn after them; a masked group holding content under
/// glass shows the difference the approximation makes where it applies.
///
/// `References/masked-layer-approximation.png` shows it (recorded by Tools/refresh-goldens, compared as
/// a golden): each row is the frame around the glass, the backdrop the glass samples, the exact
/// backdrop, and their difference amplified 16 times — top row the return timer's reflection at 2.6 s
/// (the difference black), bottom row the counter-example (the masked bar shows at full strength in what
/// the glass samples).
@Suite struct MaskedLayerApproximationTests {
  /// The content layer as the executor keeps it when it reaches command `index`: the draws before it
  /// without glass, each multiplied by the opacity of the layers around it, with no layers or masks.
  static func sampledBackdrop(_ list: DisplayList, before index: Int) -> DisplayList {
    var commands: [DisplayCommand] = []
    var alphas: [Double] = []
    var clips = 0
    for command in list.commands[..<index] {
      let factor = alphas.reduce(1, *)
      switch command {
      case .glass, .glassContainer: break
      case .pushLayer(let alpha, _): alphas.append(alpha)
      case .popLayer: alphas.removeLast()
      case .pushClip:
        commands.append(command)
        clips += 1
      case .popClip:
        commands.append(command)
        clips -= 1
      case .fill(let path, let rule, let fill, let transform, let alpha, let node):
        commands.append(
          .fill(
            path: path, fillRule: rule, fill: fill, transform: transform, alpha: alpha * factor, node: node))
      case .stroke(let path, let stroke, let transform, let alpha, let node):
        commands.append(
          .stroke(path: path, stroke: stroke, transform: transform, alpha: alpha * factor, node: node))
      case .image(let path, let frame, let transform, let alpha, let node):
        commands.append(
          .image(path: path, frame: frame, transform: transform, alpha: alpha * factor, node: node))
      }
    }
    commands += Array(repeating: .popClip, count: clips)
    return DisplayList(width: list.width, height: list.height, commands: commands, warnings: [])
  }

  /// What an exact renderer would let the glass at `index` sample: the same draws composited, layers as
  /// groups through their masks (those still open closed where the glass stands).
  static func exactBackdrop(_ list: DisplayList, before index: Int) -> DisplayList {
    var commands: [DisplayCommand] = []
    var closers: [DisplayCommand] = []
    for command in list.commands[..<index] {
      switch command {
      case .glass, .glassContainer: continue
      case .pushClip: closers.append(.popClip)
      case .pushLayer: closers.append(.popLayer)
      case .popClip, .popLayer: closers.removeLast()
      default: break
      }
      commands.append(command)
    }
    commands += closers.reversed()
    return DisplayList(width: list.width, height: list.height, commands: commands, warnings: [])
  }

  /// Indices of the glass commands drawn inside a masked layer, and of every glass command.
  static func glassCommands(_ list: DisplayList) -> (masked: [Int], all: [Int]) {
    var masked: [Int] = []
    var all: [Int] = []
    var layers: [Bool] = []
    for (index, command) in list.commands.enumerated() {
      switch command {
      case .pushLayer(_, let mask): layers.append(mask != nil)
      case .popLayer: layers.removeLast()
      case .glass, .glassContainer:
        all.append(index)
        if layers.contains(true) { masked.append(index) }
      default: break
      }
    }
    return (masked, all)
  }

  /// The two backdrops of the glass at `index`, rendered.
  static func backdrops(_ list: DisplayList, at index: Int, renderer: CairoRenderer) throws
    -> (sampled: ImageSurface, exact: ImageSurface)
  {
    (
      try renderer.render(sampledBackdrop(list, before: index)).surface,
      try renderer.render(exactBackdrop(list, before: index)).surface
    )
  }

  static func returnTimer() throws -> (SceneDocument, DisplayList, CairoRenderer) {
    let document = try SceneFile.load(
      path: TestSupport.scenePath("return-timer"), textMeasurer: TextMeasurers.shaping())
    try document.timeline?.seek(to: 2.6, policy: .standard)
    let renderer = CairoRenderer(options: .init(scale: 1, threads: 2))
    return (document, renderer.displayList(for: document.scene), renderer)
  }

  /// Stripes under a masked group holding a bright bar, opaque over its first fifth and fading to clear at
  /// its right end, and a glass capsule over the bar: the case the approximation is documented for.
  static func counterExample() -> Scene {
    let scene = Scene(size: Size(300, 120), background: .solid(Color(hex: "#1E293B")!))
    for i in 0..<15 {
      scene.root.add(
        ShapeNode(
          .rect(Rect(x: Double(i) * 20, y: 0, width: 8, height: 120)), fill: .solid(Color(hex: "#38BDF8")!)))
    }
    let faded = GroupNode(id: "faded")
    faded.mask = ShapeNode(
      .rect(Rect(x: 0, y: 0, width: 300, height: 120)),
      fill: .linearGradient(
        start: Point(0, 0), end: Point(300, 0),
        stops: [
          GradientStop(0.2, Color(red: 1, green: 1, blue: 1, alpha: 1)),
          GradientStop(1, Color(red: 1, green: 1, blue: 1, alpha: 0)),
        ]))
    faded.add(
      ShapeNode(.rect(Rect(x: 20, y: 40, width: 260, height: 40)), fill: .solid(Color(hex: "#FACC15")!)))
    scene.root.add(faded)
    scene.root.add(
      ShapeNode(id: "lens", .capsule(Rect(x: 40, y: 30, width: 220, height: 60)), glass: .regular))
    return scene
  }

  @Test func reflectedGlassSamplesWhatAnExactRendererWould() throws {
    let (_, list, renderer) = try Self.returnTimer()
    let glass = Self.glassCommands(list)
    #expect(glass.masked.count == 1, "the reflected digits are the one glass in a masked layer")
    // The reflected glass, and every glass after it: the reflection adds nothing to what they sample.
    let from = try #require(glass.masked.first)
    let checked = glass.all.filter { $0 >= from }
    #expect(checked.count > 1)
    for index in checked {
      let (sampled, exact) = try Self.backdrops(list, at: index, renderer: renderer)
      let comparison = try #require(ImageComparison(sampled, exact))
      #expect(comparison.maxDelta == 0, "glass command \(index): \(comparison)")
      #expect(comparison.pixelCount == list.width * list.height)
    }
  }

  /// The comparison sees the approximation where it applies: under the masked bar the two backdrops
  /// differ, by most of the bar's brightness where the mask is nearly clear.
  @Test func theApproximationShowsWhereAMaskedGroupHoldsContent() throws {
    let renderer = CairoRenderer(options: .init(scale: 1, threads: 2))
    let list = renderer.displayList(for: Self.counterExample())
    let lens = try #require(Self.glassCommands(list).all.first)
    let (sampled, exact) = try Self.backdrops(list, at: lens, renderer: renderer)
    let comparison = try #require(ImageComparison(sampled, exact))
    #expect(comparison.maxDelta > 150, "\(comparison)")
    // Over the bar's first fifth the mask is opaque and the two agree; its right end is nearly clear.
    #expect(sampled.pixel(x: 30, y: 60) == exact.pixel(x: 30, y: 60))
    #expect(sampled.pixel(x: 275, y: 60) != exact.pixel(x: 275, y: 60))
  }

  /// The picture: the two rows described above, with labels, drawn by the renderer.
  @Test func picture() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrum-mask-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (document, list, renderer) = try Self.returnTimer()
    let reflected = try #require(Self.glassCommands(list).masked.first)
    let frame = try renderer.render(list).surface
    let timerBackdrops = try Self.backdrops(list, at: reflected, renderer: renderer)
    // The reflection's place: below the digits, as wide as the timer.
    let reflection = try #require(document.scene.node(withID: "timer-reflection"))
    let bounds = reflection.sceneTransform.apply(reflection.localPaintBounds)
    let timerCrop = PixelRect(covering: bounds.outset(by: 12)).intersection(
      PixelRect(x: 0, y: 0, width: list.width, height: list.height))
    let counterRenderer = CairoRenderer(options: .init(scale: 1, threads: 2))
    let counterList = counterRenderer.displayList(for: Self.counterExample())
    let lens = try #require(Self.glassCommands(counterList).all.first)
    let counterFrame = try counterRenderer.render(counterList).surface
    let counterBackdrops = try Self.backdrops(counterList, at: lens, renderer: counterRenderer)
    let counterCrop = PixelRect(x: 0, y: 0, width: counterList.width, height: counterList.height)

    let cell = Size(
      Double(max(timerCrop.width, counterCrop.width)), Double(max(timerCrop.height, counterCrop.height)))
    let gap = 12.0
    let top = 28.0
    let sheet = Scene(
      size: Size(4 * cell.width + 5 * gap, 2 * (cell.height + top) + gap),
      background: .solid(Color(hex: "#0F172A")!))
    let titles = ["the frame", "what the glass samples", "exact backdrop", "difference × 16"]
    let rows: [(String, PixelRect, [ImageSurface])] = [
      ("timer", timerCrop, [frame, timerBackdrops.sampled, timerBackdrops.exact]),
      ("counter", counterCrop, [counterFrame, counterBackdrops.sampled, counterBackdrops.exact]),
    ]
    for (row, (name, crop, surfaces)) in rows.enumerated() {
      let y = Double(row) * (cell.height + top) + top
      var panels = surfaces.map { Self.crop($0, crop) }
      panels.append(try #require(Self.amplifiedDifference(panels[1], panels[2], factor: 16)))
      for (column, panel) in panels.enumerated() {
        let path = folder.appendingPathComponent("\(name)-\(column).png").path
        try panel.writePNG(to: path)
        let x = gap + Double(column) * (cell.width + gap)
        sheet.root.add(
          ImageNode(
            path: path, frame: Rect(x: x, y: y, width: Double(crop.width), height: Double(crop.height))))
        sheet.root.add(
          TextNode(
            titles[column] + (column == 0 ? (row == 0 ? ": return timer, 2.6 s" : ": masked bar") : ""),
            font: Font(size: 13, weight: .bold), origin: Point(x, y - 9), fill: .solid(.white)))
      }
    }
    let picture = try CairoRenderer(options: .init(scale: 1, threads: 2)).render(sheet)
    try GoldenImage.check(picture, named: "masked-layer-approximation")
  }

  /// A region of a surface as a surface of its own.
  static func crop(_ surface: ImageSurface, _ r: PixelRect) -> ImageSurface {
    var pixels: [UInt32] = []
    pixels.reserveCapacity(r.area)
    for y in r.y..<(r.y + r.height) {
      for x in r.x..<(r.x + r.width) { pixels.append(surface.pixel(x: x, y: y)) }
    }
    return ImageSurface(pixels: pixels, width: r.width, height: r.height)!
  }

  /// |a − b| per channel times `factor`, opaque.
  static func amplifiedDifference(_ a: ImageSurface, _ b: ImageSurface, factor: UInt32) -> ImageSurface? {
    let p = a.pixelArray()
    let q = b.pixelArray()
    guard p.count == q.count else { return nil }
    let pixels = zip(p, q).map { x, y in
      var out: UInt32 = 0xFF00_0000
      for shift: UInt32 in [0, 8, 16] {
        let u = (x >> shift) & 0xFF
        let v = (y >> shift) & 0xFF
        out |= min(255, (u > v ? u - v : v - u) * factor) << shift
      }
      return out
    }
    return ImageSurface(pixels: pixels, width: a.width, height: a.height)
  }
}

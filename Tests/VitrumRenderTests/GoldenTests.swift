import Foundation
import Testing
import VitrumGeometry
import VitrumScene
import VitrumSceneFile

@testable import VitrumRender

/// Golden images of the bundled scenes at scale 1 in both modes. Each reference was looked at when it was
/// recorded (Tools/refresh-goldens); the tolerance is declared in `Tolerance.standard`.
@Suite struct GoldenTests {
  /// Scenes without containers: container and per-node mode must draw them identically.
  static let plainScenes = [
    "glass-gallery", "glass-gallery-dark", "glass-reduce-transparency", "glass-increase-contrast",
    "timer-digits", "mirror", "hud-controls", "paths-and-transforms", "text-scripts",
  ]
  /// Scenes with containers: the spacing demo (capsule pairs at gaps 0, ½s, s, 1½s, 3s and four melting
  /// symbols) and the union demo.
  static let containerScenes = ["container-spacing", "weather-union"]
  static let scenes = plainScenes + containerScenes

  @Test(arguments: scenes)
  func sceneMatchesItsReference(name: String) throws {
    try GoldenImage.check(try TestSupport.render(name), named: name)
  }

  /// Without containers, per-node mode draws exactly what container mode draws.
  @Test(arguments: plainScenes)
  func perNodeModeMatchesWithoutContainers(name: String) throws {
    let container = try TestSupport.render(name, mode: .container)
    let perNode = try TestSupport.render(name, mode: .perNode)
    #expect(container.surface.pixelArray() == perNode.surface.pixelArray())
  }

  /// The comparison must notice small real changes, or the goldens prove nothing: a slightly different tint
  /// on one shape, and a one-point move of another.
  @Test func sensitivity() throws {
    let reference = try ImageSurface.loadPNG(
      path: TestSupport.referenceFolder.appendingPathComponent("glass-gallery.png").path)
    let tolerance = Tolerance.standard
    func compare(_ mutate: (SceneDocument) -> Void) throws -> ImageComparison {
      let document = try SceneFile.load(
        path: TestSupport.scenePath("glass-gallery"), textMeasurer: TextMeasurers.shaping())
      mutate(document)
      let frame = try CairoRenderer(options: .init(scale: 1, threads: 2)).render(document.scene)
      return try #require(ImageComparison(frame.surface, reference, threshold: tolerance.threshold))
    }
    let unchanged = try compare { _ in }
    #expect(tolerance.accepts(unchanged))
    #expect(unchanged.pixelCount == 600 * 400)

    let retinted = try compare { document in
      let orb = document.nodesByID["tinted-orb"] as! ShapeNode
      orb.glass = orb.glass?.tint(Color(hex: "#3B6CF6"))
    }
    #expect(!tolerance.accepts(retinted), "a tint change from #3B82F6 to #3B6CF6 went unnoticed: \(retinted)")

    let moved = try compare { document in
      document.nodesByID["lens"]!.transform = .translation(1, 0)
    }
    #expect(!tolerance.accepts(moved), "a 1 pt move went unnoticed: \(moved)")
  }
}

/// Every scene file under Scenes/ decodes and renders in both modes, with at least one glass shape
/// wherever the scene has glass (the backdrop's source scene has none).
@Suite struct BundledScenesTests {
  static var allScenes: [String] {
    func names(_ folder: String, prefix: String) -> [String] {
      let path = TestSupport.root.appendingPathComponent(folder).path
      return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted().map { prefix + String($0.dropLast(5)) }
    }
    return names("Scenes", prefix: "") + names("Scenes/assets", prefix: "assets/")
  }

  @Test func everySceneIsListed() {
    #expect(
      Set(Self.allScenes) == Set(GoldenTests.scenes + TimelineSceneTests.scenes + ["assets/backdrop"]))
  }

  /// Every scene renders in both modes at its canvas size, shows something, and draws its glass.
  @Test(arguments: allScenes)
  func rendersInBothModes(name: String) throws {
    let size = try SceneFile.load(path: TestSupport.scenePath(name)).scene.size
    for mode in RenderMode.allCases {
      let frame = try TestSupport.render(name, scale: 0.5, mode: mode)
      #expect(frame.surface.width == Int((size.width * 0.5).rounded(.up)))
      #expect(frame.surface.height == Int((size.height * 0.5).rounded(.up)))
      #expect(TestSupport.showsContent(frame), "\(name) \(mode.rawValue) is blank")
      if name != "assets/backdrop" { #expect(frame.statistics.glassDraws > 0) }
    }
  }
}

/// The backdrop image the scenes use is the rendering of its source scene at its own scale: the asset
/// cannot drift from the scene that made it.
@Suite struct BackdropAssetTests {
  @Test func backdropMatchesItsSource() throws {
    let frame = try TestSupport.render("assets/backdrop", scale: 2)
    let asset = try ImageSurface.loadPNG(
      path: TestSupport.root.appendingPathComponent("Scenes/assets/backdrop.png").path)
    let comparison = try #require(
      ImageComparison(frame.surface, asset, threshold: Tolerance.standard.threshold))
    #expect(Tolerance.standard.accepts(comparison), "\(comparison)")
  }
}

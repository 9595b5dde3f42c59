import Testing
import VitrumAnimation
import VitrumGeometry
import VitrumPlayback
import VitrumRender
import VitrumScene
import VitrumSceneFile

/// Pointer input through a player: a press goes to the topmost interactive glass at the point and becomes
/// a timeline event at the time given, located in the node's coordinates; seeking stays pure.
@Suite struct PointerInputTests {
  static func player(_ name: String) throws -> Player {
    Player(
      document: try TestSupport.load(name), renderer: CairoRenderer(options: .init(scale: 1, threads: 2)))
  }

  static func pixels(_ player: Player, at time: Double) throws -> [UInt32] {
    try player.frame(at: PlaybackTick(index: nil, time: time)).rendered.surface.pixelArray()
  }

  @Test func aPressBecomesAnEventAtItsTime() throws {
    let player = try Self.player("hud-controls")
    let before = try Self.pixels(player, at: 0)
    // The stop button: an interactive glass circle of radius 40 about (370, 190).
    let press = try #require(try player.press(at: Point(380, 175), time: 2))
    #expect(press == PointerPress(node: "stop-glass", location: Point(10, -15)))
    #expect(try Self.pixels(player, at: 1.9) == before, "before its time the press shows nothing")
    let pressed = try Self.pixels(player, at: 2)
    #expect(pressed != before)
    let stop = try #require(player.scene.node(withID: "stop-glass") as? PaintedNode)
    #expect(stop.isPressed && stop.pressLocation == Point(10, -15))
    let evaluated = player.scene.evaluate()
    #expect(evaluated.text.contains(#"pressLocation="[10 -15]""#))
    // The press glow spreads from the press point for a while, then holds.
    let glowing = try Self.pixels(player, at: 2.9)
    #expect(glowing != before)
    // Seeking back and forth gives the same frames: the press is part of the timeline.
    #expect(try Self.pixels(player, at: 0.5) == before)
    #expect(try Self.pixels(player, at: 2) == pressed)

    let release = try #require(try player.release(at: Point(371, 191), time: 3))
    #expect(release == PointerRelease(node: "stop-glass", isInside: true))
    #expect(try Self.pixels(player, at: 2.9) == glowing, "a release changes nothing before its time")
    // The glow fades after the release; once it has faded, the button looks as it did.
    let faded = 3 + PressIllumination.fadeDuration + 0.05
    #expect(try Self.pixels(player, at: faded) == before)
    #expect(try player.release(at: Point(371, 191), time: 4) == nil, "nothing held")
  }

  @Test func onlyInteractiveGlassTakesPresses() throws {
    let player = try Self.player("hud-controls")
    _ = try Self.pixels(player, at: 0)
    #expect(try player.press(at: Point(150, 65), time: 1) == nil, "the picker is glass, not interactive")
    #expect(player.hitTest(Point(150, 65)).glass == "picker")
    #expect(try player.press(at: Point(5, 395), time: 1) == nil, "no glass in the corner")
    #expect(player.hitTest(Point(5, 395)) == HitTestResult(node: "backdrop", glass: nil))
  }

  @Test func aSecondPressReleasesTheFirst() throws {
    let player = try Self.player("hud-controls")
    _ = try Self.pixels(player, at: 0)
    #expect(try player.press(at: Point(220, 300), time: 1)?.node == "settings-gear-glass")
    #expect(try player.press(at: Point(380, 300), time: 2)?.node == "settings-moon-glass")
    _ = try Self.pixels(player, at: 2.5)
    let gear = try #require(player.scene.node(withID: "settings-gear-glass") as? PaintedNode)
    let moon = try #require(player.scene.node(withID: "settings-moon-glass") as? PaintedNode)
    #expect(!gear.isPressed && moon.isPressed)
    _ = try Self.pixels(player, at: 1.5)
    #expect(gear.isPressed && !moon.isPressed)
  }

  @Test func aStaticSceneGetsATimelineForItsPresses() throws {
    var material = GlassMaterial.regular
    material.isInteractive = true
    let button = ShapeNode(
      id: "button", .capsule(Rect(x: 20, y: 20, width: 120, height: 40)), glass: material)
    let scene = Scene(size: Size(160, 80), background: .solid(.white)) { button }
    let player = Player(
      scene: scene, timeline: nil, renderer: CairoRenderer(options: .init(scale: 1, threads: 1)))
    #expect(player.timeline == nil)
    #expect(try player.press(at: Point(30, 40), time: 0.25)?.location == Point(30, 40))
    #expect(player.timeline != nil)
    _ = try player.frame(at: PlaybackTick(index: nil, time: 0.2))
    #expect(!button.isPressed)
    _ = try player.frame(at: PlaybackTick(index: nil, time: 0.25))
    #expect(button.isPressed)
  }

  @Test func badInputIsRefused() throws {
    let player = try Self.player("hud-controls")
    for (point, time) in [
      (Point(.nan, 1), 1.0), (Point(1, .infinity), 1), (Point(370, 190), .nan), (Point(370, 190), -1),
    ] {
      #expect(throws: PlaybackError.self) { try player.press(at: point, time: time) }
    }
  }

  @Test func reduceMotionTurnedOnLaterTakesEffect() throws {
    let player = try Self.player("hud-overlays")
    #expect(player.policy == MotionPolicy(environment: player.scene.environment))
    player.scene.environment.reduceMotion = true
    #expect(player.policy == .reduced)
  }
}

import Testing
import VitrumAnimation
import VitrumPlayback
import VitrumRender
import VitrumScene
import VitrumSceneFile

/// `redraw.rects` cover exactly what changed: a host that copies only them from each frame to its screen
/// shows every frame, over the played timeline of every bundled scene that moves, in both modes.
@Suite struct DamageBlitTests {
  static let animated = [
    "hud-overlays", "morph-by-id", "spring-retargeting", "return-timer", "accessibility",
  ]

  /// Checks a frame's rectangles: inside the canvas, pairwise disjoint, none empty.
  static func checkShape(_ rects: [PixelRect], width: Int, height: Int) {
    for (i, r) in rects.enumerated() {
      #expect(!r.isEmpty && r.x >= 0 && r.y >= 0 && r.maxX <= width && r.maxY <= height, "\(r)")
      for o in rects[..<i] {
        #expect(r.maxX <= o.x || o.maxX <= r.x || r.maxY <= o.y || o.maxY <= r.y, "\(r) overlaps \(o)")
      }
    }
  }

  @Test(arguments: animated, RenderMode.allCases)
  func blittingTheRedrawnRectsOfEachFrameShowsTheFrame(scene name: String, mode: RenderMode) throws {
    let document = try TestSupport.load(name)
    let reference = try TestSupport.load(name)
    let player = Player(
      document: document, renderer: CairoRenderer(options: .init(scale: 1, mode: mode, threads: 2)))
    let complete = Player(
      document: reference,
      renderer: CompleteFrameRenderer(CairoRenderer(options: .init(scale: 1, mode: mode, threads: 2))))
    let size = DisplayListBuilder(scale: 1, mode: mode).deviceSize(of: document.scene)
    let target = HostBuffer(width: size.width, height: size.height)
    let screen = HostBuffer(width: size.width, height: size.height)
    let rate = try FrameRate(frames: 15)
    let count = min(45, rate.frameCount(through: player.timeline?.duration ?? 0))
    var blitted = 0
    for n in 0..<count {
      let tick = PlaybackTick(index: n, time: rate.time(ofFrame: n))
      let frame = try player.frame(at: tick, into: target.buffer)
      let rects = frame.rendered.redraw.rects
      Self.checkShape(rects, width: size.width, height: size.height)
      if case .incremental = frame.rendered.redraw.kind {
        #expect(rects.reduce(0) { $0 + $1.area } <= frame.rendered.redraw.pixels)
      }
      screen.copy(rects, from: target)
      blitted += rects.reduce(0) { $0 + $1.area }
      let shown = screen.pixels(width: size.width, height: size.height)
      #expect(shown == target.pixels(width: size.width, height: size.height), "\(name) frame \(n)")
      let expected = try complete.frame(at: tick).rendered.surface.pixelArray()
      #expect(shown == expected, "\(name) frame \(n): the screen differs from a complete frame")
    }
    #expect(count > 1)
    // Not every frame is blitted whole (except where the backdrop moves throughout).
    if name != "return-timer" && name != "accessibility" {
      #expect(blitted < count * size.width * size.height)
    }
  }

  /// The renderer's own surfaces carry the same rectangles: frames handed out are never drawn over while
  /// held, so the previous frame's surface is a host's screen.
  @Test func ownSurfacesBlitLikeBuffers() throws {
    let document = try TestSupport.load("hud-overlays")
    let player = Player(document: document, renderer: CairoRenderer(options: .init(scale: 1, threads: 2)))
    let rate = try FrameRate(frames: 10)
    var screen: [UInt32]?
    for n in 0..<40 {
      let frame = try player.frame(at: PlaybackTick(index: n, time: rate.time(ofFrame: n)))
      let pixels = frame.rendered.surface.pixelArray()
      let width = frame.rendered.surface.width
      if var shown = screen {
        for rect in frame.rendered.redraw.rects {
          for y in rect.y..<rect.maxY {
            shown.replaceSubrange(
              (y * width + rect.x)..<(y * width + rect.maxX),
              with: pixels[(y * width + rect.x)..<(y * width + rect.maxX)])
          }
        }
        #expect(shown == pixels, "frame \(n)")
        screen = shown
      } else {
        #expect(frame.rendered.redraw.rects.count == 1)
        screen = pixels
      }
    }
  }
}

import Testing
import VitrumAnimation
import VitrumGeometry
import VitrumRender
import VitrumScene
import VitrumSceneFile

/// Rendering into a caller's buffer: the pixels are the renderer's own frame's, byte for byte, only the
/// frame's rectangle is written, and frames drawn over the same buffer redraw only what changed.
@Suite struct PixelBufferTests {
  static func renderer() -> CairoRenderer { CairoRenderer(options: .init(scale: 1, threads: 2)) }

  @Test(arguments: ["glass-gallery", "hud-controls", "text-scripts", "container-spacing", "mirror"])
  func aCallersBufferGetsTheOwnSurfacesPixels(scene name: String) throws {
    let document = try TestSupport.load(name)
    let own = try Self.renderer().render(document.scene)
    let host = HostBuffer(width: own.surface.width, height: own.surface.height)
    let frame = try Self.renderer().render(document.scene, into: host.buffer)
    #expect(host.pixels(width: own.surface.width, height: own.surface.height) == own.surface.pixelArray())
    #expect(frame.surface.pixelArray() == own.surface.pixelArray())
    #expect(
      frame.redraw.rects == [PixelRect(x: 0, y: 0, width: own.surface.width, height: own.surface.height)])
    // The padding past each row is the caller's: untouched.
    let all = host.all
    let rowWords = host.bytesPerRow / 4
    for y in 0..<host.height {
      #expect(
        all[(y * rowWords + host.width)..<((y + 1) * rowWords)].allSatisfy { $0 == HostBuffer.untouched })
    }
  }

  @Test func aLargerBufferKeepsItsPixelsBeyondTheFrame() throws {
    let document = try TestSupport.load("glass-gallery")
    let own = try Self.renderer().render(document.scene)
    let (w, h) = (own.surface.width, own.surface.height)
    let host = HostBuffer(width: w + 13, height: h + 7, padding: 0)
    _ = try Self.renderer().render(document.scene, into: host.buffer)
    let all = host.pixels(width: w + 13, height: h + 7)
    var frame: [UInt32] = []
    for y in 0..<(h + 7) {
      for x in 0..<(w + 13) {
        if x < w && y < h {
          frame.append(all[y * (w + 13) + x])
        } else {
          #expect(
            all[y * (w + 13) + x] == HostBuffer.untouched, "pixel \(x),\(y) outside the frame was written")
        }
      }
    }
    #expect(frame == own.surface.pixelArray())
  }

  @Test func layoutsThatCannotHoldTheFrameAreRefused() throws {
    let memory = UnsafeMutableRawPointer.allocate(byteCount: 4096 * 64, alignment: 16)
    defer { memory.deallocate() }
    func problem(_ body: () throws(RenderError) -> Void) -> PixelBuffer.Problem? {
      do {
        try body()
        return nil
      } catch {
        if case .buffer(let problem, let message) = error {
          #expect(!message.isEmpty)
          return problem
        }
        return nil
      }
    }
    #expect(
      problem { () throws(RenderError) in
        _ = try PixelBuffer(base: memory, width: 100, height: 10, bytesPerRow: 396)
      } == .stride)
    #expect(
      problem { () throws(RenderError) in
        _ = try PixelBuffer(base: memory, width: 100, height: 10, bytesPerRow: 402)
      } == .stride)
    #expect(
      problem { () throws(RenderError) in
        _ = try PixelBuffer(base: memory + 2, width: 100, height: 10, bytesPerRow: 400)
      } == .alignment)
    #expect(
      problem { () throws(RenderError) in
        _ = try PixelBuffer(base: memory, width: 0, height: 10, bytesPerRow: 400)
      } == .tooSmall)
    #expect(
      problem { () throws(RenderError) in
        _ = try PixelBuffer(base: memory, width: 100, height: -1, bytesPerRow: 400)
      } == .tooSmall)
    let scene = Scene(size: Size(120, 20), background: .solid(.white))
    let renderer = Self.renderer()
    #expect(
      problem { () throws(RenderError) in
        let buffer = try PixelBuffer(base: memory, width: 100, height: 20, bytesPerRow: 400)
        _ = try renderer.render(scene, into: buffer)
      } == .tooSmall)
  }

  @Test func framesOverTheSameBufferRedrawOnlyWhatChanged() throws {
    let document = try TestSupport.load("hud-overlays")
    let reference = try TestSupport.load("hud-overlays")
    let timeline = try #require(document.timeline)
    let renderer = Self.renderer()
    let complete = Self.renderer()
    let policy = MotionPolicy(environment: document.scene.environment)
    let size = DisplayListBuilder(scale: 1, mode: .container).deviceSize(of: document.scene)
    let host = HostBuffer(width: size.width, height: size.height)
    var kinds: [FrameRedraw.Kind] = []
    for n in 0..<40 {
      let time = Double(n) * 0.1
      try timeline.seek(to: time, policy: policy)
      try reference.timeline?.seek(to: time, policy: policy)
      let frame = try renderer.renderNext(renderer.prepare(document.scene), into: host.buffer)
      kinds.append(frame.redraw.kind)
      let expected = try complete.render(reference.scene).surface.pixelArray()
      #expect(host.pixels(width: size.width, height: size.height) == expected, "frame at \(time) s")
    }
    #expect(kinds.first == .full(.noPreviousFrame))
    #expect(kinds.contains(.incremental) && kinds.contains(.unchanged))
  }

  @Test func anotherTargetIsDrawnWhole() throws {
    let document = try TestSupport.load("glass-gallery")
    let renderer = Self.renderer()
    let size = DisplayListBuilder(scale: 1, mode: .container).deviceSize(of: document.scene)
    let a = HostBuffer(width: size.width, height: size.height)
    let b = HostBuffer(width: size.width, height: size.height)
    func draw(into host: HostBuffer?) throws -> FrameRedraw {
      let list = renderer.prepare(document.scene)
      if let host { return try renderer.renderNext(list, into: host.buffer).redraw }
      return try renderer.renderNext(list).redraw
    }
    #expect(try draw(into: a).kind == .full(.noPreviousFrame))
    #expect(try draw(into: a).kind == .unchanged)
    #expect(try draw(into: b).kind == .full(.targetChanged))
    #expect(try draw(into: nil).kind == .full(.targetChanged))
    #expect(try draw(into: nil).kind == .unchanged)
    #expect(try draw(into: a).kind == .full(.targetChanged))
    let unchanged = try draw(into: a)
    #expect(unchanged.kind == .unchanged && unchanged.rects.isEmpty && unchanged.pixels == 0)
    let forced = try renderer.renderNext(renderer.prepare(document.scene), into: a.buffer, complete: true)
    #expect(forced.redraw.kind == .full(.requested))
  }
}

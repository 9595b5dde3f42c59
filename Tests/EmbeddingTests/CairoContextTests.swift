import CCairo
import Testing
import VitrumAnimation
import VitrumGeometry
import VitrumRender
import VitrumScene
import VitrumSceneFile

/// Rendering onto a caller's `cairo_t`: the context shows the frame, whole or by its redrawn rectangles.
@Suite struct CairoContextTests {
  @Test func aContextShowsTheFrames() throws {
    let document = try TestSupport.load("hud-overlays")
    let reference = try TestSupport.load("hud-overlays")
    let timeline = try #require(document.timeline)
    let renderer = CairoRenderer(options: .init(scale: 1, threads: 2))
    let complete = CairoRenderer(options: .init(scale: 1, threads: 2))
    let (width, height) = DisplayListBuilder(scale: 1, mode: .container).deviceSize(of: document.scene)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    let context = cairo_create(surface)!
    defer {
      cairo_destroy(context)
      cairo_surface_destroy(surface)
    }
    // The context keeps a transform of its own: saved and restored around the paint.
    cairo_translate(context, 0, 0)
    for n in 0..<12 {
      let time = Double(n) * 0.3
      try timeline.seek(to: time, policy: .standard)
      try reference.timeline?.seek(to: time, policy: .standard)
      let paint: CairoRenderer.ContextPaint = n == 0 ? .frame : .redrawnRects
      _ = try renderer.renderNext(renderer.prepare(document.scene), to: context, paint: paint)
      cairo_surface_flush(surface)
      let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
      let stride = Int(cairo_image_surface_get_stride(surface))
      var shown: [UInt32] = []
      for y in 0..<height {
        shown.append(
          contentsOf: UnsafeBufferPointer(
            start: (data + y * stride).assumingMemoryBound(to: UInt32.self), count: width))
      }
      #expect(shown == (try complete.render(reference.scene).surface.pixelArray()), "frame at \(time) s")
    }
    #expect(cairo_status(context) == CAIRO_STATUS_SUCCESS)
  }

  @Test func aContextInErrorIsRefused() throws {
    let broken = cairo_create(nil)!
    defer { cairo_destroy(broken) }
    let scene = Scene(size: Size(20, 20), background: .solid(.white))
    let renderer = CairoRenderer(options: .init(scale: 1, threads: 1))
    #expect(throws: RenderError.self) {
      _ = try renderer.renderNext(renderer.prepare(scene), to: broken)
    }
  }
}

import CVitrumAPI
import VitrumAnimation
import VitrumPlayback
import VitrumRender

@c(vitrum_scene_render)
public func vitrumSceneRender(
  _ scene: OpaquePointer?, _ pixels: UnsafeMutablePointer<UInt8>?, _ width: Int32, _ height: Int32,
  _ stride: Int32, _ flags: UInt32
) -> vitrum_status {
  let function = "vitrum_scene_render"
  return call(function) { () throws(CallError) in
    let embedded = try HandleTable.scene(scene, function)
    let base = try required(pixels, function, "pixels")
    let buffer: PixelBuffer
    do throws(RenderError) {
      buffer = try PixelBuffer(base: base, width: Int(width), height: Int(height), bytesPerRow: Int(stride))
    } catch {
      throw CallError(error)
    }
    let size = embedded.pixelSize
    guard size.width <= buffer.width, size.height <= buffer.height else {
      throw CallError(
        VITRUM_ERROR_BUFFER_TOO_SMALL,
        "the frame is \(size.width)×\(size.height) pixels at scale \(embedded.renderer.options.scale), "
          + "the buffer \(width)×\(height)")
    }
    let complete = flags & UInt32(VITRUM_RENDER_COMPLETE) != 0
    do throws(PlaybackError) {
      let frame = try embedded.player.frame(
        at: PlaybackTick(index: nil, time: embedded.time), into: buffer, complete: complete)
      embedded.lastRedraw = frame.rendered.redraw
    } catch {
      throw CallError(error)
    }
  }
}

@c(vitrum_scene_render_cairo)
public func vitrumSceneRenderCairo(_ scene: OpaquePointer?, _ context: OpaquePointer?, _ flags: UInt32)
  -> vitrum_status
{
  let function = "vitrum_scene_render_cairo"
  return call(function) { () throws(CallError) in
    let embedded = try HandleTable.scene(scene, function)
    let context = try required(context, function, "cr")
    embedded.present()
    let paint: CairoRenderer.ContextPaint =
      flags & UInt32(VITRUM_RENDER_PAINT_DAMAGE_ONLY) != 0 ? .redrawnRects : .frame
    do throws(RenderError) {
      try embedded.presentInks()
      let list = embedded.renderer.prepare(embedded.scene)
      let frame = try embedded.renderer.renderNext(list, to: context, paint: paint)
      embedded.lastRedraw = frame.redraw
    } catch {
      throw CallError(error)
    }
  }
}

@c(vitrum_scene_get_damage)
public func vitrumSceneGetDamage(
  _ scene: OpaquePointer?, _ rects: UnsafeMutablePointer<vitrum_rect>?, _ capacity: Int,
  _ count: UnsafeMutablePointer<Int>?, _ redraw: UnsafeMutablePointer<vitrum_redraw>?
) -> vitrum_status {
  let function = "vitrum_scene_get_damage"
  return call(function) { () throws(CallError) in
    let embedded = try HandleTable.scene(scene, function)
    let out = try required(count, function, "out_count")
    guard capacity >= 0, capacity == 0 || rects != nil else {
      throw .argument(function, "rects is NULL with a capacity of \(capacity)")
    }
    guard let last = embedded.lastRedraw else {
      throw .argument(function, "nothing has been rendered yet")
    }
    for (index, rect) in last.rects.prefix(capacity).enumerated() {
      rects![index] = vitrum_rect(
        x: Int32(rect.x), y: Int32(rect.y), width: Int32(rect.width), height: Int32(rect.height))
    }
    out.pointee = last.rects.count
    redraw?.pointee = vitrumRedraw(last.kind)
  }
}

func vitrumRedraw(_ kind: FrameRedraw.Kind) -> vitrum_redraw {
  switch kind {
  case .full: VITRUM_REDRAW_FULL
  case .incremental: VITRUM_REDRAW_INCREMENTAL
  case .unchanged: VITRUM_REDRAW_UNCHANGED
  }
}

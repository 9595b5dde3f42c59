import CVitrumAPI
import VitrumAnimation
import VitrumPlayback
import VitrumRender

@c(vitrum_scene_play)
public func vitrumScenePlay(
  _ scene: OpaquePointer?, _ fps: Int32, _ from: Double, _ to: Double, _ flags: UInt32,
  _ callback: vitrum_frame_callback?, _ userData: UnsafeMutableRawPointer?
) -> vitrum_status {
  let function = "vitrum_scene_play"
  return call(function) { () throws(CallError) in
    let embedded = try HandleTable.scene(scene, function)
    let callback = try required(callback, function, "callback")
    guard (1...1000).contains(fps) else { throw .argument(function, "fps must be 1 to 1000, found \(fps)") }
    guard from.isFinite, from >= 0 else {
      throw .argument(function, "from must be a finite number ≥ 0, found \(from)")
    }
    guard !to.isNaN, to.isFinite || to < 0 else {
      throw .argument(function, "to must be a finite number, found \(to)")
    }
    let end = to < 0 ? (embedded.player.timeline?.duration ?? 0) : to
    let rate = try! FrameRate(frames: Int(fps))
    var stoppedAt: Int?
    let body = { (frame: PlayedFrame) in
      embedded.time = frame.tick.time
      embedded.lastRedraw = frame.rendered.redraw
      if deliver(frame, to: callback, userData) != 0 { stoppedAt = frame.tick.index }
    }
    do {
      if flags & UInt32(VITRUM_PLAY_LIVE) != 0 {
        var clock = OffsetClock(base: MonotonicClock(rate: rate, until: .infinity), offset: from, end: end)
        try embedded.player.play(&clock, shouldStop: { stoppedAt != nil }, body)
      } else {
        var clock = VirtualClock(rate: rate, frames: rate.frames(from: from, to: end))
        try embedded.player.play(&clock, shouldStop: { stoppedAt != nil }, body)
      }
    } catch let error as PlaybackError {
      throw CallError(error)
    } catch {
      throw CallError(VITRUM_ERROR_RENDER, "\(error)")
    }
    if let stoppedAt {
      throw CallError(VITRUM_STOPPED, "the frame callback asked to stop at frame \(stoppedAt)")
    }
  }
}

/// Hands a frame to a C callback: its pixels in place, its damage as C rectangles, for the call only.
private func deliver(
  _ frame: PlayedFrame, to callback: vitrum_frame_callback, _ userData: UnsafeMutableRawPointer?
) -> Int32 {
  let surface = frame.rendered.surface
  let rects = frame.rendered.redraw.rects.map {
    vitrum_rect(x: Int32($0.x), y: Int32($0.y), width: Int32($0.width), height: Int32($0.height))
  }
  return surface.withUnsafeBytes { bytes in
    rects.withUnsafeBufferPointer { damage in
      var info = vitrum_frame(
        index: Int64(frame.tick.index ?? 0), time: frame.tick.time,
        pixels: bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), width: Int32(surface.width),
        height: Int32(surface.height), stride: Int32(surface.stride), damage: damage.baseAddress,
        damage_count: damage.count, redraw: vitrumRedraw(frame.rendered.redraw.kind))
      return callback(&info, userData)
    }
  }
}

/// A live clock whose times start at `offset` seconds of the timeline rather than 0, until `end` (excluded,
/// compared with the shifted times themselves).
struct OffsetClock: PlaybackClock {
  var base: MonotonicClock
  let offset: Double
  let end: Double

  mutating func next() -> PlaybackTick? {
    guard let tick = base.next(), tick.time + offset < end else { return nil }
    return PlaybackTick(index: tick.index, time: tick.time + offset)
  }
}

import VitrumScene

/// The captures a frame's spacing-0 container members share (see `SharedCapturePlan`): each taken and
/// blurred when the first of its members actually draws, and released after its last member.
///
/// Taking a capture late is as exact as taking it at the group's first draw: every member's backdrop last
/// changed before that first draw, so any moment up to a member's own draw reads the same pixels — and a
/// group whose members are all clipped away captures nothing.
final class SharedBackdrops {
  let plan: SharedCapturePlan
  let buffers: PixelBufferPool
  private var taken: [Int: BlurredCapture] = [:]

  init(plan: SharedCapturePlan, buffers: PixelBufferPool) {
    self.plan = plan
    self.buffers = buffers
  }

  /// The backdrop of capture `index`, captured from `content` and blurred on first use.
  func backdrop(
    _ index: Int, content: ImageSurface, by compositor: GlassCompositor, for id: NodeID, log: inout FrameLog
  ) -> BlurredCapture {
    if let hit = taken[index] { return hit }
    let capture = plan.captures[index]
    let blurred = compositor.captureAndBlur(
      capture.rect, sigma: capture.sigma, from: content, for: id, log: &log)
    taken[index] = blurred
    log.statistics.sharedCaptures += 1
    log.statistics.sharedCaptureMembers += capture.memberCount
    return blurred
  }

  /// Releases capture `index` once the glass command at `command`, its last member, has drawn.
  func finished(_ index: Int, at command: Int) {
    guard plan.captures[index].last == command, let hit = taken.removeValue(forKey: index) else { return }
    buffers.release(hit.pixels)
  }

  func releaseAll() {
    for (_, hit) in taken { buffers.release(hit.pixels) }
    taken = [:]
  }
}

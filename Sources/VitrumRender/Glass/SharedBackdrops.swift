import VitrumScene

/// The captures a frame's spacing-0 container members share (see `SharedCapturePlan`): each taken and
/// blurred when the first of its members actually draws, and released after its last member; and the
/// members shaded ahead of their turn from it (`GlassCompositor.shadeAhead`), held until they draw.
///
/// Taking a capture late is as exact as taking it at the group's first draw: every member's backdrop last
/// changed before that first draw, so any moment up to a member's own draw reads the same pixels — and a
/// group whose members are all clipped away captures nothing.
final class SharedBackdrops {
  let plan: SharedCapturePlan
  let buffers: PixelBufferPool
  private var taken: [Int: BlurredCapture] = [:]
  /// Members shaded ahead, by display-list index.
  private var prepared: [Int: ShadedAhead] = [:]

  init(plan: SharedCapturePlan, buffers: PixelBufferPool) {
    self.plan = plan
    self.buffers = buffers
  }

  /// What the member at display-list index `command` draws from: capture `index` of `content`, taken and
  /// blurred on first use, and the member's pixels if they were shaded ahead.
  ///
  /// A member not shaded yet is shaded now together with the members of its group after it, in document
  /// order, as far as `allowance` (the frame budget left once this member is paid) pays for them and
  /// `GlassCompositor.maximumAheadPixels` allows: members shaded ahead cost what their own turns would,
  /// and at most that allowance goes unused if content drawn later exhausts the budget first. A member
  /// whose distance cannot be built (glass dropped) captures nothing, as per-node rendering does.
  func draw(
    _ index: Int, command: Int, allowance: Int, content: ImageSurface, by compositor: GlassCompositor,
    for id: NodeID, log: inout FrameLog
  ) -> SharedDraw {
    if let ready = prepared.removeValue(forKey: command) {
      return SharedDraw(capture: taken[index], ahead: ready)
    }
    let capture = plan.captures[index]
    let canvas = PixelRect(x: 0, y: 0, width: content.width, height: content.height)
    var batch: [SharedCapturePlan.Ahead] = []
    var pixels = 0
    var cost = 0
    for m in capture.members where m.command >= command && prepared[m.command] == nil {
      let area = GlassCompositor.paintRect(for: m.item, canvas: canvas, clip: m.clip).area
      let price = m.command == command ? 0 : FrameBudgetMeter.cost(of: m.item, canvas: canvas, clip: m.clip)
      guard
        batch.isEmpty || (pixels + area <= GlassCompositor.maximumAheadPixels && cost + price <= allowance)
      else { break }
      batch.append(m)
      pixels += area
      cost += price
    }
    guard let current = batch.first, current.command == command else {
      return SharedDraw(capture: backdrop(index, content: content, by: compositor, for: id, log: &log))
    }
    // The member itself first: without a distance it draws nothing and captures nothing.
    let shape = GlassCompositor.shadowReach(for: current.item) + 2
    guard compositor.distance(for: current.item, margin: shape, canvas: canvas, log: &log) != nil else {
      return SharedDraw(capture: nil)
    }
    let blurred = backdrop(index, content: content, by: compositor, for: id, log: &log)
    var shaded = compositor.shadeAhead(batch, capture: blurred, content: content, log: &log)
    let mine = shaded.removeValue(forKey: command)
    prepared.merge(shaded) { old, _ in old }
    return SharedDraw(capture: blurred, ahead: mine)
  }

  /// Capture `index`, captured from `content` and blurred on first use.
  private func backdrop(
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
  func finished(_ index: Int, at command: Int, surfaces: SurfacePool) {
    if let unused = prepared.removeValue(forKey: command) { surfaces.release(unused.surface) }
    guard plan.captures[index].last == command, let hit = taken.removeValue(forKey: index) else { return }
    buffers.release(hit.pixels)
  }

  func releaseAll(surfaces: SurfacePool) {
    for (_, hit) in taken { buffers.release(hit.pixels) }
    for (_, ready) in prepared { surfaces.release(ready.surface) }
    taken = [:]
    prepared = [:]
  }
}

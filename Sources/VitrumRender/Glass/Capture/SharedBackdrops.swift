/// The captures a frame's spacing-0 container members share (see `SharedCapturePlan`): each taken and
/// blurred by the batch holding the first of its members that actually draws, kept for the group's later
/// members (a group interleaved with content draws over several batches), and released after its last.
///
/// Taking a capture late is as exact as taking it at the group's first draw: every member's backdrop last
/// changed before that first draw, so any moment up to a member's own draw reads the same pixels — and a
/// group whose members are all clipped away captures nothing.
final class SharedBackdrops {
  let plan: SharedCapturePlan
  let buffers: PixelBufferPool
  private var held: [Int: BlurredCapture] = [:]

  init(plan: SharedCapturePlan, buffers: PixelBufferPool) {
    self.plan = plan
    self.buffers = buffers
  }

  /// Capture `index` if it was taken already.
  func taken(_ index: Int) -> BlurredCapture? { held[index] }

  /// Keeps capture `index`, just taken, for the group's later members.
  func keep(_ index: Int, _ capture: BlurredCapture) { held[index] = capture }

  /// Releases the captures whose last member is at display-list index `command` or before.
  func finished(through command: Int) {
    guard !held.isEmpty else { return }
    // In index order, so the pool's buffers go back in the same order every run.
    let done = held.keys.filter { plan.captures[$0].last <= command }.sorted()
    for index in done { buffers.release(held.removeValue(forKey: index)!.pixels) }
  }

  func releaseAll() {
    for (_, capture) in held { buffers.release(capture.pixels) }
    held = [:]
  }
}

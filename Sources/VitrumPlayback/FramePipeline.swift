import Dispatch
import Foundation

/// Frame output done beside the drawing: each frame is prepared (PNG-encoded, converted for an encoder) on
/// a worker thread while the next frame is drawn, and delivered (a file written, bytes piped) one frame at
/// a time in the order the frames were submitted, so a folder fills in frame order and a video receives
/// its frames in sequence.
///
/// At most `capacity` frames are in flight: a submit beyond that waits for the oldest to be delivered,
/// so a slow encoder holds the drawing back instead of queueing frames without bound. A failure (in
/// preparing or delivering) stops every later delivery — a folder keeps the frames before it and nothing
/// after — and is thrown from the next `submit` or from `drain`.
final class FramePipeline: @unchecked Sendable {
  // @unchecked: the mutable state is guarded by `condition`; `submitted` is touched by the submitting
  // thread alone.
  /// Delivers a prepared frame; runs on a worker thread, never two at once.
  typealias Delivery = () throws(PlaybackError) -> Void

  /// Frames that may be in flight at once.
  let capacity: Int
  private let queue: DispatchQueue
  private let slots: DispatchSemaphore
  private let condition = NSCondition()
  private var submitted = 0
  /// The sequence number of the next frame to deliver; every frame before it is delivered or skipped.
  private var nextDelivery = 0
  private var failure: PlaybackError?
  private var cancelled = false

  /// A pipeline preparing up to `capacity` frames at once (at least 1).
  init(capacity: Int, label: String) {
    self.capacity = max(1, capacity)
    self.queue = DispatchQueue(label: label, attributes: .concurrent)
    self.slots = DispatchSemaphore(value: self.capacity)
  }

  /// The frames in flight a sink keeps by default: one per core, so that encoding keeps pace with
  /// drawing on every core the machine has (docs/benchmarks.md, *Playback*), and two at least, so that
  /// one frame is prepared while the next is drawn even on one core.
  static var defaultCapacity: Int { min(8, max(2, ProcessInfo.processInfo.activeProcessorCount)) }

  /// Hands a frame's work to a worker: `prepare` runs at once beside other frames' and returns what
  /// delivers the frame, run in submission order. Waits while `capacity` frames are in flight; throws the
  /// first failure of an earlier frame, if there is one, without taking this frame.
  func submit(_ prepare: @escaping @Sendable () throws(PlaybackError) -> Delivery) throws(PlaybackError) {
    if let failure = currentFailure { throw failure }
    slots.wait()
    let sequence = submitted
    submitted += 1
    queue.async { [self] in
      let prepared = Result { () throws(PlaybackError) -> Delivery in try prepare() }
      condition.lock()
      while nextDelivery != sequence { condition.wait() }
      let skip = failure != nil || cancelled
      condition.unlock()
      var failed: PlaybackError?
      if !skip {
        do throws(PlaybackError) {
          try prepared.get()()
        } catch {
          failed = error
        }
      }
      condition.lock()
      if failure == nil, let failed { failure = failed }
      nextDelivery += 1
      condition.broadcast()
      condition.unlock()
      slots.signal()
    }
  }

  /// Waits until every frame submitted is delivered (or skipped after a failure or `cancel`); throws the
  /// first failure.
  func drain() throws(PlaybackError) {
    condition.lock()
    while nextDelivery < submitted { condition.wait() }
    let failure = self.failure
    condition.unlock()
    if let failure { throw failure }
  }

  /// Delivers nothing more: frames not yet delivered are skipped once prepared. Returns at once; `drain`
  /// waits for them.
  func cancel() {
    condition.lock()
    cancelled = true
    condition.unlock()
  }

  private var currentFailure: PlaybackError? {
    condition.lock()
    defer { condition.unlock() }
    return failure
  }
}

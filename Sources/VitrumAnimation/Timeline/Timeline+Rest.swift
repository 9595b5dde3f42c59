/// When a timeline's scene stands still: the moments between changes, which are the states a viewer
/// looks at (a HUD shown, then hidden; a button before and after its morph).
extension Timeline {
  /// The times at which nothing is in motion under `policy`, in increasing order: time 0 when nothing
  /// moves then, and the end of every stretch of motion (the moment its last change arrives). A change
  /// counts as motion from its event's time to the moment it holds its final value, delays included;
  /// instant changes are stretches of no length, so each step of a countdown is a resting time of its own.
  /// Changes that repeat forever never rest and are left out.
  ///
  /// Compiles the timeline for the policy when it was not compiled for it already, which puts the model
  /// back into the nodes: seek again before drawing.
  public func restingTimes(policy: MotionPolicy) -> [Double] {
    // Of spans starting together the longest comes first, so that an instant change at the start of a
    // longer one (a dissolve's swap) falls inside it rather than ending a rest of no length.
    let spans = changeSpans(policy: policy).filter { $0.end.isFinite }.sorted {
      ($0.start, -$0.end) < ($1.start, -$1.end)
    }
    var times: [Double] = []
    var current: (start: Double, end: Double)?
    for span in spans {
      if let open = current, span.start < open.end {
        current = (open.start, max(open.end, span.end))
        continue
      }
      if let open = current { times.append(open.end) }
      current = span
    }
    if let open = current { times.append(open.end) }
    if spans.first.map({ $0.start > 0 }) ?? true { times.insert(0, at: 0) }
    var distinct: [Double] = []
    for t in times where distinct.last != t { distinct.append(t) }
    return distinct
  }
}

extension Timeline {
  /// Every stretch of timeline seconds in which a change happens under `policy` (in no particular order): an
  /// animation from its event to the moment it holds its final value (delays included), an instant change
  /// as a stretch of no length at its time, a change that repeats forever with no end. Between two of
  /// them, and outside all, the scene stands still: any two moments there show the same frame.
  ///
  /// Compiles the timeline for the policy when it was not compiled for it already, which puts the model
  /// back into the nodes: seek again before drawing.
  public func changeSpans(policy: MotionPolicy) -> [(start: Double, end: Double)] {
    let compiled = compiledForm(policy)
    var spans = channels.flatMap(\.motionSpans)
    for presence in presences { spans += presence.segments.map { ($0.start, $0.end) } }
    for fade in compiled.crossFades { spans.append((fade.start, fade.start + fade.duration)) }
    return spans
  }
}

extension Channel {
  /// Each segment's stretch of timeline seconds, from its change to its final value.
  var motionSpans: [(start: Double, end: Double)] { segments.map { ($0.start, $0.end) } }
}

import VitrumAnimation
import VitrumGeometry
import VitrumRender
import VitrumScene

/// A pointer press that reached interactive glass.
public struct PointerPress: Hashable, Sendable {
  /// The glass node pressed.
  public var node: NodeID
  /// Where it was pressed, in the node's own coordinates (those of its outline).
  public var location: Point

  public init(node: NodeID, location: Point) {
    self.node = node
    self.location = location
  }
}

/// The end of a pointer press.
public struct PointerRelease: Hashable, Sendable {
  /// The node the press went to.
  public var node: NodeID
  /// Whether the pointer was still over that node's glass: a click, as most interfaces count one.
  public var isInside: Bool

  public init(node: NodeID, isInside: Bool) {
    self.node = node
    self.isInside = isInside
  }
}

extension Player {
  /// What the scene as it stands shows at a point in its coordinates (points): the topmost node and the
  /// topmost glass, as the player's renderer draws them.
  public func hitTest(_ point: Point) -> HitTestResult { renderer.hitTest(scene, at: point) }

  /// A pointer going down at a point of the scene (points), at timeline time `time` — for a live view, the
  /// time elapsed on its monotonic clock. The press goes to the topmost glass at the point, as the scene
  /// shows it now, if that glass is interactive: it becomes a press event of the timeline at `time`, at
  /// the point in the node's own coordinates, so the frames from `time` on show it (the highlight, the
  /// slight growth) and seeking stays pure — the frame at a time depends on the time alone, presses
  /// included. Returns nil when no interactive glass is there. A press while another is held releases that
  /// one at `time` first.
  ///
  /// A static scene gets an empty timeline to hold its presses.
  @discardableResult
  public func press(at point: Point, time: Double) throws(PlaybackError) -> PointerPress? {
    try Self.check(point, time)
    let hit = hitTest(point)
    if let held = pressedNode {
      pressedNode = nil
      try record { () throws(TimelineError) in try liveTimeline.release(held, at: time) }
    }
    guard let id = hit.glass, let node = scene.node(withID: id) as? PaintedNode,
      node.glass?.isInteractive == true, let local = node.sceneTransform.inverted?.apply(point)
    else { return nil }
    try record { () throws(TimelineError) in try liveTimeline.press(node, at: time, location: local) }
    pressedNode = node
    return PointerPress(node: node.id, location: local)
  }

  /// The pointer going up at a point (points) at timeline time `time`: the node pressed last is released
  /// then (a release event of the timeline). Returns nil when no press is held.
  @discardableResult
  public func release(at point: Point, time: Double) throws(PlaybackError) -> PointerRelease? {
    try Self.check(point, time)
    guard let node = pressedNode else { return nil }
    // Asked before the event is added, which puts the timeline's model back into the nodes.
    let isInside = hitTest(point).glass == node.id
    pressedNode = nil
    try record { () throws(TimelineError) in try liveTimeline.release(node, at: time) }
    return PointerRelease(node: node.id, isInside: isInside)
  }

  /// Changes nodes between frames (a program setting attributes) so that the timeline keeps the change as
  /// the nodes' model (see `Timeline.changeModel(of:_:)`); without a timeline, simply runs `body`.
  public func changeNodes(_ nodes: [Node], _ body: () throws -> Void) rethrows {
    if let timeline {
      try timeline.changeModel(of: nodes, body)
    } else {
      try body()
    }
  }

  /// The timeline that holds presses: the scene's, or an empty one made for a static scene.
  var liveTimeline: Timeline {
    if let timeline { return timeline }
    let made = Timeline(scene: scene)
    timeline = made
    return made
  }

  private func record(_ event: () throws(TimelineError) -> Void) throws(PlaybackError) {
    do {
      try event()
    } catch {
      throw PlaybackError(.invalidArgument, "pointer input: \(error)")
    }
  }

  private static func check(_ point: Point, _ time: Double) throws(PlaybackError) {
    guard point.isFinite else {
      throw PlaybackError(.invalidArgument, "pointer input at (\(point.x), \(point.y)): not a finite point")
    }
    guard time.isFinite, time >= 0 else {
      throw PlaybackError(.invalidArgument, "pointer input at time \(time): not a finite time ≥ 0")
    }
  }
}

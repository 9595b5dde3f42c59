import VitrumScene

/// An insert or a remove of a node.
struct PresenceEvent {
  var time: Double
  var inserting: Bool
  var transition: Transition
  var animation: Animation?
  var sequence: Int
}

/// What one glass node of an entering or leaving subtree does.
enum GlassTreatment {
  /// Grows out of (or shrinks into) a container neighbour.
  case matched(PaintedNode, neighbour: ShapeNode)
  /// Materializes in stages.
  case materialize(PaintedNode)
  /// Morphs from a glass node with the same glass id that left at the same moment.
  case morph(PaintedNode, from: ShapeNode)
  /// Hands its glass to a node morphing out of it (`into`): hidden while its subtree leaves.
  case vanish(PaintedNode, into: PaintedNode)

  var node: PaintedNode {
    switch self {
    case .matched(let node, _), .materialize(let node), .morph(let node, _), .vanish(let node, _): node
    }
  }
}

/// One insert or remove, compiled: the node's appearance (0 absent, 1 present) over time and what it
/// does meanwhile.
struct PresenceSegment {
  let appearance: Segment<Double>
  let inserting: Bool
  /// Effects on the node as a whole (used when no glass treatment applies).
  let effects: [Transition.Effect]
  /// The glass nodes with a treatment; when there are any, the subtree's other content fades instead of
  /// the node taking the effects.
  let treatments: [GlassTreatment]
  /// Whether the other content fades with the tint (materialize) rather than with the appearance.
  let contentFollowsTint: Bool

  var start: Double { appearance.start }
  var end: Double { appearance.end }
}

/// Whether a node is in the tree over time: its inserts and removes with their transitions.
final class PresenceChannel {
  let node: Node
  /// The group the node belongs to in the model.
  let home: GroupNode
  private(set) var events: [PresenceEvent] = []
  var segments: [PresenceSegment] = []

  init(node: Node, home: GroupNode) {
    self.node = node
    self.home = home
  }

  func add(_ event: PresenceEvent) { events.append(event) }

  /// The events in order of time (then of addition).
  var orderedEvents: [PresenceEvent] {
    events.sorted { ($0.time, $0.sequence) < ($1.time, $1.sequence) }
  }

  /// Whether the node is in the tree before its first event: not when that event inserts it.
  var initiallyPresent: Bool { !(orderedEvents.first?.inserting ?? false) }

  /// The segment in force at `time`.
  func segment(at time: Double) -> PresenceSegment? {
    segments.last { $0.start <= time }
  }

  /// Whether the node is in the tree at `time`: after an insert, or during the transition of a remove.
  func isPresent(at time: Double) -> Bool {
    guard let segment = segment(at: time) else { return initiallyPresent }
    return segment.inserting || time < segment.end
  }

  /// Whether the node is in the tree at `time` by its events alone (a remove counts at once), which is
  /// what deciding a transition's neighbours needs before the segments exist.
  func isPresentByEvents(at time: Double) -> Bool {
    guard let last = orderedEvents.last(where: { $0.time <= time }) else { return initiallyPresent }
    return last.inserting
  }

  var completion: Double {
    segments.map(\.end).filter(\.isFinite).max() ?? events.map(\.time).max() ?? 0
  }
}

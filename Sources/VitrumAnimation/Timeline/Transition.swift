/// How a node enters or leaves: effects on the node as a whole, and what its glass does inside a
/// container. The animation comes from the event (`Timeline.insert` / `remove`), as in SwiftUI.
///
/// Effects apply in full when the node is absent and fade to nothing as it arrives (or grow as it leaves):
/// `opacity` from 0, `scale(f)` from the factor f about the centre of the node's bounds, `move(edge)` from
/// beyond that edge of the canvas. The HUD pattern is `[.opacity, .scale(0.95)]`.
///
/// The glass part applies to glass nodes in the entering or leaving subtree:
/// - `matchedGeometry` (the default): inside a container with spacing, a glass shape appearing grows
///   out of the nearest member within the spacing — from a point deep in that member, scaling up as it
///   travels to its place, melted into the member by the container's union — and leaving shrinks back
///   into it. Without such a neighbour the node takes the effects like any other.
/// - `materialize`: the glass fades in by stages — blur first, then refraction and rim, tint last.
/// - `identity`: the glass takes the effects like any other content.
/// When the glass of a subtree follows `matchedGeometry` or `materialize`, the subtree's other content
/// (labels, icons) fades in or out around it instead of taking the effects.
public struct Transition: Hashable, Sendable, CustomStringConvertible {
  /// One effect on the node as a whole.
  public enum Effect: Hashable, Sendable, CustomStringConvertible {
    /// Opacity from 0.
    case opacity
    /// Scale from a factor, about the centre of the node's bounds.
    case scale(Double)
    /// In from beyond an edge of the canvas.
    case move(Edge)

    public var description: String {
      switch self {
      case .opacity: "opacity"
      case .scale(let factor): "scale(\(Animation.rounded(factor)))"
      case .move(let edge): "move(\(edge.rawValue))"
      }
    }

    /// Whether Reduce Motion drops the effect (it is motion, not a change of look).
    var isMotion: Bool {
      if case .opacity = self { return false }
      return true
    }
  }

  /// An edge of the canvas; leading and trailing follow the node's layout direction.
  public enum Edge: String, Hashable, Sendable, CaseIterable {
    case top, bottom, leading, trailing
  }

  /// What glass does as it enters or leaves a container.
  public enum Glass: String, Hashable, Sendable, CaseIterable {
    case matchedGeometry, materialize, identity
  }

  /// The effects, applied in order.
  public var effects: [Effect]
  /// The glass part.
  public var glass: Glass

  /// Creates a transition.
  public init(effects: [Effect] = [.opacity], glass: Glass = .matchedGeometry) {
    self.effects = effects
    self.glass = glass
  }

  /// A fade (glass in containers grows out of its neighbour): the default.
  public static let opacity = Transition()
  /// Nothing: the node appears and disappears at once.
  public static let identity = Transition(effects: [], glass: .identity)
  /// A fade with glass materializing in stages.
  public static let materialize = Transition(effects: [.opacity], glass: .materialize)

  /// A scale from `factor`.
  public static func scale(_ factor: Double) -> Transition { Transition(effects: [.scale(factor)]) }

  /// A move from beyond `edge`.
  public static func move(edge: Edge) -> Transition { Transition(effects: [.move(edge)]) }

  /// Both transitions' effects, this one's first; the glass part is this one's.
  public func combined(with other: Transition) -> Transition {
    Transition(effects: effects + other.effects, glass: glass)
  }

  public var description: String {
    var parts = effects.map(\.description)
    if glass != .matchedGeometry { parts.append("glass \(glass.rawValue)") }
    return parts.isEmpty ? "identity" : parts.joined(separator: " + ")
  }
}

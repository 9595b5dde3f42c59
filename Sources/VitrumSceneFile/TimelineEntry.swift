import VitrumAnimation
import VitrumScene

/// One declaration of a scene file's timeline as the author wrote it: an event's change of one node, a
/// node coming or going, or an implicit animation, with where it is written.
///
/// The timeline itself keeps only what seeking needs; tools that judge how a scene moves (the linter's
/// motion rules) read these to name the entry at fault and to see what the author asked for — which
/// animation, of which attributes, marked decorative or essential.
public struct TimelineEntry {
  /// What the entry declares.
  public enum Kind: String, Sendable {
    /// Attributes set at once (or by the node's implicit animation for them).
    case set
    /// Attributes changed by the entry's animation.
    case animate
    /// An attribute played through keyframes (the animation is their timing as a linear curve).
    case keyframes
    /// The node comes in with a transition.
    case insert
    /// The node leaves with a transition.
    case remove
    /// The node is pressed or released.
    case press, release
    /// Text counted at regular times (the animation, if any, turns each new value over).
    case count
    /// Changes of the attribute that name no animation take this one.
    case implicit
  }

  public let kind: Kind
  /// Timeline seconds (0 for an implicit declaration, which holds throughout).
  public let time: Double
  /// The node the entry changes.
  public let node: Node
  /// The attributes it changes, as the file names them (`translate`, `scale`); empty for insert, remove,
  /// press and release.
  public let attributes: [String]
  /// The animation the entry names; nil when it names none.
  public let animation: Animation?
  /// The transition of an insert or remove (the default opacity when the entry names none).
  public let transition: Transition?
  /// The entry's place in the document, such as `timeline.events[3]`, and where its text starts.
  public let path: DocumentPath
  public let location: SourceLocation

  public init(
    kind: Kind, time: Double, node: Node, attributes: [String], animation: Animation?,
    transition: Transition?,
    path: DocumentPath, location: SourceLocation
  ) {
    self.kind = kind
    self.time = time
    self.node = node
    self.attributes = attributes
    self.animation = animation
    self.transition = transition
    self.path = path
    self.location = location
  }
}

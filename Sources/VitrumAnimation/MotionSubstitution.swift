import VitrumScene

/// A change the motion policy made to one animation, with its reason, so that a report can say why two
/// frames of the same scene differ.
public struct MotionSubstitution: Hashable, Sendable, CustomStringConvertible {
  /// Why the policy stepped in.
  public enum Reason: String, Hashable, Sendable, CaseIterable {
    /// A decorative move, scale, rotation or shape change became a dissolve of its end states: the old
    /// geometry fades out while the new fades in, both drawn at once.
    case decorativeMotion
    /// A decorative animation that repeats (a drifting backdrop, an ambient loop) holds its first frame
    /// while it would play: replacing a loop by a cross-fade would flash a large area.
    case decorativeLoop
    /// A decorative move of a node covering a large part of the canvas (`MotionPolicy.largeAreaShare`)
    /// happened at once: cross-fading it would flash the screen.
    case largeAreaMotion
    /// A decorative spring on an attribute that stays animated (opacity, colour) became an ease-in-out
    /// curve: the change remains, the bounce does not.
    case decorativeSpring
    /// The animation's own alternative for Reduce Motion was played.
    case ownAlternative
    /// A transition's scale or move part was dropped; its opacity part (or a cross-fade) remains.
    case transitionMotion
    /// A glass morph (matched geometry, a morph by glass id) became a cross-fade.
    case glassMorph
    /// A text's animated change of content became a plain swap.
    case textChange
  }

  /// When the substituted animation starts, timeline seconds.
  public var start: Double
  /// When both the original and its replacement are over: from then on the frames are the same again.
  public var end: Double
  /// The node whose attribute changes.
  public var node: NodeID
  /// The attribute (`translate`, `opacity`, …) or `transition`.
  public var attribute: String
  /// What the animation was.
  public var original: String
  /// What plays instead.
  public var replacement: String
  /// Why.
  public var reason: Reason

  /// Creates a record.
  public init(
    start: Double, end: Double, node: NodeID, attribute: String, original: String, replacement: String,
    reason: Reason
  ) {
    self.start = start
    self.end = end
    self.node = node
    self.attribute = attribute
    self.original = original
    self.replacement = replacement
    self.reason = reason
  }

  /// Whether the substitution changes the frame at `time`.
  public func isInEffect(at time: Double) -> Bool { start <= time && time < end }

  public var description: String {
    "\(node).\(attribute) at \(Animation.seconds(start)): \(original) → \(replacement) (\(reason.rawValue))"
  }
}

import VitrumSceneFile

/// A place in a scene file that is not a node: an entry of a declaration list (a timeline's animation, say)
/// that a rule points at directly.
public struct LintPlace: Hashable, Sendable {
  /// Such as `timeline.animations[3].duration`.
  public var path: DocumentPath
  /// Where the entry's text is.
  public var location: SourceLocation

  public init(path: DocumentPath, location: SourceLocation) {
    self.path = path
    self.location = location
  }
}

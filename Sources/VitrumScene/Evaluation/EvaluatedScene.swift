import VitrumGeometry

/// A scene as one frame presents it: canvas, background, environment and the evaluated node tree.
/// The renderer translates it into drawing; `vitrum eval` prints it.
public struct EvaluatedScene: Sendable {
  /// The canvas size in points.
  public var size: Size
  /// Painted under everything.
  public var background: Fill?
  /// The scene's environment (before any group overrides).
  public var environment: SceneEnvironment
  /// The root group.
  public var root: EvaluatedNode

  /// Creates an evaluated scene.
  public init(size: Size, background: Fill?, environment: SceneEnvironment, root: EvaluatedNode) {
    self.size = size
    self.background = background
    self.environment = environment
    self.root = root
  }

  /// The canvas rectangle in points.
  public var bounds: Rect { Rect(origin: .zero, size: size) }
}

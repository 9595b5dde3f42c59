/// How glass shapes inside containers are rendered.
public enum RenderMode: String, Hashable, Sendable, CaseIterable {
  /// Each container group is rendered from one shared capture and one blur, with members melted together
  /// by the container's spacing rule.
  case container
  /// Containers are ignored: every glass shape is captured, blurred and composited on its own.
  case perNode = "per-node"
}

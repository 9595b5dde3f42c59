import VitrumGeometry
import VitrumScene

extension NodeProperty where Value == Point? {
  /// Where a painted node is pressed, in its own coordinates (nil: the centre of its outline); changes at
  /// once.
  public static var pressLocation: NodeProperty<Point?> {
    NodeProperty(
      name: "pressLocation", kind: .discrete, space: .discrete,
      read: { ($0 as? PaintedNode).map { $0.pressLocation } },
      stage: { staged, value in staged.writes.append { ($0 as? PaintedNode)?.pressLocation = value } })
  }
}

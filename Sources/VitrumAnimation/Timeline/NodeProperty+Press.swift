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

extension NodeProperty where Value == PressIllumination? {
  /// The feedback illumination of interactive glass (`PaintedNode.pressIllumination`): a look, so Reduce
  /// Motion keeps its fades; `Timeline.press` gives its spreading an instant alternative.
  public static var pressIllumination: NodeProperty<PressIllumination?> {
    NodeProperty(
      name: "pressIllumination", kind: .appearance,
      space: ValueSpace(
        blend: { from, to, fraction in
          // From none (the node's model: `isPressed` decides) the illumination starts where a press does.
          let start = from ?? .touched
          guard let to else { return fraction > 0 ? nil : from }
          return start.interpolated(to: to, fraction: fraction)
        }, vector: nil),
      read: { ($0 as? PaintedNode).map { $0.pressIllumination } },
      stage: { staged, value in staged.writes.append { ($0 as? PaintedNode)?.pressIllumination = value } })
  }
}

extension NodeProperty where Value == SceneLight {
  /// The light of a scene's environment (`SceneEnvironment.light`): the document's `light`. The channel
  /// belongs to the scene's root; setting it repaints every glass shape.
  public static func light(of scene: Scene) -> NodeProperty<SceneLight> {
    NodeProperty(
      name: "light", kind: .appearance, space: .vector,
      read: { [weak scene] node in
        guard let scene, node === scene.root else { return nil }
        return scene.environment.light
      },
      stage: { [weak scene] staged, value in
        staged.writes.append { _ in scene?.environment.light = PresentedRanges.clamp(value) }
      })
  }
}

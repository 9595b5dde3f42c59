import VitrumGeometry
import VitrumScene

extension DisplayListBuilder {
  /// The glow of a glass's own press in device pixels: centred on the press point, its fill spread over
  /// `spread` of the way to the element's farthest corner.
  static func ownGlow(_ glass: PresentedGlass, transform: AffineMatrix, deviceBounds: Rect) -> GlassGlow? {
    guard let illumination = glass.illumination, let location = glass.pressLocation else { return nil }
    let centre = transform.apply(location)
    guard centre.isFinite, !deviceBounds.isEmpty else { return nil }
    var farthest = 0.0
    for corner in [
      Point(deviceBounds.minX, deviceBounds.minY), Point(deviceBounds.maxX, deviceBounds.minY),
      Point(deviceBounds.minX, deviceBounds.maxY), Point(deviceBounds.maxX, deviceBounds.maxY),
    ] {
      let dx = corner.x - centre.x
      let dy = corner.y - centre.y
      farthest = max(farthest, (dx * dx + dy * dy).squareRoot())
    }
    let glow = GlassGlow(
      x: centre.x, y: centre.y, radius: illumination.spread * farthest,
      core: GlassGlow.coreShare * min(deviceBounds.width, deviceBounds.height),
      intensity: illumination.intensity)
    return glow.isFinite ? glow : nil
  }

  /// Records in `state` the glow each glass of a container catches from its pressed members: glass whose
  /// outline's bounds come within the container's spacing of a pressed member's catch
  /// `GlassGlow.neighbourShare` of that member's glow (the brightest, where several reach it), centred
  /// on the same press point. Both render modes ask this of every container, so spacing-0 containers
  /// draw the same glow either way.
  func shareGlows(
    of container: EvaluatedNode, spacing: Double, toDevice: AffineMatrix, _ state: inout BuildState
  ) {
    guard Self.hasIllumination(container) else { return }
    var members: [(id: NodeID, bounds: Rect, glow: GlassGlow?)] = []
    func visit(_ node: EvaluatedNode, _ parentToDevice: AffineMatrix) {
      guard node.isVisible else { return }
      let nodeToDevice = node.localTransform.then(parentToDevice)
      guard nodeToDevice.isFinite, nodeToDevice.determinant != 0 else { return }
      if node.isGroup {
        if node.containerSpacing != nil { return }
        for child in node.children { visit(child, nodeToDevice) }
        return
      }
      guard let glass = node.glass, !glass.appearance.isInvisible, let shape = outline(of: node) else {
        return
      }
      let transform = Self.glassTransform(glass, shape: shape, toDevice: nodeToDevice)
      let bounds = transform.apply(shape.bounds)
      members.append((node.id, bounds, Self.ownGlow(glass, transform: transform, deviceBounds: bounds)))
    }
    for child in container.children { visit(child, toDevice) }
    let reach = max(0, spacing) * toDevice.meanScale
    for source in members {
      guard let glow = source.glow else { continue }
      for member in members where member.glow == nil && member.id != source.id {
        guard Self.gap(source.bounds, member.bounds) <= reach else { continue }
        var shared = glow
        shared.intensity *= GlassGlow.neighbourShare
        if shared.intensity > state.neighbourGlows[member.id]?.intensity ?? 0 {
          state.neighbourGlows[member.id] = shared
        }
      }
    }
  }

  /// The device transform of a glass outline: the node's, grown about the outline's centre while pressed.
  static func glassTransform(_ glass: PresentedGlass, shape: Shape, toDevice: AffineMatrix) -> AffineMatrix {
    guard glass.outlineScale != 1 else { return toDevice }
    let c = shape.bounds.center
    let s = glass.outlineScale
    return AffineMatrix.translation(-c.x, -c.y).then(.scale(s, s)).then(.translation(c.x, c.y)).then(toDevice)
  }

  /// Whether any glass of a container's own members shows a press illumination.
  static func hasIllumination(_ node: EvaluatedNode) -> Bool {
    if node.glass?.illumination != nil { return true }
    return node.children.contains { $0.containerSpacing == nil && hasIllumination($0) }
  }

  /// The distance between two rectangles (0 where they touch or overlap).
  static func gap(_ a: Rect, _ b: Rect) -> Double {
    let dx = max(0, max(a.minX - b.maxX, b.minX - a.maxX))
    let dy = max(0, max(a.minY - b.maxY, b.minY - a.maxY))
    return (dx * dx + dy * dy).squareRoot()
  }
}

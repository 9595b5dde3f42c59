import VitrumGeometry
import VitrumScene

/// What a frame shows at a point: the topmost node drawn there, and the topmost glass shape.
public struct HitTestResult: Hashable, Sendable, CustomStringConvertible {
  /// The node drawn last at the point (content or glass); nil where only the background is. Inside a
  /// reflection the id is the copy's (`reflection/node`), which names no node of the scene.
  public var node: NodeID?
  /// The glass shape drawn last at the point; nil where there is none. A label drawn over a glass button
  /// is the topmost node there, and the button the topmost glass.
  public var glass: NodeID?

  public init(node: NodeID? = nil, glass: NodeID? = nil) {
    self.node = node
    self.glass = glass
  }

  public var description: String {
    "node \(node.map(\.rawValue) ?? "none"), glass \(glass.map(\.rawValue) ?? "none")"
  }
}

extension DisplayList {
  /// What the list draws at a point in device pixels, read from the commands themselves, so the answer is
  /// what the frame shows: hidden and fully transparent nodes are absent (the builder leaves them out),
  /// transforms are the ones drawn with (a pressed interactive shape's grown outline included), clips and
  /// masks hide what they hide, and glass text is hit on its glyph outlines.
  ///
  /// A point is on a fill or glass shape when the outline covers it (distance at most 0, or the fill
  /// rule); on a stroke within half its width of the path (caps and dashes are not told apart); on an
  /// image inside its frame. A mask lets through where any of its paint with alpha above 0 covers the
  /// point (alpha is not weighed further). A merging container's glass is hit on each member's outline
  /// and, for analytic members, on the bridges the smooth union draws between them, which belong to the
  /// member nearest the point. Curves are flattened to within 0.05 px.
  public func hitTest(atDevicePoint p: Point) -> HitTestResult {
    guard p.isFinite else { return HitTestResult() }
    var walk = HitWalk(point: p)
    walk.run(commands)
    return walk.result
  }
}

/// One pass over a list's commands, keeping whether the open clips and masks let the point through.
private struct HitWalk {
  let point: Point
  var result = HitTestResult()
  /// For each open clip and layer, whether the point is still drawable inside it.
  var open: [Bool] = []
  var isDrawable: Bool { open.last ?? true }

  init(point: Point) { self.point = point }

  mutating func run(_ commands: [DisplayCommand]) {
    for command in commands {
      switch command {
      case .pushClip(let path, let rule, let transform):
        let inside = transform.inverted.map { path.contains($0.apply(point), fillRule: rule) } ?? false
        open.append(isDrawable && inside)
      case .pushLayer(_, let mask):
        var passes = true
        if let mask {
          var inner = HitWalk(point: point)
          inner.run(mask)
          passes = inner.result.node != nil || inner.coversUnnamedPaint
        }
        open.append(isDrawable && passes)
      case .popClip, .popLayer:
        if !open.isEmpty { open.removeLast() }
      case .glass(let item):
        if isDrawable && Self.covers(item, point) {
          result.node = item.nodeID
          result.glass = item.nodeID
        }
      case .glassContainer(let container):
        if isDrawable, let member = Self.member(of: container, at: point) {
          result.node = member
          result.glass = member
        }
      case .fill, .stroke, .image:
        if isDrawable && Self.covers(command, point) {
          if let node = command.node {
            result.node = node
          } else {
            coversUnnamedPaint = true
          }
        }
      }
    }
  }

  /// Whether paint of no node (a scene's background) covers the point: inside a mask it lets through.
  var coversUnnamedPaint = false

  static func covers(_ item: GlassItem, _ p: Point) -> Bool {
    guard let local = item.transform.inverted?.apply(p) else { return false }
    return item.shape.contains(local)
  }

  /// The container member hit at a point: the last member whose outline holds it, otherwise, inside the
  /// smooth union of the analytic members, the member nearest the point.
  static func member(of container: ContainerItem, at p: Point) -> NodeID? {
    if let hit = container.members.last(where: { covers($0, p) }) { return hit.nodeID }
    guard container.blendRadius > 0 else { return nil }
    var field = Double.infinity
    var gradient = Point.zero
    var nearest: (id: NodeID, distance: Double)?
    for member in container.members {
      let scale = member.transform.meanScale
      guard let local = member.transform.inverted?.apply(p), let d = member.shape.distance(at: local),
        let g = member.shape.blendDirection(
          at: local, smoothing: container.blendRadius * SmoothUnion.directionSmoothing / scale)
      else { continue }
      // The glass melts distances in device pixels: the member's own are scaled by its transform, and
      // its direction turned by it.
      let device = d * scale
      let turned = member.transform.applyToVector(g)
      if field.isInfinite {
        (field, gradient) = (device, turned)
      } else {
        let (d, h) = SmoothUnion.blend(
          field, gradient: gradient, device, gradient: turned, k: container.blendRadius)
        (field, gradient) = (d, gradient * h + turned * (1 - h))
      }
      if nearest == nil || device < nearest!.distance { nearest = (member.nodeID, device) }
    }
    return field <= 0 ? nearest?.id : nil
  }

  static func covers(_ command: DisplayCommand, _ p: Point) -> Bool {
    switch command {
    case .fill(let path, let rule, let fill, let transform, let alpha, _):
      guard alpha > 0, fill.mayBeVisible, let local = transform.inverted?.apply(p) else { return false }
      return path.controlPointBounds.contains(local) && path.contains(local, fillRule: rule)
    case .stroke(let path, let stroke, let transform, let alpha, _):
      guard alpha > 0, stroke.fill.mayBeVisible, stroke.width > 0 else { return false }
      let reach = stroke.width * transform.meanScale / 2
      guard transform.apply(path.controlPointBounds).outset(by: reach).contains(p) else { return false }
      let device = path.flattened(tolerance: 0.05 / max(transform.meanScale, 1e-9)).map { line in
        Polyline(points: line.points.map(transform.apply), isClosed: line.isClosed)
      }
      return device.contains { $0.distance(to: p, closed: $0.isClosed) <= reach }
    case .image(_, let frame, let transform, let alpha, _):
      guard alpha > 0, let local = transform.inverted?.apply(p) else { return false }
      return frame.contains(local)
    default:
      return false
    }
  }
}

extension Fill {
  /// Whether any of the fill's colours has alpha above 0.
  var mayBeVisible: Bool {
    switch self {
    case .solid(let color): color.alpha > 0
    case .linearGradient(_, _, let stops), .radialGradient(_, _, let stops):
      stops.contains { $0.color.alpha > 0 }
    }
  }
}

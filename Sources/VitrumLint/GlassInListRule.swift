import VitrumGeometry
import VitrumScene

/// `glass-in-list`: untagged glass that looks like content — glass in the rows of a list, or in a list
/// that scrolls.
///
/// `glass-in-content-layer` reads the layer an author tagged; glass cards in a list are the same mistake
/// left untagged (HIG: lists and their rows are content, glass belongs to the controls floating above).
/// Two signs are read from the structure:
/// - repeated rows: a group with at least `minimumRows` children alike (the same kinds of node in the same
///   arrangement and size) stacked in a column, each holding glass;
/// - a scrolling list: two or more such rows inside a clipped group whose content reaches beyond the clip
///   (a list scrolled beneath it).
/// Glass in a group its author tagged `"layer": "functional"` is taken at its word and not suspected.
public struct GlassInListRule: LintRule {
  public let descriptor = LintRuleDescriptor(
    id: "glass-in-list", severity: .warning,
    summary: "untagged glass in repeated list rows or in a scrolling list: it looks like content, and glass "
      + "belongs to the functional layer")

  /// The fewest alike rows that make a list: two cards are a pair, three a list.
  public var minimumRows: Int

  public init(minimumRows: Int = 3) { self.minimumRows = max(2, minimumRows) }

  public func check(_ context: LintContext) -> [LintIssue] {
    var issues: [LintIssue] = []
    var reported = Set<ObjectIdentifier>()
    for shape in context.glassShapes where shape.layer == .functional && shape.layerSource == nil {
      guard let (list, why) = suspicion(of: shape.node, context),
        reported.insert(ObjectIdentifier(shape.node)).inserted
      else { continue }
      issues.append(
        LintIssue(
          node: shape.node, field: "glass", relatedNodes: [list],
          message:
            "\(context.label(of: shape.node)) is glass \(why) \(context.label(of: list)): rows of a list "
            + "are content, and glass belongs to the functional layer that floats above it",
          fix: "draw the rows without glass and tag the list \"layer\": \"content\", or — if these are "
            + "controls — tag their group \"layer\": \"functional\"",
          outlines: [shape.outline(scale: context.scale)]))
    }
    return issues
  }

  /// The list a glass node seems to be content of, and how it was told: the nearest group above it that
  /// repeats at least `minimumRows` alike rows holding glass; or one repeating two or more, inside a
  /// clipped group whose content reaches beyond the clip (a list scrolled under it).
  func suspicion(of node: Node, _ context: LintContext) -> (GroupNode, String)? {
    var child: Node = node
    var parent = node.parent
    var rows: (list: GroupNode, count: Int)?
    while let group = parent {
      if rows == nil, let alike = alikeRows(in: group), alike.contains(where: { $0 === child }) {
        if alike.count >= minimumRows { return (group, "in one of \(alike.count) alike rows of") }
        rows = (group, alike.count)
      }
      if let rows, overflowsClip(group) {
        return (rows.list, "in one of the \(rows.count) rows of the scrolling list")
      }
      child = group
      parent = group.parent
    }
    return nil
  }

  /// The largest set of a group's children that are alike, hold glass and stand in a column, when there
  /// are at least two.
  func alikeRows(in group: GroupNode) -> [Node]? {
    let visible = group.children.filter { !$0.isHidden && $0.opacity > 0 && Self.holdsGlass($0) }
    guard visible.count >= 2 else { return nil }
    var bySignature: [String: [Node]] = [:]
    for child in visible { bySignature[Self.signature(of: child), default: []].append(child) }
    guard let rows = bySignature.values.max(by: { $0.count < $1.count }), rows.count >= 2,
      Self.formColumn(rows)
    else { return nil }
    return rows
  }

  /// Whether a clipped group's children reach beyond its clip by more than a tenth of it: content that
  /// scrolls beneath the clip.
  func overflowsClip(_ group: GroupNode) -> Bool {
    guard let clip = group.clip?.bounds, clip.width > 0, clip.height > 0 else { return false }
    var content = Rect.null
    for child in group.children where !child.isHidden {
      content = content.union(child.localTransform.apply(child.localPaintBounds))
    }
    guard content.isFinite else { return false }
    return content.height > clip.height * 1.1 || content.width > clip.width * 1.1
  }

  /// Whether a node is glass or holds some.
  static func holdsGlass(_ node: Node) -> Bool {
    if let painted = node as? PaintedNode, painted.hasVisibleGlass { return true }
    return (node as? GroupNode)?.children.contains(where: holdsGlass) ?? false
  }

  /// A node's kind, size (whole points) and, for a group, its children's signatures: rows of a list share
  /// one whatever their text, icons and colours (the size of a text or a path is left out: each row's
  /// differs).
  static func signature(of node: Node) -> String {
    let b = node.localPaintBounds
    var text = node.kindName
    if let shape = node as? ShapeNode { text += ":" + shape.shape.kind }
    let sized = !(node is TextNode) && (node as? ShapeNode)?.shape.kind != "path"
    if sized, !(node is GroupNode) {
      text += b.isFinite ? ":\(Int(b.width.rounded()))x\(Int(b.height.rounded()))" : ":-"
    }
    if let painted = node as? PaintedNode, painted.hasVisibleGlass { text += ":glass" }
    if let group = node as? GroupNode {
      text += "[" + group.children.map(signature).joined(separator: ",") + "]"
    }
    return text
  }

  /// Whether nodes stand one above another: in order of height, each starts below the middle of the one
  /// before (paint bounds include glass shadows, which rows may share) and they overlap horizontally by at
  /// least half the narrower.
  static func formColumn(_ nodes: [Node]) -> Bool {
    let boxes = nodes.map { $0.sceneTransform.apply($0.localPaintBounds) }.sorted { $0.minY < $1.minY }
    for (a, b) in zip(boxes, boxes.dropFirst()) {
      guard b.minY >= a.minY + 0.5 * a.height else { return false }
      let overlap = min(a.maxX, b.maxX) - max(a.minX, b.minX)
      guard overlap >= 0.5 * min(a.width, b.width) else { return false }
    }
    return true
  }
}

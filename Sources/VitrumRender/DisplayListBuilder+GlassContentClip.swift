import VitrumGeometry
import VitrumScene

extension DisplayListBuilder {
  /// The outline, in device pixels, that bounds a group's other content while its glass morphs or grows
  /// (`GroupNode.glassContentClip`): the union of the named glass nodes' outlines as this frame draws
  /// them (a morph's in-between included). nil when none of them is drawn; an empty path when they are
  /// drawn but collapsed to nothing, so the content is hidden with them.
  func glassContentClip(_ ids: [NodeID], root: EvaluatedNode, toDevice: AffineMatrix) -> Path? {
    var path: Path?
    func visit(_ node: EvaluatedNode, _ parentToDevice: AffineMatrix) {
      guard !node.isHidden else { return }
      let nodeToDevice = node.localTransform.then(parentToDevice)
      if ids.contains(node.id) {
        var outline = path ?? Path()
        if nodeToDevice.isFinite, nodeToDevice.determinant != 0, let shape = self.outline(of: node),
          let item = glassItem(for: node, shape: shape, toDevice: nodeToDevice, alpha: 1)
        {
          outline.append(item.shape.path.applying(item.transform))
        }
        path = outline
      }
      for child in node.children { visit(child, nodeToDevice) }
    }
    visit(root, toDevice)
    return path
  }

  /// Appends a content command, inside the clips of the glass its groups belong to.
  func appendContent(_ command: DisplayCommand, _ state: inout BuildState) {
    for clip in state.contentClips {
      state.commands.append(.pushClip(path: clip, fillRule: .nonZero, transform: .identity))
    }
    state.commands.append(command)
    for _ in state.contentClips { state.commands.append(.popClip) }
  }
}

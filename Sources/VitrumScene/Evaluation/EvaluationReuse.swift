/// Evaluated nodes kept from one evaluation of a scene to the next, so that a node whose evaluation comes
/// out the same is handed back as the same object (`Scene.evaluate(reusing:)`).
///
/// A node is evaluated afresh every time, and its result is compared with the one kept for it: every
/// attribute equal and every child and mask the very object kept (so equal in turn). The kept object is
/// then returned instead of the fresh one. Reuse is therefore exact by construction — the evaluation is
/// the fresh one's, whatever changed in the scene, with no notice of changes needed — and what it buys is
/// identity: a consumer (the display-list builder) may keep what it derived from an evaluated node and
/// use it again while the object is the same.
///
/// Values are compared with `==`, under which 0 and −0 are equal: a kept node may carry the other zero
/// than a fresh one would. Nothing drawn tells the two apart. A value that is not a number never equals
/// itself, so a node holding one is never kept.
///
/// Used from one thread at a time, for one scene.
public final class EvaluationReuse {
  /// A node of the scene and the id it is evaluated under (a copy's is prefixed).
  struct Key: Hashable {
    var node: ObjectIdentifier
    var id: NodeID
  }

  /// What the last evaluation kept, and what the one running keeps for the next: nodes evaluated under
  /// their own id by the node alone (hashing the id cost more than the rest of a lookup), copies (a
  /// reflection's, a ghost's, a mask's) by the node and the id.
  private var kept: [ObjectIdentifier: EvaluatedNode] = [:]
  private var keeping: [ObjectIdentifier: EvaluatedNode] = [:]
  private var keptCopies: [Key: EvaluatedNode] = [:]
  private var keepingCopies: [Key: EvaluatedNode] = [:]
  /// Nodes evaluated and nodes handed back kept, over the reuse's life.
  public private(set) var evaluated = 0
  public private(set) var reused = 0

  public init() {}

  /// Starts an evaluation: what the previous one kept becomes what this one may reuse.
  func begin() {
    kept = keeping
    keeping = [:]
    keeping.reserveCapacity(kept.count)
    keptCopies = keepingCopies
    keepingCopies = [:]
  }

  /// The node kept for `node`'s evaluation `fresh` when the two are equal, else `fresh`; kept for the next.
  func reuse(_ fresh: EvaluatedNode, for node: Node) -> EvaluatedNode {
    evaluated += 1
    let own = fresh.id == node.id
    let key = ObjectIdentifier(node)
    let copy = own ? nil : Key(node: key, id: fresh.id)
    var result = fresh
    let candidate = if let copy { keptCopies[copy] } else { kept[key] }
    if let old = candidate, old.sameEvaluation(as: fresh) {
      result = old
      reused += 1
    }
    if let copy { keepingCopies[copy] = result } else { keeping[key] = result }
    return result
  }
}

extension EvaluatedNode {
  /// Whether two evaluated nodes are equal attribute by attribute, with children and mask the same
  /// objects. Lists every stored property (`EvaluationReuseTests` checks the count).
  func sameEvaluation(as other: EvaluatedNode) -> Bool {
    guard children.count == other.children.count, mask === other.mask else { return false }
    for (a, b) in zip(children, other.children) where a !== b { return false }
    return id == other.id && kindName == other.kindName && content == other.content
      && transformComponents == other.transformComponents && localTransform == other.localTransform
      && layoutOffset == other.layoutOffset && opacity == other.opacity && isHidden == other.isHidden
      && isAccessibilityHidden == other.isAccessibilityHidden && environment == other.environment
      && fill == other.fill && stroke == other.stroke && glass == other.glass && clip == other.clip
      && glassContentClip == other.glassContentClip && ghostOf == other.ghostOf
  }

  /// The number of stored properties `sameEvaluation(as:)` compares.
  static let comparedProperties = 18
}

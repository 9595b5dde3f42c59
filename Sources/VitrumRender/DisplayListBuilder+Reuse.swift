import VitrumGeometry
import VitrumScene

/// The commands a renderer's builder drew for each evaluated subtree last frame, drawn again for the same
/// subtree under the same transform, opacity and context instead of being built afresh.
///
/// An evaluated node is immutable, and a scene evaluated with `EvaluationReuse` hands back the very
/// object of the last frame for a subtree that evaluated the same. A subtree's commands depend on that
/// object, the transform and opacity it is drawn under, whether it is in a mask, and the builder's scale
/// and mode — as long as the builder is not inside a container, a batch, a shared glow or a glass content
/// clip (`BuildState.isPlain`) and the subtree reads nothing of the scene outside itself (a group's glass
/// content clip reads the glass it names, wherever it is). Only such subtrees are kept, so the commands
/// drawn again are those a fresh build would append, and the kept list also shares its paths' storage with
/// the previous one, which makes comparing the two (`DisplayListChanges`) cheap.
///
/// Used from one thread at a time, by one renderer.
final class DisplayListReuse {
  struct Entry {
    let node: EvaluatedNode
    let toDevice: AffineMatrix
    let alpha: Double
    let inMask: Bool
    let commands: [DisplayCommand]
    let warnings: [RenderWarning]
  }

  /// What the last build kept, and what the one running keeps for the next.
  private var kept: [ObjectIdentifier: Entry] = [:]
  private var keeping: [ObjectIdentifier: Entry] = [:]
  /// Subtrees the last build found every presented value of finite in, and the running build's.
  private var finite: [ObjectIdentifier: EvaluatedNode] = [:]
  private var findingFinite: [ObjectIdentifier: EvaluatedNode] = [:]
  private var scale = Double.nan
  private var mode = RenderMode.container
  /// Subtrees drawn again and subtrees built, over the reuse's life.
  private(set) var reused = 0
  private(set) var built = 0
  /// The number of commands of the last list built, which the next reserves room for: growing the list
  /// as it is appended to copied its commands over again several times a frame.
  var lastCount = 0

  /// Starts a build at `scale` and `mode`: what the previous build kept becomes what this one may reuse,
  /// unless either changed.
  func begin(scale: Double, mode: RenderMode) {
    if scale == self.scale && mode == self.mode {
      kept = keeping
      finite = findingFinite
    } else {
      kept = [:]
      finite = [:]
    }
    self.scale = scale
    self.mode = mode
    keeping = [:]
    keeping.reserveCapacity(kept.count)
    findingFinite = [:]
  }

  /// The commands kept for `node` drawn under the same transform, opacity and mask, kept again.
  func entry(for node: EvaluatedNode, toDevice: AffineMatrix, alpha: Double, inMask: Bool) -> Entry? {
    let key = ObjectIdentifier(node)
    guard let entry = kept[key], entry.node === node, entry.toDevice == toDevice, entry.alpha == alpha,
      entry.inMask == inMask
    else {
      built += 1
      return nil
    }
    keeping[key] = entry
    reused += 1
    return entry
  }

  func keep(_ entry: Entry) { keeping[ObjectIdentifier(entry.node)] = entry }

  /// Whether the last or the running build found every value of `node`'s subtree finite.
  func isKnownFinite(_ node: EvaluatedNode) -> Bool {
    let key = ObjectIdentifier(node)
    if findingFinite[key] === node { return true }
    guard finite[key] === node else { return false }
    findingFinite[key] = node
    return true
  }

  func noteFinite(_ node: EvaluatedNode) { findingFinite[ObjectIdentifier(node)] = node }
}

extension DisplayListBuilder.BuildState {
  /// Whether nothing around the node being visited changes what its subtree draws (see
  /// `DisplayListReuse`).
  var isPlain: Bool {
    containers.isEmpty && batch == nil && neighbourGlows.isEmpty && contentClips.isEmpty
  }
}

extension DisplayListBuilder {
  /// Visits a node, drawing the commands kept for it when `reuse` has them, and keeping them otherwise.
  func visit(
    _ node: EvaluatedNode, toDevice: AffineMatrix, alpha: Double, inMask: Bool, _ state: inout BuildState
  ) {
    guard let reuse, state.isPlain else {
      visitNode(node, toDevice: toDevice, alpha: alpha, inMask: inMask, &state)
      return
    }
    if let entry = reuse.entry(for: node, toDevice: toDevice, alpha: alpha, inMask: inMask) {
      state.commands.append(contentsOf: entry.commands)
      state.warnings.append(contentsOf: entry.warnings)
      return
    }
    let commands = state.commands.count
    let warnings = state.warnings.count
    let enclosingReadsRoot = state.readsRoot
    state.readsRoot = false
    visitNode(node, toDevice: toDevice, alpha: alpha, inMask: inMask, &state)
    if !state.readsRoot {
      reuse.keep(
        DisplayListReuse.Entry(
          node: node, toDevice: toDevice, alpha: alpha, inMask: inMask,
          commands: Array(state.commands[commands...]), warnings: Array(state.warnings[warnings...])))
    }
    state.readsRoot = state.readsRoot || enclosingReadsRoot
  }

  /// `nonFiniteValue(in:)`, skipping the subtrees `reuse` knows to be finite.
  func firstNonFiniteValue(in node: EvaluatedNode) -> RenderWarning? {
    guard let reuse else { return Self.nonFiniteValue(in: node) }
    return firstNonFiniteValue(in: node, reuse)
  }

  private func firstNonFiniteValue(in node: EvaluatedNode, _ reuse: DisplayListReuse) -> RenderWarning? {
    if reuse.isKnownFinite(node) { return nil }
    if let attribute = Self.nonFiniteAttribute(of: node) {
      return RenderWarning(
        code: .nonFiniteValue, nodeID: node.id, message: "\(attribute) is not a finite number")
    }
    if let mask = node.mask, let found = firstNonFiniteValue(in: mask, reuse) { return found }
    for child in node.children {
      if let found = firstNonFiniteValue(in: child, reuse) { return found }
    }
    reuse.noteFinite(node)
    return nil
  }
}

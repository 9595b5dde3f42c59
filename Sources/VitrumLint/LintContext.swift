import VitrumGeometry
import VitrumRender
import VitrumScene
import VitrumSceneFile

/// The scene at one sampled time, as rules see it: the graph, its display lists and rendered pixels, and
/// the analyses several rules share (the glass shapes, their distance fields, the content beneath them),
/// each computed once on first use.
///
/// Measurements are made in device pixels at `scale`; rules report lengths in points.
public final class LintContext {
  /// What is being linted.
  public let subject: LintSubject
  /// The time (seconds) the scene stands at.
  public let time: Double
  /// Device pixels per point of every measurement.
  public let scale: Double
  let threads: Int?

  /// The scene as it stands at `time`.
  public var scene: Scene { subject.scene }

  /// Per-node rendering: every glass shape is a command of its own, in drawing order, so each can be
  /// measured against the content drawn before it.
  private(set) lazy var perNodeRenderer = CairoRenderer(
    options: .init(scale: scale, mode: .perNode, threads: threads))
  /// Container rendering: what a viewer sees.
  private(set) lazy var containerRenderer = CairoRenderer(
    options: .init(scale: scale, mode: .container, threads: threads))
  /// The per-node display list in the scene's own environment.
  private(set) lazy var perNodeList: DisplayList = perNodeRenderer.displayList(for: scene)
  /// Every glass shape drawn, in drawing order.
  private(set) lazy var glassShapes: [GlassShape] = makeGlassShapes()
  /// Each node's place in drawing order (depth-first, children in order; masks are not drawn).
  private(set) lazy var drawingOrder: [Node: Int] = makeDrawingOrder()

  var fieldCache: [ObjectIdentifier: (margin: Double, field: DistanceField?)] = [:]
  var contentLayerCache: [Int: PixelImage] = [:]

  init(subject: LintSubject, time: Double, scale: Double, threads: Int?) {
    self.subject = subject
    self.time = time
    self.scale = scale
    self.threads = threads
  }

  /// How messages name a node: its author id in backquotes, else its kind and document path, else its
  /// kind and generated id.
  public func label(of node: Node) -> String {
    if !node.id.isGenerated { return "`\(node.id)`" }
    if let path = subject.sourceMap?.source(of: node)?.path { return "the \(node.kindName) at \(path)" }
    return "the \(node.kindName) \(node.id)"
  }

  /// Labels joined for a message: "`a`, `b` and `c`".
  public func labels(of nodes: [Node]) -> String {
    let names = nodes.map(label(of:))
    guard names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + names.last!
  }

  /// The canvas in device pixels.
  var deviceCanvas: Rect {
    Rect(x: 0, y: 0, width: scene.size.width * scale, height: scene.size.height * scale)
  }

  /// Device pixels to points.
  func points(_ devicePixels: Double) -> Double { devicePixels / scale }

  private func makeDrawingOrder() -> [Node: Int] {
    var order: [Node: Int] = [:]
    func visit(_ node: Node) {
      order[node] = order.count
      if let group = node as? GroupNode { for child in group.children { visit(child) } }
    }
    visit(scene.root)
    return order
  }
}

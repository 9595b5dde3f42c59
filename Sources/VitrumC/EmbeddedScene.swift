import CVitrumAPI
import Glibc
import VitrumGeometry
import VitrumPlayback
import VitrumRender
import VitrumScene
import VitrumSceneFile

/// What a `vitrum_scene` handle holds: a scene file's document, played by a `Player` with a
/// `CairoRenderer`, at the time last sought, with the frame drawn last and the C strings handed out.
///
/// `@unchecked Sendable`: a C caller may use a handle from any thread, one at a time (the header's rule),
/// which is all the handle table's lock hands it across.
final class EmbeddedScene: @unchecked Sendable {
  let document: SceneDocument
  let renderer: CairoRenderer
  let player: Player
  /// Timeline seconds the scene shows (the last seek).
  var time = 0.0
  /// How the last frame was drawn and which pixels it changed; nil before the first.
  var lastRedraw: FrameRedraw?
  /// Author ids in drawing order.
  let nodeIDs: [NodeID]
  /// Node ids as C strings, made once each and freed with the scene.
  private var strings: [String: UnsafeMutablePointer<CChar>] = [:]

  /// A scene `load` reads with the renderer's text measurer, so that its stacks lay text out with the
  /// fonts the frames are drawn with (as `vitrum render` does); drawn at the file's scale, else 2.
  init(load: (any TextMeasuring) throws(SceneFileError) -> SceneDocument) throws(SceneFileError) {
    let renderer = CairoRenderer(options: .init(scale: 2))
    let document = try load(renderer.textMeasurer)
    if let scale = document.suggestedScale { renderer.options.scale = scale }
    self.document = document
    self.renderer = renderer
    player = Player(document: document, renderer: renderer)
    var ids: [NodeID] = []
    document.scene.forEachNode { node in
      if document.nodesByID[node.id] === node { ids.append(node.id) }
    }
    nodeIDs = ids
  }

  deinit {
    for pointer in strings.values { free(pointer) }
  }

  var scene: Scene { document.scene }

  /// A node id as a C string that lives as long as the scene.
  func cString(_ id: NodeID) -> UnsafePointer<CChar> {
    if let known = strings[id.rawValue] { return UnsafePointer(known) }
    let made = strdup(id.rawValue)!
    strings[id.rawValue] = made
    return UnsafePointer(made)
  }

  /// The node with an id, or the error a C caller gets.
  func node(_ id: UnsafePointer<CChar>?, _ function: String) throws(CallError) -> Node {
    let text = String(cString: try required(id, function, "node_id"))
    guard let node = document.nodesByID[NodeID(text)] ?? scene.node(withID: NodeID(text)) else {
      throw CallError(VITRUM_ERROR_UNKNOWN_NODE, "\(function): no node has the id \"\(text)\"")
    }
    return node
  }

  /// Shows the time last sought (under the motion policy the environment asks for now), so that hit
  /// tests and presses see what the next frame will draw.
  func present() {
    // `time` is finite (`vitrum_scene_seek` and the players set it), the one thing a seek refuses.
    _ = try? player.timeline?.seek(to: time, policy: player.policy)
  }

  /// Decides the adaptive inks at the time shown, as the player does before each of its frames, for a
  /// frame drawn without it (onto a caller's `cairo_t`).
  func presentInks() throws(RenderError) {
    player.inks.options = renderer.options
    try player.inks.present(at: time, policy: player.policy)
  }

  /// The frame's size in device pixels at the renderer's scale.
  var pixelSize: (width: Int, height: Int) {
    DisplayListBuilder(scale: renderer.options.scale, mode: renderer.options.mode).deviceSize(of: scene)
  }
}

import VitrumGeometry
import VitrumScene

extension SceneFile {
  /// A fill as a scene file writes one — `"#3B82F6"` or a gradient object (`docs/format.md`, *Fills*)
  /// — from JSON text, for programs that set a node's fill from outside Swift. `name` starts the document
  /// path errors give (`fill.stops[1].color: …`).
  public static func decodeFill(json: String, name: String = "fill") throws(SceneFileError) -> Fill {
    try SceneDecoder.fragment().fill(fragment(json, name: name))
  }

  /// Glass as a scene file writes it — `true`, a variant name, or an object (`docs/format.md`,
  /// *Glass*) — from JSON text; nil for `false`.
  public static func decodeGlass(json: String, name: String = "glass") throws(SceneFileError)
    -> GlassMaterial?
  {
    try SceneDecoder.fragment().glass(fragment(json, name: name))
  }

  private static func fragment(_ json: String, name: String) throws(SceneFileError) -> JSONNode {
    JSONNode(try JSONParser.parse(json), path: DocumentPath(root: name))
  }
}

extension SceneDecoder {
  /// A decoder for values outside a document, reading them as the newest format does.
  static func fragment() -> SceneDecoder {
    var decoder = SceneDecoder(baseDirectory: "", limits: .default)
    decoder.version = SceneFile.formatIdentifiers.keys.max() ?? 1
    return decoder
  }
}

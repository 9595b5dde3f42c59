import VitrumScene

/// Where each node of a decoded scene is written in its file: its document path, the location of its
/// object and of each of its fields, and the `lint` allowances written on it and on the document.
///
/// Tools that report problems about a scene rather than about its syntax (the linter) use it to point at
/// the node's text the way the decoder points at a bad value: `Scenes/x.json:14:9`, `root.children[2]`.
/// The decoder builds nodes in document order — each element of a `children` array becomes the child at the
/// same index, a `mask` the group's mask — so the map is recovered by walking the parsed JSON and the scene
/// side by side, without the decoder keeping anything.
///
/// The map holds the nodes it describes; it stays correct while the scene's structure is unchanged (moving
/// or adding nodes afterwards leaves the new ones unmapped).
public struct SceneSourceMap {
  /// Where one node is written.
  public struct NodeSource: Sendable {
    /// The node's place in the document, such as `root.children[2]`.
    public let path: DocumentPath
    /// The node object's opening brace.
    public let location: SourceLocation
    /// The location of each of the node's keys, by key.
    public let fieldLocations: [String: SourceLocation]
    /// The rules the author allows on this node and its subtree.
    public let allowances: [LintAllowance]

    /// The location of a field's key, or of the node's opening brace when the node does not write it.
    public func location(ofField key: String?) -> SourceLocation {
      key.flatMap { fieldLocations[$0] } ?? location
    }
  }

  /// The rules the author allows in the whole scene (the document's top-level `lint`).
  public let documentAllowances: [LintAllowance]
  private let sources: [Node: NodeSource]

  /// Maps the nodes of `scene`, decoded from `document`. Nodes the walk cannot match (the structure
  /// changed after decoding) are left out.
  init(document: JSONValue, scene: Scene) throws(SceneFileError) {
    let top = JSONNode(document)
    var documentAllowances: [LintAllowance] = []
    var sources: [Node: NodeSource] = [:]
    guard case .object(let members) = document.kind else {
      self.documentAllowances = []
      self.sources = [:]
      return
    }
    for member in members {
      switch member.key {
      case "lint":
        documentAllowances = try SceneDecoder.lintAllowances(
          JSONNode(member.value, path: top.path.appending(key: "lint")))
      case "root":
        try Self.map(member.value, path: top.path.appending(key: "root"), to: scene.root, into: &sources)
      default:
        break
      }
    }
    self.documentAllowances = documentAllowances
    self.sources = sources
  }

  /// Where `node` is written, or nil for a node this map does not know.
  public func source(of node: Node) -> NodeSource? { sources[node] }

  /// The number of nodes mapped.
  public var count: Int { sources.count }

  private static func map(
    _ value: JSONValue, path: DocumentPath, to node: Node, into sources: inout [Node: NodeSource]
  ) throws(SceneFileError) {
    guard case .object(let members) = value.kind else { return }
    var fields: [String: SourceLocation] = [:]
    var allowances: [LintAllowance] = []
    for member in members {
      fields[member.key] = member.keyLocation
      let memberPath = path.appending(key: member.key)
      switch member.key {
      case "lint":
        allowances = try SceneDecoder.lintAllowances(JSONNode(member.value, path: memberPath))
      case "children":
        guard let group = node as? GroupNode, case .array(let elements) = member.value.kind,
          elements.count == group.children.count
        else { break }
        for (index, element) in elements.enumerated() {
          try map(
            element, path: memberPath.appending(index: index), to: group.children[index], into: &sources)
        }
      case "mask":
        guard let mask = (node as? GroupNode)?.mask else { break }
        try map(member.value, path: memberPath, to: mask, into: &sources)
      default:
        break
      }
    }
    sources[node] = NodeSource(
      path: path, location: value.location, fieldLocations: fields, allowances: allowances)
  }
}

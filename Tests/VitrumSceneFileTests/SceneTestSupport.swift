import Foundation
import VitrumGeometry

@testable import VitrumSceneFile

/// Files of the repository, found from this source file's path so tests run from any directory.
enum Repository {
  /// The package root: this file is `Tests/VitrumSceneFileTests/SceneTestSupport.swift`.
  static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let scenes = root.appendingPathComponent("Scenes")
  static let schema = scenes.appendingPathComponent("schema/vitrum-scene.schema.json")
  static let brokenScenes = root.appendingPathComponent("Tests/VitrumSceneFileTests/Broken")

  /// Every bundled scene: `Scenes/*.json` and `Scenes/assets/*.json`, sorted. (The schema lives in
  /// `Scenes/schema/`, out of the way of `Scenes/*.json`.)
  static var bundledScenes: [URL] {
    jsonFiles(in: scenes) + jsonFiles(in: scenes.appendingPathComponent("assets"))
  }

  /// The `.json` files directly in `folder`, sorted by name.
  static func jsonFiles(in folder: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
  }
}

/// A JSON document as a plain, editable tree that keeps member order and every number's literal text,
/// so that tests can mutate documents and write them back exactly.
indirect enum JSONTree: Equatable, Sendable {
  case null
  case bool(Bool)
  /// A number as written, such as `-0`, `1.50` or `1e999`.
  case number(String)
  case string(String)
  case array([JSONTree])
  case object([Member])

  struct Member: Equatable, Sendable {
    var key: String
    var value: JSONTree
  }

  /// One step into a document.
  enum Step: Hashable, Sendable {
    case key(String)
    case index(Int)
  }

  init(_ value: JSONValue) {
    switch value.kind {
    case .null: self = .null
    case .bool(let flag): self = .bool(flag)
    case .number(_, let literal): self = .number(literal)
    case .string(let text): self = .string(text)
    case .array(let elements): self = .array(elements.map(JSONTree.init))
    case .object(let members): self = .object(members.map { Member(key: $0.key, value: JSONTree($0.value)) })
    }
  }

  /// Parses `text` with the scene file's own parser.
  init(parsing text: String) throws {
    self.init(try JSONParser.parse(text))
  }

  /// The value of a number, or nil.
  var number: Double? {
    if case .number(let literal) = self { return Double(literal) }
    return nil
  }

  /// The document on one line, numbers exactly as their literals.
  var text: String {
    switch self {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let literal): return literal
    case .string(let string): return Self.quoted(string)
    case .array(let elements): return "[" + elements.map(\.text).joined(separator: ", ") + "]"
    case .object(let members):
      return "{" + members.map { Self.quoted($0.key) + ": " + $0.value.text }.joined(separator: ", ") + "}"
    }
  }

  static func quoted(_ string: String) -> String { MessageText.quoted(string) }

  /// The value at `path`, or nil.
  subscript(path: [Step]) -> JSONTree? {
    var node = self
    for step in path {
      switch (step, node) {
      case (.key(let key), .object(let members)):
        guard let member = members.first(where: { $0.key == key }) else { return nil }
        node = member.value
      case (.index(let index), .array(let elements)) where elements.indices.contains(index):
        node = elements[index]
      default:
        return nil
      }
    }
    return node
  }

  /// Applies `body` to the value at `path`; does nothing if there is none.
  mutating func modify(_ path: ArraySlice<Step>, _ body: (inout JSONTree) -> Void) {
    guard let step = path.first else {
      body(&self)
      return
    }
    switch (step, self) {
    case (.key(let key), .object(var members)):
      guard let i = members.firstIndex(where: { $0.key == key }) else { return }
      members[i].value.modify(path.dropFirst(), body)
      self = .object(members)
    case (.index(let index), .array(var elements)) where elements.indices.contains(index):
      elements[index].modify(path.dropFirst(), body)
      self = .array(elements)
    default:
      return
    }
  }

  /// A copy with the value at `path` replaced.
  func replacing(_ path: [Step], with value: JSONTree) -> JSONTree {
    var copy = self
    copy.modify(path[...]) { $0 = value }
    return copy
  }

  /// A copy without the member or element `path` names.
  func removing(_ path: [Step]) -> JSONTree {
    guard let last = path.last else { return self }
    var copy = self
    copy.modify(path.dropLast()) { parent in
      switch (last, parent) {
      case (.key(let key), .object(let members)): parent = .object(members.filter { $0.key != key })
      case (.index(let index), .array(var elements)) where elements.indices.contains(index):
        elements.remove(at: index)
        parent = .array(elements)
      default: break
      }
    }
    return copy
  }

  /// A copy with a member added at the end of the object at `path`.
  func adding(key: String, value: JSONTree, at path: [Step]) -> JSONTree {
    var copy = self
    copy.modify(path[...]) { node in
      if case .object(var members) = node {
        members.append(Member(key: key, value: value))
        node = .object(members)
      }
    }
    return copy
  }

  /// Every value in the document with its path, the document itself first, in document order.
  var allPaths: [(path: [Step], value: JSONTree)] {
    var result: [(path: [Step], value: JSONTree)] = []
    func visit(_ node: JSONTree, _ path: [Step]) {
      result.append((path, node))
      switch node {
      case .array(let elements):
        for (i, element) in elements.enumerated() { visit(element, path + [.index(i)]) }
      case .object(let members):
        for member in members { visit(member.value, path + [.key(member.key)]) }
      default: break
      }
    }
    visit(self, [])
    return result
  }

  /// `path` as the decoder writes document paths: `root.children[2].glass.tint`.
  static func describe(_ path: [Step]) -> String {
    var documentPath = DocumentPath()
    for step in path {
      switch step {
      case .key(let key): documentPath = documentPath.appending(key: key)
      case .index(let index): documentPath = documentPath.appending(index: index)
      }
    }
    return documentPath.description
  }
}

/// The error `body` throws as a ``SceneFileError``, `nil` if it throws nothing; other errors are returned
/// as an `.io` error naming them, so that a test notices them.
func decodeError(_ body: () throws -> Void) -> SceneFileError? {
  do {
    try body()
    return nil
  } catch let error as SceneFileError {
    return error
  } catch {
    return SceneFileError(.io, "unexpected error type: \(error)")
  }
}

extension SeededRandom {
  /// A number in `0..<bound`; the modulo bias is irrelevant for fuzzing.
  mutating func below(_ bound: Int) -> Int { index(bound) }

  /// True `percent` times in a hundred.
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

  mutating func element<T>(of items: [T]) -> T { items[below(items.count)] }
}

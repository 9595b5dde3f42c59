import Foundation
import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumSceneFile

/// A node's `transform` in a file becomes transform components: a matrix array the matrix component, the
/// object form the matching components. Either way the node lands exactly where it always did.
@Suite("Transform components in files")
struct TransformFormatTests {
  static func node(_ transform: String, anchor: String? = nil) throws -> Node {
    let anchorField = anchor.map { #", "anchor": \#($0)"# } ?? ""
    let text = """
      {"format": "vitrum-scene/1", "canvas": {"width": 100, "height": 100}, "root": {"children": [
        {"type": "rect", "id": "r", "frame": [0, 0, 10, 10], "transform": \(transform)\(anchorField)}
      ]}}
      """
    return try #require(
      try SceneFile.decode(Data(text.utf8), baseDirectory: Repository.scenes.path).nodesByID["r"])
  }

  static func error(_ transform: String) -> SceneFileError? {
    decodeError { _ = try node(transform) }
  }

  @Test func matrixArrayIsTheMatrixComponent() throws {
    let n = try Self.node("[2, 0.5, 0.25, 2, 5, 5]")
    #expect(
      n.transformComponents
        == TransformComponents(matrix: AffineMatrix(a: 2, b: 0.5, c: 0.25, d: 2, tx: 5, ty: 5)))
  }

  @Test func objectFormIsTheComponents() throws {
    let n = try Self.node(#"{"scale": [1, -1], "rotate": 22.5, "translate": [0, 300]}"#, anchor: "[0, 150]")
    #expect(
      n.transformComponents
        == TransformComponents(
          scaleX: 1, scaleY: -1, rotation: 22.5, translation: Point(0, 300), anchor: Point(0, 150)))
    let uniform = try Self.node(#"{"scale": 1.5}"#)
    #expect(uniform.scaleX == 1.5 && uniform.scaleY == 1.5)
  }

  @Test func objectFormMayCarryAMatrix() throws {
    let n = try Self.node(#"{"matrix": [1, 0, 0.25, 1, 0, 0], "rotate": -15}"#)
    #expect(n.transformComponents.matrix == AffineMatrix(a: 1, b: 0, c: 0.25, d: 1, tx: 0, ty: 0))
    #expect(n.rotation == -15)
  }

  /// The local transform is the very matrix the decoder computed before components existed.
  @Test func placementIsBitForBitUnchanged() throws {
    let n = try Self.node(#"{"scale": 1.5, "rotate": 10, "translate": [4, 5]}"#, anchor: "[200, 150]")
    let before = AffineMatrix.identity.then(.scale(1.5, 1.5)).then(.rotation(10 * .pi / 180))
      .then(.translation(4, 5))
    let beforeLocal = AffineMatrix.translation(-200, -150).then(before).then(.translation(200, 150))
    #expect(n.localTransform == beforeLocal)
  }

  @Test func badTransformsAreLocated() throws {
    let singular = try #require(Self.error(#"{"matrix": [1, 2, 2, 4, 0, 0]}"#))
    #expect(singular.code == .invalidValue)
    #expect(singular.documentPath == "root.children[0].transform.matrix")
    #expect(singular.message == "the matrix is singular (determinant 0)")
    let zero = try #require(Self.error(#"{"scale": [0, 1]}"#))
    #expect(zero.documentPath == "root.children[0].transform.scale")
    let unknown = try #require(Self.error(#"{"rotation": 3}"#))
    #expect(unknown.code == .unknownField)
    #expect(unknown.message.contains("expected one of: matrix, scale, rotate, translate"))
    let underflow = try #require(Self.error(#"{"scale": 1e-200}"#))
    #expect(underflow.documentPath == "root.children[0].transform")
    #expect(underflow.message == "the transform is singular (determinant 0)")
  }

  /// Encoding writes each component as stored, so decoding gives the same components back, and a
  /// matrix alone stays an array as before.
  @Test func encodingKeepsTheComponents() throws {
    let box = Rect(x: 0, y: 0, width: 10, height: 10)
    let parts = ShapeNode(id: "parts", .rect(box))
    parts.transformComponents = TransformComponents(
      matrix: AffineMatrix(a: 1, b: 0, c: 0.3, d: 1, tx: 0, ty: 0), scaleX: 0.95, scaleY: 0.95,
      rotation: 0.1 + 0.2, translation: Point(1.5, -2), anchor: Point(5, 5))
    let matrixOnly = ShapeNode(id: "matrix", .rect(box))
    matrixOnly.transform = .translation(0, 40)
    let stretched = ShapeNode(id: "stretched", .rect(box))
    stretched.scaleY = 3
    let scene = Scene(size: Size(100, 100)) {
      parts
      matrixOnly
      stretched
    }
    let data = try SceneFile.encode(scene)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""transform": [1, 0, 0, 1, 0, 40]"#))
    #expect(text.contains(#""transform": {"scale": [1, 3]}"#))
    let decoded = try SceneFile.decode(data, baseDirectory: Repository.scenes.path)
    for (id, node) in [("parts", parts), ("matrix", matrixOnly), ("stretched", stretched)] {
      #expect(decoded.nodesByID[NodeID(id)]?.transformComponents == node.transformComponents, "\(id)")
    }
  }

  @Test func encoderRefusesWhatTheDecoderRefuses() throws {
    let node = ShapeNode(id: "n", .rect(Rect(x: 0, y: 0, width: 1, height: 1)))
    node.scaleX = 0
    node.rotation = 5
    #expect(throws: SceneEncodingError.self) { try SceneFile.encode(Scene(size: Size(10, 10)) { node }) }
    do {
      _ = try SceneFile.encode(Scene(size: Size(10, 10)) { node })
    } catch let error as SceneEncodingError {
      #expect(error.description == "root.children[0].transform.scale: a scale of 0 collapses the node")
    }
    node.scaleX = 1
    node.rotation = 40000
    do {
      _ = try SceneFile.encode(Scene(size: Size(10, 10)) { node })
      Issue.record("a rotation beyond ±36000° was encoded")
    } catch let error as SceneEncodingError {
      #expect(error.description.hasPrefix("root.children[0].transform.rotate:"))
    }
  }
}

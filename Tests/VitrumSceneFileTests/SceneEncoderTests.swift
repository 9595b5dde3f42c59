import Foundation
import Testing
import VitrumGeometry
import VitrumRender
import VitrumScene

@testable import VitrumSceneFile

@Suite("Scene encoder")
struct SceneEncoderTests {
  /// Every difference between two scenes, as `PATH: WHAT`; empty when they are the same.
  static func differences(_ a: Scene, _ b: Scene) -> [String] {
    var found: [String] = []
    func check<T: Equatable>(_ x: T, _ y: T, _ what: String, _ path: String) {
      if x != y { found.append("\(path): \(what) \(x) ≠ \(y)") }
    }
    check(a.size, b.size, "size", "canvas")
    check(a.background, b.background, "background", "canvas")
    check(a.environment, b.environment, "environment", "")
    func paint(_ x: PaintedNode, _ y: PaintedNode, _ path: String) {
      check(x.fill, y.fill, "fill", path)
      check(x.stroke, y.stroke, "stroke", path)
      check(x.glass, y.glass, "glass", path)
      check(x.isPressed, y.isPressed, "pressed", path)
      check(x.unionID, y.unionID, "unionID", path)
      check(x.glassID, y.glassID, "glassID", path)
    }
    func compare(_ x: Node, _ y: Node, _ path: String) {
      guard type(of: x) == type(of: y) else {
        found.append("\(path): \(x.kindName) ≠ \(y.kindName)")
        return
      }
      check(
        x.id.isGenerated ? "(generated)" : x.id.rawValue, y.id.isGenerated ? "(generated)" : y.id.rawValue,
        "id", path)
      check(x.transformComponents, y.transformComponents, "transform", path)
      check(x.opacity, y.opacity, "opacity", path)
      check(x.isHidden, y.isHidden, "hidden", path)
      check(x.isAccessibilityHidden, y.isAccessibilityHidden, "accessibilityHidden", path)
      switch (x, y) {
      case (let x as ShapeNode, let y as ShapeNode):
        check(x.shape, y.shape, "shape", path)
        paint(x, y, path)
      case (let x as TextNode, let y as TextNode):
        check(x.text, y.text, "text", path)
        check(x.font, y.font, "font", path)
        check(x.origin, y.origin, "origin", path)
        check(x.alignment, y.alignment, "alignment", path)
        check(x.spacing, y.spacing, "spacing", path)
        check(x.wrapWidth, y.wrapWidth, "wrapWidth", path)
        paint(x, y, path)
      case (let x as ReflectionNode, let y as ReflectionNode):
        check(x.source?.id, y.source?.id, "source", path)
        check(x.startOpacity, y.startOpacity, "startOpacity", path)
        check(x.fadeEnd, y.fadeEnd, "fadeEnd", path)
        check(x.offset, y.offset, "offset", path)
      case (let x as ImageNode, let y as ImageNode):
        check(x.path, y.path, "path", path)
        check(x.frame, y.frame, "frame", path)
      case (let x as GroupNode, let y as GroupNode):
        if let x = x as? ContainerNode, let y = y as? ContainerNode {
          check(x.spacing, y.spacing, "spacing", path)
        }
        check(x.clip, y.clip, "clip", path)
        check(x.layer, y.layer, "layer", path)
        check(x.layoutDirection, y.layoutDirection, "layoutDirection", path)
        check(x.layout, y.layout, "stack", path)
        check(x.colorScheme, y.colorScheme, "colorScheme", path)
        check(x.reduceTransparency, y.reduceTransparency, "reduceTransparency", path)
        check(x.increaseContrast, y.increaseContrast, "increaseContrast", path)
        check(x.light, y.light, "light", path)
        switch (x.mask, y.mask) {
        case (nil, nil): break
        case (let m?, let n?): compare(m, n, path + ".mask")
        default: found.append("\(path): one mask is missing")
        }
        check(x.children.count, y.children.count, "child count", path)
        for (i, (m, n)) in zip(x.children, y.children).enumerated() {
          compare(m, n, path + ".children[\(i)]")
        }
      default:
        found.append("\(path): unexpected node classes \(x) and \(y)")
      }
    }
    compare(a.root, b.root, "root")
    return found
  }

  /// The display list as text, with generated ids (`#12`), which differ between two decodes, blanked.
  static func displayList(_ scene: Scene) -> String {
    let text = DisplayListBuilder(scale: 1, mode: .perNode).build(scene).text
    return text.replacingOccurrences(of: "#[0-9]+", with: "#", options: .regularExpression)
  }

  static func roundTrip(_ document: SceneDocument, folder: String) throws -> (
    data: Data, decoded: SceneDocument
  ) {
    let data = try SceneFile.encode(
      document.scene, suggestedScale: document.suggestedScale, imageBase: folder)
    let decoded = try SceneFile.decode(data, baseDirectory: folder, file: "encoded.json")
    return (data, decoded)
  }

  @Test(arguments: Repository.bundledScenes)
  func bundledSceneSurvivesEncoding(_ file: URL) throws {
    let original = try SceneFile.load(path: file.path)
    let folder = file.deletingLastPathComponent().path
    let (data, decoded) = try Self.roundTrip(original, folder: folder)
    #expect(Self.differences(original.scene, decoded.scene) == [])
    #expect(decoded.suggestedScale == original.suggestedScale)
    #expect(Set(decoded.nodesByID.keys) == Set(original.nodesByID.keys))
    let list = Self.displayList(original.scene)
    #expect(list.split(separator: "\n").count > 2)
    #expect(list == Self.displayList(decoded.scene))
    // Encoding is stable: the decoded copy encodes to the very same bytes.
    let again = try SceneFile.encode(decoded.scene, suggestedScale: decoded.suggestedScale, imageBase: folder)
    #expect(String(decoding: again, as: UTF8.self) == String(decoding: data, as: UTF8.self))
    // And the output is valid by the schema too.
    let result = SchemaTests.validator.validate(try JSONTree(parsing: String(decoding: data, as: UTF8.self)))
    #expect(result.errors.isEmpty, "\(result.errors.prefix(5))")
  }

  @Test(arguments: SchemaTests.kitchenSinks)
  func kitchenSinkSurvivesEncoding(_ sink: String) throws {
    let original = try SceneFile.decode(Data(sink.utf8), baseDirectory: Repository.scenes.path)
    let (data, decoded) = try Self.roundTrip(original, folder: Repository.scenes.path)
    #expect(Self.differences(original.scene, decoded.scene) == [])
    #expect(Self.displayList(original.scene) == Self.displayList(decoded.scene))
    let result = SchemaTests.validator.validate(try JSONTree(parsing: String(decoding: data, as: UTF8.self)))
    #expect(result.errors.isEmpty, "\(result.errors.prefix(5))")
  }

  @Test func outputLooksHandWritten() throws {
    let scene = Scene(size: Size(600, 400), background: .solid(Color(hex: "#0B1D51")!)) {
      ShapeNode(id: "pill", .capsule(Rect(x: 40, y: 40, width: 240, height: 64)), glass: .regular)
      ShapeNode(.circle(center: Point(0.1, -0.0), radius: 1e-7), fill: .solid(Color(hex: "#FFFFFF80")!))
    }
    let text = String(decoding: try SceneFile.encode(scene, suggestedScale: 2), as: UTF8.self)
    #expect(
      text == """
        {
          "format": "vitrum-scene/1",
          "canvas": {"width": 600, "height": 400, "scale": 2, "background": "#0B1D51"},
          "root": {
            "children": [
              {"type": "capsule", "id": "pill", "frame": [40, 40, 240, 64], "glass": "regular"},
              {"type": "circle", "center": [0.1, -0], "radius": 1e-7, "fill": "#FFFFFF80"}
            ]
          }
        }

        """)
  }

  @Test(arguments: [
    (0.0, "0"), (-0.0, "-0"), (40, "40"), (-12.5, "-12.5"), (0.1, "0.1"), (1e-7, "1e-7"),
    (1e15, "1000000000000000"), (1e16, "1e16"),
    (123_456_789_012_345, "123456789012345"), (2.5e-300, "2.5e-300"), (-1.5e20, "-1.5e20"),
    (0.9659258262890683, "0.9659258262890683"),
  ])
  func numbersAreShortestExact(value: Double, text: String) throws {
    #expect(OutputJSONPrinter.format(value) == text)
    #expect(Double(text) == value && Double(text)?.sign == value.sign)
  }

  @Test func stringsAreEscaped() {
    #expect(OutputJSONPrinter.quoted("a\"b\\c\nd\u{1}é🎨") == #""a\"b\\c\nd\u0001é🎨""#)
  }

  @Test func imagePathsAreRelativeToTheBaseWhenInside() throws {
    let assets = Repository.scenes.appendingPathComponent("assets/backdrop.png").path
    func src(_ path: String, base: String?) throws -> String? {
      let scene = Scene(size: Size(10, 10)) {
        ImageNode(path: path, frame: Rect(x: 0, y: 0, width: 10, height: 10))
      }
      let tree = try JSONTree(
        parsing: String(decoding: try SceneFile.encode(scene, imageBase: base), as: UTF8.self))
      if case .string(let s)? = tree[[.key("root"), .key("children"), .index(0), .key("src")]] { return s }
      return nil
    }
    #expect(try src(assets, base: Repository.scenes.path) == "assets/backdrop.png")
    #expect(try src(assets, base: Repository.scenes.path + "/") == "assets/backdrop.png")
    #expect(try src(assets, base: Repository.scenes.appendingPathComponent("assets").path) == "backdrop.png")
    // Outside the base: absolute, so the document still finds it wherever it is written.
    #expect(try src(assets, base: "/elsewhere") == assets)
    #expect(try src("/a/../b/./c.png", base: "/elsewhere") == "/b/c.png")
    // No base: as given.
    #expect(try src("x/y.png", base: nil) == "x/y.png")
  }

  @Test func writeIsAtomicAndReadable() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "vitrum-encoder-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = try SceneFile.load(path: Repository.scenes.appendingPathComponent("mirror.json").path)
    let target = folder.appendingPathComponent("copy.json").path
    try Data("old".utf8).write(to: URL(fileURLWithPath: target))
    try SceneFile.write(original.scene, suggestedScale: original.suggestedScale, to: target)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["copy.json"])
    // The backdrop is outside the folder, so its path is absolute and the copy still renders the same.
    let copy = try SceneFile.load(path: target)
    #expect(Self.differences(original.scene, copy.scene) == [])
    // A scene that cannot be encoded leaves the old file alone.
    let broken = Scene(size: Size(10, 10)) {
      ShapeNode(.rect(Rect(x: 0, y: 0, width: 1, height: 1))).withOpacity(2)
    }
    #expect(throws: SceneEncodingError.self) { try SceneFile.write(broken, to: target) }
    #expect(try SceneFile.load(path: target).scene.root.children.count == original.scene.root.children.count)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["copy.json"])
  }

  /// Scenes the decoder would refuse are refused by the encoder, naming the place.
  @Test func unencodableScenesAreRefused() throws {
    func error(_ scene: Scene) -> SceneEncodingError? {
      do {
        _ = try SceneFile.encode(scene)
        return nil
      } catch {
        return error as? SceneEncodingError
      }
    }
    let box = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(
      error(Scene(size: Size(10, 10)) { ShapeNode(.rect(box)).withOpacity(2) })?.description
        == "root.children[0].opacity: 2.0 is not a number between 0 and 1")
    let singular = ShapeNode(.rect(box))
    singular.transform = .scale(0, 1)
    #expect(
      error(Scene(size: Size(10, 10)) { singular })?.description
        == "root.children[0].transform: the transform is singular (determinant 0)")
    #expect(
      error(
        Scene(size: Size(10, 10)) {
          ShapeNode(id: "a", .rect(box)); ShapeNode(id: "a", .rect(box))
        })?.description
        == "root.children[1].id: duplicate id \"a\"")
    #expect(
      error(Scene(size: Size(0, 10)))?.description
        == "canvas.width: 0.0 is not a number greater than 0 and at most 4096")
    #expect(
      error(Scene(size: Size(10, 10), root: GroupNode(id: "top")))?.description
        == "root: the root group cannot have an id (it has \"top\")")
    var path = Path()
    path.line(to: Point(1, 1))
    #expect(
      error(Scene(size: Size(10, 10)) { ShapeNode(.path(path, fillRule: .nonZero)) })?.description
        == "root.children[0].d: path data must start with a move")
    #expect(
      error(Scene(size: Size(10, 10)) { ShapeNode(.circle(center: Point(.nan, 0), radius: 1)) })?.description
        == "root.children[0].center: nan is beyond the coordinate limit of ±1000000")
    #expect(
      error(
        Scene(size: Size(10, 10)) {
          ShapeNode(.rect(box), fill: .linearGradient(start: .zero, end: .zero, stops: []))
        })?
        .description == "root.children[0].fill.linear.stops: a gradient needs 2 to 256 stops, found 0")
    var glass = GlassMaterial.regular
    glass.rimIntensity = 3
    #expect(
      error(Scene(size: Size(10, 10)) { ShapeNode(.rect(box), glass: glass) })?.description
        == "root.children[0].glass.rimIntensity: 3.0 is not a number between 0 and 1")
    var deep: Node = ShapeNode(.rect(box))
    for _ in 0..<70 { deep = GroupNode { deep } }
    #expect(error(Scene(size: Size(10, 10)) { deep })?.message == "nodes nested deeper than 64 levels")
  }

  /// Generated ids are left out; author ids and every default are written only when needed.
  @Test func defaultsAndGeneratedIDsAreLeftOut() throws {
    let scene = Scene(size: Size(10, 10)) {
      GroupNode { TextNode("hi", font: Font(size: 12), origin: Point(1, 2)) }
    }
    let text = String(decoding: try SceneFile.encode(scene), as: UTF8.self)
    #expect(!text.contains("\"id\""))
    #expect(
      text.contains(#""children": [{"type": "text", "text": "hi", "font": {"size": 12}, "origin": [1, 2]}]"#))
  }
}

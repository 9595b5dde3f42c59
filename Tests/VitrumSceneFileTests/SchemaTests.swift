import Foundation
import Testing
import VitrumSceneFile

/// Holds `Scenes/schema/vitrum-scene.schema.json` against the decoder, so that the two cannot drift apart: the
/// bundled scenes must match the schema, both must accept the same fields on every kind of object, and
/// systematic mutations of a document using every field must be accepted or refused by both alike.
@Suite("Schema")
struct SchemaTests {
  static let validator: SchemaValidator = {
    do {
      return try SchemaValidator(
        schema: JSONTree(parsing: String(contentsOf: Repository.schema, encoding: .utf8)))
    } catch {
      fatalError("cannot load \(Repository.schema.path): \(error)")
    }
  }()

  /// A valid document with every node type, every field and every form of each value (glass as a
  /// boolean, a name and an object; fills as colours and both gradients; transforms as matrices and
  /// objects, one with a matrix inside; a clip of each shape type). Images resolve against `Scenes/`.
  static let kitchenSink = #"""
    {
      "format": "vitrum-scene/1",
      "lint": {"allow": [{"rule": "glass-on-glass", "reason": "the sink stacks every kind of glass"}]},
      "canvas": {
        "width": 400, "height": 300, "scale": 2,
        "background": {"radial": {"center": [200, 150], "radius": 300, "stops": [[0, "#FFF"], [0.5, "#8080FF80"], [1, "#000A"]]}}
      },
      "environment": {
        "colorScheme": "dark", "layoutDirection": "rightToLeft", "reduceMotion": true,
        "reduceTransparency": false, "increaseContrast": false, "layer": "functional",
        "light": {"angle": 120, "intensity": 0.5}
      },
      "root": {
        "type": "group",
        "transform": {"scale": 1.5, "rotate": 10, "translate": [4, 5]},
        "anchor": [200, 150], "opacity": 0.9, "hidden": false, "accessibilityHidden": false,
        "layer": "functional", "layoutDirection": "leftToRight",
        "clip": {"type": "rect", "frame": [0, 0, 400, 300]},
        "mask": {"type": "rect", "frame": [0, 0, 400, 300], "fill": "#000"},
        "children": [
          {
            "type": "image", "id": "backdrop", "src": "assets/backdrop.png", "frame": [0, 0, 400, 300],
            "transform": [1, 0, 0, 1, 3, 4], "anchor": [1, 1], "opacity": 1, "hidden": false, "accessibilityHidden": true
          },
          {
            "type": "rect", "id": "r", "frame": [10, 10, 50, 40],
            "fill": {"linear": {"start": [0, 0], "end": [0, 40], "stops": [[0, "#112233"], [1, "#44556677"]]}},
            "stroke": {"fill": "#FFFFFF", "width": 2, "cap": "round", "join": "bevel", "dash": [4, 2]},
            "glass": false, "pressed": false, "unionID": "u1",
            "transform": [2, 0.5, 0.25, 2, 5, 5], "anchor": [1, 2], "opacity": 0.5, "hidden": true, "accessibilityHidden": false
          },
          {
            "type": "roundedRect", "id": "rr", "frame": [70, 10, 80, 40], "cornerRadius": 12,
            "glass": {
              "variant": "clear", "tint": "#3B82F6", "prominent": true, "interactive": true, "blur": 3,
              "refraction": 20, "bezel": 8,
              "rimWidth": 0.5, "rimIntensity": 0.7, "saturation": 1.2, "tone": 0.3, "dimming": 0.1,
              "shadow": {"radius": 6, "opacity": 0.2, "offset": -2}
            },
            "pressed": true, "pressLocation": [12, 8]
          },
          {
            "type": "capsule", "frame": [160, 10, 80, 30], "glass": true,
            "stroke": {"fill": {"radial": {"center": [200, 25], "radius": 40, "stops": [[0, "#FFF"], [1, "#FFF0"]]}}}
          },
          {"type": "circle", "id": "c", "center": [280, 30], "radius": 20, "glass": "regular", "fill": "#FFF8"},
          {"type": "ellipse", "frame": [320, 10, 60, 40], "glass": {"shadow": false}},
          {
            "type": "path", "id": "p", "d": "M0 0 L10 0 L5 8 Z", "fillRule": "evenodd", "fill": "#F00",
            "glass": {"variant": "identity", "shadow": true}
          },
          {
            "type": "text", "id": "t", "text": "12:34",
            "font": {"family": "DejaVu Sans", "size": 24, "weight": "bold", "slant": "italic"},
            "origin": [20, 120], "alignment": "center", "spacing": {"digit": 0.7, "separator": 0.25},
            "fill": "#FFF", "glass": "clear"
          },
          {"type": "text", "text": "label", "font": {"size": 12}, "origin": [20, 150], "spacing": "timerDigits"},
          {
            "type": "group", "id": "g", "layer": "content", "layoutDirection": "rightToLeft",
            "transform": {"scale": [1, -1], "translate": [0, 300]}, "anchor": [0, 150], "opacity": 0.8,
            "hidden": false, "accessibilityHidden": true,
            "clip": {"type": "roundedRect", "frame": [0, 0, 10, 10], "cornerRadius": 2},
            "mask": {"type": "group", "children": [{"type": "circle", "center": [5, 5], "radius": 5, "fill": "#000"}]},
            "children": [{"type": "rect", "frame": [0, 0, 4, 4], "fill": "#0F0"}]
          },
          {"type": "group", "clip": {"type": "capsule", "frame": [0, 0, 20, 8]}, "children": []},
          {"type": "group", "clip": {"type": "circle", "center": [4, 4], "radius": 3}},
          {"type": "group", "clip": {"type": "ellipse", "frame": [0, 0, 9, 5]}},
          {"type": "group", "clip": {"type": "path", "d": "M0 0 L1 0 L0 1 Z", "fillRule": "nonzero"}},
          {
            "type": "container", "id": "k", "spacing": 8, "layer": "functional", "layoutDirection": "leftToRight",
            "lint": {"allow": [{"rule": "union-single-member", "reason": "one"}, {"rule": "x2", "reason": "two"}]},
            "transform": {"matrix": [1, 0, 0.25, 1, 0, 0], "rotate": -15}, "anchor": [100, 200], "opacity": 1, "hidden": false, "accessibilityHidden": false,
            "clip": {"type": "rect", "frame": [0, 0, 400, 300]},
            "mask": {"type": "rect", "frame": [0, 0, 400, 300], "fill": "#000"},
            "children": [
              {"type": "circle", "id": "k1", "center": [100, 200], "radius": 20, "glass": "regular", "unionID": "u"},
              {"type": "circle", "id": "k2", "center": [300, 200], "radius": 20, "glass": "regular", "unionID": "u"}
            ]
          }
        ]
      }
    }
    """#

  static func decode(_ document: JSONTree) -> SceneFileError? {
    decodeError { _ = try SceneFile.decode(Data(document.text.utf8), baseDirectory: Repository.scenes.path) }
  }

  @Test func schemaIsLoadableAndUsesOnlySupportedKeywords() throws {
    // Loading runs the keyword check; reaching this line means it passed.
    let schema = Self.validator.schema
    #expect(schema[[.key("$schema")]] == .string("https://json-schema.org/draft/2020-12/schema"))
  }

  @Test(arguments: Repository.bundledScenes)
  func bundledSceneMatchesSchema(_ file: URL) throws {
    let document = try JSONTree(parsing: String(contentsOf: file, encoding: .utf8))
    let result = Self.validator.validate(document)
    #expect(result.errors.isEmpty, "\(file.lastPathComponent): \(result.errors.prefix(10))")
    #expect(decodeError { _ = try SceneFile.load(path: file.path) } == nil)
  }

  @Test func bundledScenesAreFound() {
    #expect(Repository.bundledScenes.count >= 9)
  }

  /// The kitchen sinks of both format versions.
  static let kitchenSinks = [kitchenSink, kitchenSinkV2]

  @Test(arguments: kitchenSinks)
  func kitchenSinkIsValidForBoth(_ sink: String) throws {
    let document = try JSONTree(parsing: sink)
    let result = Self.validator.validate(document)
    #expect(result.errors.isEmpty, "\(result.errors)")
    #expect(Self.decode(document) == nil, "\(String(describing: Self.decode(document)))")
  }

  /// The node types the decoder accepts, read from its own error message, match the schema's list.
  @Test func nodeTypesMatch() throws {
    let document = try JSONTree(parsing: Self.kitchenSink)
    let path: [JSONTree.Step] = [.key("root"), .key("children"), .index(1), .key("type")]
    let error = try #require(Self.decode(document.replacing(path, with: .string("zzzzzzzz"))))
    let decoderTypes = Self.quotedStrings(in: error.message).filter { $0 != "zzzzzzzz" }
    let schemaTypes = Self.validator.schema[[
      .key("$defs"), .key("nodeV2"), .key("properties"), .key("type"), .key("enum"),
    ]]
    guard case .array(let names)? = schemaTypes else {
      Issue.record("the schema has no node type enum")
      return
    }
    #expect(Set(decoderTypes) == Set(names.compactMap { if case .string(let s) = $0 { s } else { nil } }))
    #expect(decoderTypes.count >= 9)
  }

  /// On every object of the kitchen sink, the fields the decoder reads (listed in its unknown-field
  /// message) are exactly the properties the schema allows there.
  @Test(arguments: kitchenSinks)
  func decoderAndSchemaAcceptTheSameFields(_ sink: String) throws {
    let document = try JSONTree(parsing: sink)
    let allowed = Self.validator.validate(document, annotate: true).allowedProperties
    var checked = 0
    for (path, value) in document.allPaths {
      guard case .object = value else { continue }
      let location = JSONTree.describe(path)
      let mutated = document.adding(key: "zzzzzzzz", value: .number("1"), at: path)
      guard let error = Self.decode(mutated) else {
        Issue.record("\(location): the decoder accepts an unknown field")
        continue
      }
      #expect(error.code == .unknownField, "\(location): \(error)")
      #expect(error.documentPath == location, "\(error)")
      let marker = "; expected one of: "
      guard let range = error.message.range(of: marker) else {
        Issue.record("\(location): no field list in \"\(error.message)\"")
        continue
      }
      let decoderFields = Set(error.message[range.upperBound...].components(separatedBy: ", "))
      #expect(
        decoderFields == allowed[location],
        "\(location): decoder \(decoderFields.sorted()), schema \((allowed[location] ?? []).sorted())")
      #expect(
        !Self.validator.validate(mutated).errors.isEmpty, "\(location): the schema accepts an unknown field")
      checked += 1
    }
    // The document, canvas, gradients, environment, root, nodes, clips, glass, shadow, font, spacing, …
    #expect(checked >= 40)
  }

  /// One mutation of the kitchen sink and whether both must refuse it or merely agree.
  struct Mutation {
    var category: String
    var location: String
    var document: JSONTree
    var bothRefuse: Bool
  }

  /// Systematic mutations: wrong types, out-of-range numbers, bad enum values, removed members and
  /// elements, and unknown fields, at every place in the kitchen sink.
  static func mutations(of document: JSONTree) -> [Mutation] {
    var result: [Mutation] = []
    func add(_ category: String, _ path: [JSONTree.Step], _ mutated: JSONTree, bothRefuse: Bool) {
      result.append(
        Mutation(
          category: category, location: JSONTree.describe(path), document: mutated, bothRefuse: bothRefuse))
    }
    for (path, value) in document.allPaths {
      let key: String? = path.reversed().lazy.compactMap { if case .key(let k) = $0 { k } else { nil } }.first
      // A matrix element, a gradient offset or a keyframe offset set to 0 can make a matrix singular,
      // stops or keyframes run backwards, and a timeline's duration can leave events after its end,
      // which only the decoder checks.
      let decoderOnlyNumbers =
        path.contains(.key("stops")) || key == "matrix" || key == "offset"
        || (key == "transform" && path.last != .key("transform"))
        || path == [.key("timeline"), .key("duration")]
      // Node references name ids the decoder knows; the schema sees strings.
      let references: Set<String> = ["node", "insert", "remove", "press", "release"]
      switch value {
      case .object:
        add(
          "unknown field", path, document.adding(key: "tnit", value: .string("#FFF"), at: path),
          bothRefuse: true)
      case .string:
        add("wrong type", path, document.replacing(path, with: .number("7")), bothRefuse: true)
        // Free-form strings stay valid; paths and image files are checked by the decoder alone.
        if key != "src" && key != "d" && !references.contains(key ?? "") {
          add("bad enum or format", path, document.replacing(path, with: .string("bogus")), bothRefuse: false)
        }
      case .number:
        add("wrong type", path, document.replacing(path, with: .string("7")), bothRefuse: true)
        add("out of range", path, document.replacing(path, with: .number("1e300")), bothRefuse: true)
        add("out of range", path, document.replacing(path, with: .number("-1e300")), bothRefuse: true)
        if !decoderOnlyNumbers {
          add("boundary", path, document.replacing(path, with: .number("0")), bothRefuse: false)
          add("boundary", path, document.replacing(path, with: .number("-1")), bothRefuse: false)
          add("boundary", path, document.replacing(path, with: .number("4.5")), bothRefuse: false)
        }
      case .bool(let flag):
        add(
          "wrong type", path, document.replacing(path, with: flag ? .string("yes") : .null), bothRefuse: true)
      default:
        break
      }
      if let last = path.last {
        if case .key = last {
          add("missing member", path, document.removing(path), bothRefuse: false)
        } else {
          add("missing element", path, document.removing(path), bothRefuse: false)
        }
      }
    }
    return result
  }

  @Test(arguments: kitchenSinks)
  func mutationsAreJudgedAlikeBySchemaAndDecoder(_ sink: String) throws {
    let document = try JSONTree(parsing: sink)
    let mutations = Self.mutations(of: document)
    var disagreements: [String] = []
    var refusedByBoth: [String: Int] = [:]
    for mutation in mutations {
      let decoderError = Self.decode(mutation.document)
      let schemaErrors = Self.validator.validate(mutation.document).errors
      let decoderRefuses = decoderError != nil
      let schemaRefuses = !schemaErrors.isEmpty
      if decoderRefuses && schemaRefuses { refusedByBoth[mutation.category, default: 0] += 1 }
      // Removing or renaming a node the timeline names breaks a reference only the decoder can follow.
      let brokenReference = !schemaRefuses && decoderError?.message.hasPrefix("unknown node id") == true
      if brokenReference { continue }
      if mutation.bothRefuse ? !(decoderRefuses && schemaRefuses) : decoderRefuses != schemaRefuses {
        disagreements.append(
          "\(mutation.category) at \(mutation.location): decoder "
            + (decoderError.map { "refuses (\($0))" } ?? "accepts") + ", schema "
            + (schemaRefuses ? "refuses (\(schemaErrors[0]))" : "accepts"))
      }
    }
    let listing = disagreements.prefix(25).joined(separator: "\n")
    #expect(disagreements.isEmpty, "\(disagreements.count) of \(mutations.count):\n\(listing)")
    // Every category the brief names produced real refusals, not just agreement on acceptance.
    for category in [
      "unknown field", "wrong type", "out of range", "bad enum or format", "missing member", "boundary",
    ] {
      #expect(refusedByBoth[category, default: 0] >= 5, "\(category): \(refusedByBoth)")
    }
  }

  /// Hand-picked mistakes of each kind, with the decoder's exact complaint.
  @Test(arguments: [
    (
      [JSONTree.Step.key("root"), .key("children"), .index(4)], "tint", JSONTree.string("#FFF"),
      SceneFileError.Code.unknownField
    ),
    ([.key("canvas")], "widht", .number("10"), .unknownField),
  ])
  func addedFieldIsRefusedByBoth(
    path: [JSONTree.Step], key: String, value: JSONTree, code: SceneFileError.Code
  ) throws {
    let document = try JSONTree(parsing: Self.kitchenSink).adding(key: key, value: value, at: path)
    #expect(Self.decode(document)?.code == code)
    #expect(!Self.validator.validate(document).errors.isEmpty)
  }

  @Test(arguments: [
    // Wrong type: a frame written as a string.
    (
      [JSONTree.Step.key("root"), .key("children"), .index(1), .key("frame")], JSONTree.string("10 10 50 40"),
      SceneFileError.Code.type
    ),
    // Out of range: opacity above 1.
    ([.key("root"), .key("opacity")], .number("1.5"), .invalidValue),
    // Bad enum: a misspelt variant.
    (
      [.key("root"), .key("children"), .index(2), .key("glass"), .key("variant")], .string("claer"),
      .invalidValue
    ),
    // Bad enum: British spelling of an alignment.
    ([.key("root"), .key("children"), .index(7), .key("alignment")], .string("centre"), .invalidValue),
    // Negative canvas size.
    ([.key("canvas"), .key("width")], .number("-400"), .invalidValue),
    // Canvas beyond the limit.
    ([.key("canvas"), .key("height")], .number("9000"), .limit),
  ])
  func replacedValueIsRefusedByBoth(path: [JSONTree.Step], value: JSONTree, code: SceneFileError.Code) throws
  {
    let document = try JSONTree(parsing: Self.kitchenSink).replacing(path, with: value)
    let error = Self.decode(document)
    #expect(error?.code == code, "\(String(describing: error))")
    #expect(error?.documentPath == JSONTree.describe(path))
    #expect(!Self.validator.validate(document).errors.isEmpty)
  }

  @Test(arguments: [
    [JSONTree.Step.key("format")], [.key("canvas"), .key("height")],
    [.key("root"), .key("children"), .index(4), .key("radius")],
    [.key("root"), .key("children"), .index(7), .key("font"), .key("size")],
    [.key("root"), .key("children"), .index(0), .key("src")],
    [.key("root"), .key("children"), .index(2), .key("glass"), .key("shadow"), .key("radius")],
  ])
  func removedFieldIsJudgedAlike(path: [JSONTree.Step]) throws {
    let document = try JSONTree(parsing: Self.kitchenSink).removing(path)
    let error = Self.decode(document)
    let schemaRefuses = !Self.validator.validate(document).errors.isEmpty
    #expect((error != nil) == schemaRefuses, "\(String(describing: error))")
    if let error {
      #expect(error.code == .missingField)
      #expect(error.message == "missing required field \"\(JSONTree.describe([path.last!]))\"")
    }
  }

  /// The complete examples in `docs/format.md` (its ```json blocks) are valid for both.
  @Test func formatExamplesAreValid() throws {
    let format = try String(
      contentsOf: Repository.root.appendingPathComponent("docs/format.md"), encoding: .utf8)
    let blocks = format.components(separatedBy: "```json\n").dropFirst().map {
      $0.components(separatedBy: "```")[0]
    }
    #expect(!blocks.isEmpty)
    for block in blocks {
      let document = try JSONTree(parsing: block)
      #expect(Self.validator.validate(document).errors == [])
      #expect(Self.decode(document) == nil, "\(String(describing: Self.decode(document)))")
    }
  }

  static func quotedStrings(in text: String) -> [String] {
    text.components(separatedBy: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
  }
}

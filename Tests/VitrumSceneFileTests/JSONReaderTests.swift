import Testing
import VitrumSceneFile

@Suite("JSON reader")
struct JSONReaderTests {
  /// The document `text` as a node named `root`.
  func root(_ text: String) throws -> JSONNode {
    JSONNode(try JSONParser.parse(text), path: DocumentPath(root: "root"))
  }

  // MARK: Paths

  @Test func pathsRenderLikeSwiftExpressions() {
    let root = DocumentPath(root: "root")
    #expect(root.description == "root")
    let tint = root.appending(key: "children").appending(index: 2).appending(key: "glass")
      .appending(key: "tint")
    #expect(tint.description == "root.children[2].glass.tint")
    #expect(tint.components == [.key("children"), .index(2), .key("glass"), .key("tint")])
    #expect(DocumentPath().description == "")
    #expect(DocumentPath().appending(key: "a").appending(key: "b").description == "a.b")
    #expect(DocumentPath().appending(index: 0).appending(index: 1).description == "[0][1]")
    #expect(root.appending(key: "corner-radius").description == "root.corner-radius")
    #expect(root.appending(key: "a b").description == #"root["a b"]"#)
    #expect(root.appending(key: "x.y").description == #"root["x.y"]"#)
    #expect(root.appending(key: "2d").description == #"root["2d"]"#)
    #expect(root.appending(key: "").description == #"root[""]"#)
    #expect(root.appending(key: "say \"hi\"").description == #"root["say \"hi\""]"#)
  }

  @Test func nodesCarryPathsDownTheTree() throws {
    let text = """
      {
        "children": [
          {"id": "a"},
          {"id": "b"},
          {"id": "c", "glass": {"tint": "blue"}}
        ]
      }
      """
    let document = try root(text).object()
    let children = try document.required("children").array()
    #expect(children.map(\.path.description) == ["root.children[0]", "root.children[1]", "root.children[2]"])
    let tint = try children[2].object().required("glass").object().required("tint")
    #expect(tint.path.description == "root.children[2].glass.tint")
    #expect(tint.location.description == "5:35")
    #expect(try tint.string() == "blue")

    let error = tint.error(.invalidValue, ##"expected a colour like "#RRGGBB" or "#RRGGBBAA""##)
      .withFile("Scenes/x.json")
    #expect(error.code == .invalidValue)
    #expect(
      error.description
        == "Scenes/x.json:5:35: root.children[2].glass.tint: "
        + ##"expected a colour like "#RRGGBB" or "#RRGGBBAA""##
    )
  }

  @Test func documentPathCanBeEmpty() throws {
    let node = JSONNode(try JSONParser.parse(#"{"a": [true]}"#))
    let element = try node.object().required("a").array()[0]
    #expect(element.path.description == "a[0]")
    let error = try #require(sceneFileError { try node.double() })
    #expect(error.description == "1:1: expected a number, found an object")
  }

  // MARK: Scalars

  struct TypeCase: Sendable, CustomStringConvertible {
    var text: String
    var accessor: Accessor
    var message: String
    var description: String { "\(accessor) of \(text)" }
  }

  enum Accessor: Sendable {
    case string, double, int, bool, array, object
  }

  func read(_ node: JSONNode, with accessor: Accessor) throws(SceneFileError) {
    switch accessor {
    case .string: _ = try node.string()
    case .double: _ = try node.double()
    case .int: _ = try node.int()
    case .bool: _ = try node.bool()
    case .array: _ = try node.array()
    case .object: _ = try node.object()
    }
  }

  @Test(
    arguments: [
      TypeCase(text: #""1""#, accessor: .double, message: "expected a number, found a string"),
      TypeCase(text: "[]", accessor: .object, message: "expected an object, found an array"),
      TypeCase(text: "{}", accessor: .array, message: "expected an array, found an object"),
      TypeCase(text: "null", accessor: .string, message: "expected a string, found null"),
      TypeCase(text: "1", accessor: .bool, message: "expected a boolean, found a number"),
      TypeCase(text: "false", accessor: .int, message: "expected a number, found a boolean"),
      TypeCase(text: "1.5", accessor: .int, message: "expected an integer, found 1.5"),
      TypeCase(text: "1e30", accessor: .int, message: "expected an integer, found 1e30"),
      TypeCase(
        text: "9223372036854775808", accessor: .int,
        message: "expected an integer, found 9223372036854775808"),
    ])
  func typeMismatchesAreLocatedAtTheValue(_ mismatch: TypeCase) throws {
    let text = "{\n  \"value\": \(mismatch.text)\n}"
    let node = try root(text).object().required("value")
    let error = try #require(
      sceneFileError { try read(node, with: mismatch.accessor) })
    #expect(error.code == .type)
    #expect(error.message == mismatch.message)
    #expect(error.line == 2 && error.column == 12)
    #expect(error.documentPath == "root.value")
  }

  @Test func scalarsReadBack() throws {
    let values = try root(
      #"["text", 0.25, -3, 2.0, 1e3, 9223372036854775807, -9223372036854775808, true, null]"#
    ).array()
    #expect(try values[0].string() == "text")
    #expect(try values[1].double() == 0.25)
    #expect(try values[2].int() == -3)
    #expect(try values[3].int() == 2)
    #expect(try values[4].int() == 1000)
    #expect(try values[5].int() == Int.max)
    #expect(try values[6].int() == Int.min)
    #expect(try values[7].bool() == true)
    #expect(values[8].isNull)
    #expect(!values[7].isNull)
  }

  @Test func rangesAreChecked() throws {
    let values = try root("[0.5, 1.5, 7, -1]").array()
    #expect(try values[0].double(in: 0...1) == 0.5)
    let tooBig = try #require(sceneFileError { try values[1].double(in: 0...1) })
    #expect(tooBig.code == .invalidValue)
    #expect(tooBig.message == "expected a number between 0 and 1, found 1.5")
    #expect(tooBig.description == "1:7: root[1]: expected a number between 0 and 1, found 1.5")
    let fractional = try #require(
      sceneFileError { try values[3].double(in: 0.25...0.75) })
    #expect(fractional.message == "expected a number between 0.25 and 0.75, found -1")

    #expect(try values[2].int(in: 0...10) == 7)
    let outside = try #require(sceneFileError { try values[3].int(in: 0...10) })
    #expect(outside.code == .invalidValue)
    #expect(outside.message == "expected an integer between 0 and 10, found -1")
    let wrongType = try #require(sceneFileError { try values[1].int(in: 0...10) })
    #expect(wrongType.code == .type)
  }

  @Test func oneOfSuggestsNearMisses() throws {
    let styles = ["regular", "clear", "identity"]
    let values = try root(#"["clear", "glassy", "claer", "Clear", 3]"#).array()
    #expect(try values[0].oneOf(styles) == "clear")

    let unrelated = try #require(sceneFileError { try values[1].oneOf(styles) })
    #expect(unrelated.code == .invalidValue)
    #expect(unrelated.message == #"expected one of "regular", "clear", "identity", found "glassy""#)
    #expect(unrelated.column == 11)

    let swapped = try #require(sceneFileError { try values[2].oneOf(styles) })
    #expect(
      swapped.message
        == #"expected one of "regular", "clear", "identity", found "claer" (did you mean "clear"?)"#)
    let capitalised = try #require(sceneFileError { try values[3].oneOf(styles) })
    #expect(capitalised.message.hasSuffix(#"found "Clear" (did you mean "clear"?)"#))

    let number = try #require(sceneFileError { try values[4].oneOf(styles) })
    #expect(number.code == .type)
    #expect(number.message == #"expected one of "regular", "clear", "identity", found a number"#)
    let single = try #require(sceneFileError { try values[1].oneOf(["clear"]) })
    #expect(single.message == #"expected "clear", found "glassy""#)
  }

  // MARK: Objects

  @Test func missingFieldsAreReportedAtTheOpeningBrace() throws {
    let text = """
      {
        "children": [
          {"id": "a", "frame": [0, 0, 1, 1]},
          {"id": "b"}
        ]
      }
      """
    let children = try root(text).object().required("children").array()
    #expect(try children[0].object().required("frame").array().count == 4)
    let error = try #require(
      sceneFileError { try children[1].object().required("frame") })
    #expect(error.code == .missingField)
    #expect(error.message == #"missing required field "frame""#)
    #expect(error.description == #"4:5: root.children[1]: missing required field "frame""#)
  }

  @Test func optionalAndHas() throws {
    let object = try root(#"{"a": 1, "b": null}"#).object()
    #expect(object.has("a"))
    #expect(!object.has("z"))
    #expect(object.optional("z") == nil)
    let b = try #require(object.optional("b"))
    #expect(b.isNull)
    #expect(b.path.description == "root.b")
    #expect(object.keys == ["a", "b"])
    // Asking with `has` counts as reading, so nothing is left over.
    try object.finish()
  }

  @Test func unknownFieldSuggestsTheClosestKnownField() throws {
    let text = """
      {
        "glass": {
          "style": "clear",
          "tnit": "#FFFFFF"
        }
      }
      """
    let glass = try root(text).object().required("glass").object()
    _ = try glass.required("style").oneOf(["regular", "clear"])
    _ = glass.optional("tint")
    _ = glass.optional("blur")
    let error = try #require(sceneFileError { try glass.finish() })
    #expect(error.code == .unknownField)
    #expect(error.message == #"unknown field "tnit" (did you mean "tint"?)"#)
    #expect(error.description == #"4:5: root.glass: unknown field "tnit" (did you mean "tint"?)"#)
  }

  @Test func unknownFieldListsTheKnownFieldsWhenNothingIsClose() throws {
    let object = try root(#"{"id": "a", "foo": 1, "bar": 2}"#).object()
    _ = try object.required("id")
    _ = object.optional("frame")
    _ = object.optional("glass")
    let error = try #require(sceneFileError { try object.finish() })
    // The first unread member in document order.
    #expect(error.message == #"unknown field "foo"; expected one of: id, frame, glass"#)
    #expect(error.line == 1 && error.column == 13)
    #expect(error.documentPath == "root")

    let empty = try root(#"{"x": 1}"#).object()
    let emptyError = try #require(sceneFileError { try empty.finish() })
    #expect(emptyError.message == #"unknown field "x"; expected an empty object"#)
  }

  @Test func readersShareWhatHelpersRead() throws {
    let object = try root(#"{"frame": [0, 0, 10, 10], "id": "x"}"#).object()
    func readFrame(_ reader: ObjectReader) throws(SceneFileError) -> Int {
      try reader.required("frame").array().count
    }
    #expect(try readFrame(object) == 4)
    #expect(try object.required("id").string() == "x")
    try object.finish()
  }

  @Test func objectLevelErrorsPointAtTheBrace() throws {
    let object = try root("[\n  {\"a\": 1, \"b\": 2}\n]").array()[0].object()
    let error = object.error(.invalidValue, #""a" and "b" cannot both be set"#)
    #expect(error.description == #"2:3: root[0]: "a" and "b" cannot both be set"#)
  }
}

import Foundation
import Testing
import VitrumSceneFile

@Suite("JSON parser")
struct JSONParserTests {
  // MARK: Valid documents

  struct ValidCase: Sendable, CustomStringConvertible {
    var text: String
    var expected: PlainJSON
    var description: String { text }
  }

  @Test(
    arguments: [
      ValidCase(text: "null", expected: nil),
      ValidCase(text: "true", expected: true),
      ValidCase(text: "false", expected: false),
      ValidCase(text: "0", expected: 0),
      ValidCase(text: "-12", expected: -12),
      ValidCase(text: "1.5", expected: 1.5),
      ValidCase(text: "-1.25e3", expected: -1250),
      ValidCase(text: "1E+2", expected: 100),
      ValidCase(text: "2.5e-1", expected: 0.25),
      ValidCase(text: "123456789012345678", expected: .number(123_456_789_012_345_680)),
      ValidCase(text: "1e-400", expected: 0),
      ValidCase(text: "\"\"", expected: ""),
      ValidCase(text: "\"plain text\"", expected: "plain text"),
      ValidCase(
        text: #""q\"b\\s\/n\nr\rt\tb\bf\f""#, expected: "q\"b\\s/n\nr\rt\tb\u{8}f\u{C}"),
      ValidCase(text: #""\u00e9\u00C9\u0000""#, expected: "é\u{C9}\u{0}"),
      ValidCase(text: #""\uD83C\uDFA8 art""#, expected: "🎨 art"),
      ValidCase(text: "\"é🎨e\u{301}\"", expected: "é🎨e\u{301}"),
      ValidCase(text: "[]", expected: []),
      ValidCase(text: "{}", expected: [:]),
      ValidCase(text: "[1, \"two\", true, null, [], {}]", expected: [1, "two", true, nil, [], [:]]),
      ValidCase(text: "[[[1], [2, [3]]]]", expected: [[[1], [2, [3]]]]),
      ValidCase(
        text: #"{"b": 1, "a": 2, "c": {"z": [], "y": null}}"#,
        expected: ["b": 1, "a": 2, "c": ["z": [], "y": nil]]),
      ValidCase(text: " \t\r\n[ 1 ,\n\t2 ]\r\n ", expected: [1, 2]),
      ValidCase(text: "\u{FEFF}{\"a\": [true]}", expected: ["a": [true]]),
      ValidCase(text: #"{"": 0, "é": 1}"#, expected: ["": 0, "é": 1]),
    ])
  func parsesValidDocument(_ valid: ValidCase) throws {
    let value = try JSONParser.parse(valid.text)
    #expect(PlainJSON(value) == valid.expected)
  }

  @Test func negativeZeroKeepsItsSign() throws {
    let value = try JSONParser.parse("-0")
    guard case .number(let number, let literal) = value.kind else {
      Issue.record("expected a number")
      return
    }
    #expect(number == 0 && number.sign == .minus)
    #expect(literal == "-0")
  }

  @Test func numbersKeepTheirLiteralText() throws {
    let value = try JSONParser.parse("[1.0, 12345678901234567890, 1E5, -0.000]")
    guard case .array(let elements) = value.kind else {
      Issue.record("expected an array")
      return
    }
    let literals = elements.map { element -> String in
      if case .number(_, let literal) = element.kind { return literal }
      return ""
    }
    #expect(literals == ["1.0", "12345678901234567890", "1E5", "-0.000"])
  }

  @Test func valuesAndKeysCarryTheirLocations() throws {
    let text = """
      {
        "name": "é🎨",
        "list": [10, {"x": null}],
      \t"on": true
      }
      """
    let value = try JSONParser.parse(text)
    #expect(value.location == SourceLocation(offset: 0, line: 1, column: 1))
    guard case .object(let members) = value.kind else {
      Issue.record("expected an object")
      return
    }
    #expect(members.map(\.key) == ["name", "list", "on"])
    #expect(members[0].keyLocation.description == "2:3")
    #expect(members[0].value.location.description == "2:11")
    // Column counts scalars: "é🎨" is 2 scalars but 6 bytes, so `"list"` is still at 3:3.
    #expect(members[1].keyLocation.description == "3:3")
    #expect(members[1].value.location.description == "3:11")
    guard case .array(let list) = members[1].value.kind,
      case .object(let inner) = list[1].kind
    else {
      Issue.record("expected [10, {...}]")
      return
    }
    #expect(list[0].location.description == "3:12")
    #expect(list[1].location.description == "3:16")
    #expect(inner[0].keyLocation.description == "3:17")
    #expect(inner[0].value.location.description == "3:22")
    // A tab is one column, as it is one scalar.
    #expect(members[2].keyLocation.description == "4:2")
    #expect(members[2].value.location.description == "4:8")
    let offset = members[2].value.location.offset
    #expect(Array(text.utf8)[offset..<offset + 4] == Array("true".utf8)[...])
  }

  @Test func byteOrderMarkIsNotCountedAsAColumn() throws {
    let value = try JSONParser.parse("\u{FEFF}[1]")
    #expect(value.location == SourceLocation(offset: 3, line: 1, column: 1))
    guard case .array(let elements) = value.kind else {
      Issue.record("expected an array")
      return
    }
    #expect(elements[0].location == SourceLocation(offset: 4, line: 1, column: 2))
  }

  @Test func parsesDataAndBytesAlike() throws {
    let text = #"{"a": [1, "b"]}"#
    let fromData = try JSONParser.parse(Data(text.utf8))
    let fromBytes = try JSONParser.parse(Array(text.utf8))
    #expect(fromData == fromBytes)
    #expect(PlainJSON(fromData) == ["a": [1, "b"]])
  }

  // MARK: Syntax errors

  struct ErrorCase: Sendable, CustomStringConvertible {
    var text: String
    var message: String
    var line: Int
    var column: Int
    var description: String { "\(text.debugDescription) → \(message)" }
  }

  @Test(
    arguments: [
      ErrorCase(text: "", message: "expected a JSON document", line: 1, column: 1),
      ErrorCase(text: "  \n  ", message: "expected a JSON document", line: 2, column: 3),
      ErrorCase(text: "\u{FEFF}", message: "expected a JSON document", line: 1, column: 1),
      ErrorCase(text: "[", message: "unexpected end of file", line: 1, column: 2),
      ErrorCase(text: "[1,", message: "unexpected end of file", line: 1, column: 4),
      ErrorCase(text: "{", message: "unexpected end of file", line: 1, column: 2),
      ErrorCase(text: "{\"a\"", message: "unexpected end of file", line: 1, column: 5),
      ErrorCase(text: "{\"a\":\n", message: "unexpected end of file", line: 2, column: 1),
      ErrorCase(
        text: "{\n  \"a\": 1\n  \"b\": 2\n}",
        message: "expected ',' or '}' after an object member", line: 3, column: 3),
      ErrorCase(
        text: "[1 2]", message: "expected ',' or ']' after an array element", line: 1, column: 4),
      ErrorCase(
        text: "[1}", message: "expected ',' or ']' after an array element", line: 1, column: 3),
      ErrorCase(text: "{\"a\" 1}", message: "expected ':' after an object key", line: 1, column: 6),
      ErrorCase(
        text: "{'a': 1}", message: "expected an object key in double quotes", line: 1, column: 2),
      ErrorCase(
        text: "{\"a\": 1, b: 2}", message: "expected an object key in double quotes", line: 1,
        column: 10),
      ErrorCase(text: "\"abc", message: "unterminated string", line: 1, column: 1),
      ErrorCase(text: "\"abc\\", message: "unterminated string", line: 1, column: 1),
      ErrorCase(
        text: "{\n  \"name\": \"abc,\n  \"x\": 1\n}", message: "unterminated string", line: 2,
        column: 11),
      ErrorCase(text: #"["a\qb"]"#, message: #"invalid escape \q"#, line: 1, column: 4),
      ErrorCase(text: #"["\x41"]"#, message: #"invalid escape \x"#, line: 1, column: 3),
      ErrorCase(
        text: "[\"\\\u{7}\"]", message: "invalid escape: backslash followed by U+0007", line: 1,
        column: 3),
      ErrorCase(
        text: #"["\u12"]"#, message: #"invalid escape: \u must be followed by four hex digits"#,
        line: 1, column: 3),
      ErrorCase(
        text: #"["\uD800"]"#, message: #"invalid escape: unpaired surrogate \uD800"#, line: 1,
        column: 3),
      ErrorCase(
        text: #"["\uD800\u0041"]"#, message: #"invalid escape: unpaired surrogate \uD800"#,
        line: 1, column: 3),
      ErrorCase(
        text: #"["ok", "\uDC00"]"#, message: #"invalid escape: unpaired surrogate \uDC00"#,
        line: 1, column: 9),
      ErrorCase(text: "[\"a\tb\"]", message: "control character in string", line: 1, column: 4),
      ErrorCase(text: "[\"\u{0}\"]", message: "control character in string", line: 1, column: 3),
      ErrorCase(text: "[1, 2,]", message: "trailing comma", line: 1, column: 6),
      ErrorCase(text: "{\"a\": 1,\n}", message: "trailing comma", line: 1, column: 8),
      ErrorCase(text: "[01]", message: "invalid number", line: 1, column: 2),
      ErrorCase(text: "[1.]", message: "invalid number", line: 1, column: 2),
      ErrorCase(text: "[1.e5]", message: "invalid number", line: 1, column: 2),
      ErrorCase(text: "[-]", message: "invalid number", line: 1, column: 2),
      ErrorCase(text: "[1e]", message: "invalid number", line: 1, column: 2),
      ErrorCase(text: "[1e+]", message: "invalid number", line: 1, column: 2),
      ErrorCase(text: "[.5]", message: "invalid number", line: 1, column: 2),
      ErrorCase(text: "[+1]", message: "invalid number", line: 1, column: 2),
      ErrorCase(text: "[1-2]", message: "invalid number", line: 1, column: 2),
      ErrorCase(text: "[-Infinity]", message: "invalid number", line: 1, column: 2),
      ErrorCase(text: "[0x1F]", message: "invalid number", line: 1, column: 2),
      ErrorCase(text: "{\"w\": 12px}", message: "invalid number", line: 1, column: 7),
      ErrorCase(text: "[1, 1e999]", message: "number out of range", line: 1, column: 5),
      ErrorCase(text: "-1e400", message: "number out of range", line: 1, column: 1),
      ErrorCase(text: "[@]", message: "unexpected character '@'", line: 1, column: 2),
      ErrorCase(text: "{\"a\": }", message: "unexpected character '}'", line: 1, column: 7),
      ErrorCase(text: "[,1]", message: "unexpected character ','", line: 1, column: 2),
      ErrorCase(
        text: "['a']", message: "unexpected character \"'\" (strings must use double quotes)",
        line: 1, column: 2),
      ErrorCase(
        text: "// note\n[1]", message: "unexpected character '/' (JSON does not allow comments)",
        line: 1, column: 1),
      ErrorCase(
        text: "[\u{201C}a\u{201D}]",
        message: "unexpected character '\u{201C}' (use straight double quotes)", line: 1,
        column: 2),
      ErrorCase(text: "[\u{A0}1]", message: "unexpected character U+00A0", line: 1, column: 2),
      ErrorCase(text: "[\u{1}]", message: "unexpected character U+0001", line: 1, column: 2),
      ErrorCase(text: "tru", message: "invalid literal \"tru\"", line: 1, column: 1),
      ErrorCase(
        text: "[True]", message: "invalid literal \"True\" (did you mean true?)", line: 1,
        column: 2),
      ErrorCase(
        text: "{\"style\": clear}",
        message: "invalid literal \"clear\" (strings must be in double quotes)", line: 1,
        column: 11),
      ErrorCase(
        text: "[NaN]", message: "invalid literal \"NaN\" (JSON numbers are finite: write a number)",
        line: 1, column: 2),
      ErrorCase(text: "{} x", message: "extra data after the document", line: 1, column: 4),
      ErrorCase(text: "[1]\n\n]", message: "extra data after the document", line: 3, column: 1),
      ErrorCase(text: "1 2", message: "extra data after the document", line: 1, column: 3),
      ErrorCase(
        text: "{\"id\": 1,\n \"id\": 2}", message: "duplicate key \"id\"", line: 2, column: 2),
      ErrorCase(
        text: "{\"a\\u0062\": 1, \"ab\": 2}", message: "duplicate key \"ab\"", line: 1,
        column: 16),
      // Columns after multibyte characters count scalars, not bytes.
      ErrorCase(
        text: "{\"é\": 1, \"ü\": [1 2]}",
        message: "expected ',' or ']' after an array element", line: 1, column: 18),
      ErrorCase(
        text: "[\"🎨e\u{301}\", x]",
        message: "invalid literal \"x\" (strings must be in double quotes)", line: 1, column: 9),
      ErrorCase(
        text: "{\n  \"名前\": \"ガラス\",\n  \"色\": [1,]\n}", message: "trailing comma", line: 3,
        column: 10),
      // Byte-order mark is not a column; CRLF and lone CR each end one line.
      ErrorCase(text: "\u{FEFF}[1,]", message: "trailing comma", line: 1, column: 3),
      ErrorCase(text: "{\r\n\"a\": 1,\r\n}", message: "trailing comma", line: 2, column: 7),
      ErrorCase(
        text: "[\r1 2]", message: "expected ',' or ']' after an array element", line: 2,
        column: 3),
      // A byte-order mark anywhere but the start is not whitespace.
      ErrorCase(text: "[1]\u{FEFF}", message: "extra data after the document", line: 1, column: 4),
      ErrorCase(text: "[\u{FEFF}1]", message: "unexpected character U+FEFF", line: 1, column: 2),
    ])
  func reportsSyntaxError(_ bad: ErrorCase) throws {
    let error = try #require(jsonParseError(bad.text))
    #expect(error.code == .syntax)
    #expect(error.message == bad.message)
    #expect(error.line == bad.line)
    #expect(error.column == bad.column)
    #expect(error.file == nil)
    #expect(error.documentPath == "")
  }

  struct InvalidUTF8Case: Sendable, CustomStringConvertible {
    var bytes: [UInt8]
    var line: Int
    var column: Int
    var description: String { bytes.map { String($0, radix: 16) }.joined(separator: " ") }
  }

  @Test(
    arguments: [
      // Bad continuation, after a valid two-byte character: column counts "é" once.
      InvalidUTF8Case(bytes: Array("[\"é".utf8) + [0xC3, 0x28, 0x22, 0x5D], line: 1, column: 4),
      // Lone continuation byte.
      InvalidUTF8Case(bytes: Array("[\"".utf8) + [0x80, 0x22, 0x5D], line: 1, column: 3),
      // Overlong encoding of "/".
      InvalidUTF8Case(bytes: Array("[\"".utf8) + [0xC0, 0xAF, 0x22, 0x5D], line: 1, column: 3),
      // UTF-8 encoded surrogate U+D800.
      InvalidUTF8Case(bytes: Array("[\"".utf8) + [0xED, 0xA0, 0x80, 0x22, 0x5D], line: 1, column: 3),
      // Beyond U+10FFFF.
      InvalidUTF8Case(bytes: Array("[\"".utf8) + [0xF4, 0x90, 0x80, 0x80, 0x22], line: 1, column: 3),
      // Truncated sequence at the end of the input.
      InvalidUTF8Case(bytes: Array("\n \"".utf8) + [0xE2, 0x82], line: 2, column: 3),
      // Invalid byte outside a string, in a key and after a backslash.
      InvalidUTF8Case(bytes: [0x5B, 0xFF, 0x5D], line: 1, column: 2),
      InvalidUTF8Case(bytes: Array("{\"a".utf8) + [0xFE, 0x22, 0x3A, 0x31, 0x7D], line: 1, column: 4),
      InvalidUTF8Case(bytes: Array("[\"\\".utf8) + [0xFF, 0x22, 0x5D], line: 1, column: 4),
    ])
  func rejectsInvalidUTF8(_ bad: InvalidUTF8Case) throws {
    let error = try #require(jsonParseError(bad.bytes))
    #expect(error.code == .syntax)
    #expect(error.message == "invalid UTF-8")
    #expect(error.line == bad.line)
    #expect(error.column == bad.column)
  }

  @Test func duplicateKeysAreFoundInLargeObjects() throws {
    // Past the size where the parser switches from scanning to a set.
    let members = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ",\n")
    #expect(jsonParseError("{\n\(members)\n}") == nil)
    let error = try #require(jsonParseError("{\n\(members),\n\"k7\": 0}"))
    #expect(error.message == "duplicate key \"k7\"")
    #expect(error.line == 42)
    #expect(error.column == 1)
  }

  // MARK: Limits

  @Test func nestingAtTheDepthLimitIsAccepted() throws {
    let depth = 128
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    #expect(jsonParseError(text) == nil)
    let objects = String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)
    #expect(jsonParseError(objects) == nil)
  }

  @Test func nestingPastTheDepthLimitIsRejected() throws {
    let text = String(repeating: "[", count: 129) + String(repeating: "]", count: 129)
    let error = try #require(jsonParseError(text))
    #expect(error.code == .limit)
    #expect(error.message == "nesting deeper than 128 levels")
    #expect(error.line == 1 && error.column == 129)

    let small = JSONLimits(maxDepth: 2)
    #expect(jsonParseError("[[1]]", limits: small) == nil)
    let nested = try #require(jsonParseError("{\"a\": [\n {}]}", limits: small))
    #expect(nested.message == "nesting deeper than 2 levels")
    #expect(nested.line == 2 && nested.column == 2)
  }

  @Test func hundredThousandLevelsOfNestingCannotOverflowTheStack() throws {
    let opens = String(repeating: "[", count: 100_000)
    let error = try #require(jsonParseError(opens + String(repeating: "]", count: 100_000)))
    #expect(error.code == .limit)
    #expect(error.column == 129)

    // With the limit lifted the parser walks all the way down without recursing. The document
    // is left unclosed so that no 100,000-deep tree is built: destroying one would recurse,
    // which is exactly why the depth limit exists.
    let unlimited = JSONLimits(maxDepth: .max)
    let deep = try #require(jsonParseError(opens, limits: unlimited))
    #expect(deep.message == "unexpected end of file")
    #expect(deep.column == 100_001)
    let objects = String(repeating: "{\"k\": ", count: 100_000)
    let deepObjects = try #require(jsonParseError(objects + "[1,]", limits: unlimited))
    #expect(deepObjects.message == "trailing comma")
    #expect(deepObjects.column == 600_003)
  }

  @Test func deepButLimitedTreesAreBuilt() throws {
    let depth = 1_000
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    var value = try JSONParser.parse(text, limits: JSONLimits(maxDepth: depth))
    var levels = 1
    while case .array(let elements) = value.kind, let first = elements.first {
      value = first
      levels += 1
    }
    #expect(levels == depth)
  }

  @Test func stringLengthLimitAppliesToValuesAndKeys() throws {
    let limits = JSONLimits(maxStringBytes: 4)
    #expect(jsonParseError(#"["abcd", "éab"]"#, limits: limits) == nil)
    let value = try #require(jsonParseError(#"["abcd", "abcde"]"#, limits: limits))
    #expect(value.code == .limit)
    #expect(value.message == "string longer than 4 bytes")
    #expect(value.line == 1 && value.column == 10)
    let key = try #require(jsonParseError("{\n\"abcde\": 1}", limits: limits))
    #expect(key.message == "string longer than 4 bytes")
    #expect(key.line == 2 && key.column == 1)
    // Measured in bytes as written: "é€" is 5 bytes.
    #expect(jsonParseError(#"["é€"]"#, limits: limits)?.code == .limit)
  }

  @Test func valueCountLimitCountsEveryValue() throws {
    let limits = JSONLimits(maxValues: 3)
    #expect(jsonParseError("[1, 2]", limits: limits) == nil)
    #expect(jsonParseError(#"{"a": 1, "b": 2}"#, limits: limits) == nil)
    let error = try #require(jsonParseError("[1, 2, 3]", limits: limits))
    #expect(error.code == .limit)
    #expect(error.message == "more than 3 values in the document")
    #expect(error.line == 1 && error.column == 8)
    #expect(jsonParseError("[[], {}]", limits: limits) == nil)
    #expect(jsonParseError("[[], {}, []]", limits: limits)?.column == 10)
  }

  @Test func documentSizeLimitIsCheckedFirst() throws {
    let limits = JSONLimits(maxBytes: 4)
    #expect(jsonParseError("[12]", limits: limits) == nil)
    let error = try #require(jsonParseError("[1,\n2]", limits: limits))
    #expect(error.code == .limit)
    #expect(error.message == "document larger than 4 bytes")
    #expect(error.line == 2 && error.column == 1)
  }

  // MARK: Files

  @Test func parsesFilesAndNamesThemInErrors() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("vitrum-json-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    let good = directory.appendingPathComponent("good.json").path
    try Data("{\"a\": [1, 2]}".utf8).write(to: URL(fileURLWithPath: good))
    #expect(PlainJSON(try JSONParser.parse(contentsOfFile: good)) == ["a": [1, 2]])

    let bad = directory.appendingPathComponent("bad.json").path
    try Data("{\n  \"a\": [1, 2,]\n}".utf8).write(to: URL(fileURLWithPath: bad))
    let syntax = try #require(
      sceneFileError { try JSONParser.parse(contentsOfFile: bad) })
    #expect(syntax.description == "\(bad):2:13: trailing comma")

    let missing = directory.appendingPathComponent("missing.json").path
    let notFound = try #require(
      sceneFileError { try JSONParser.parse(contentsOfFile: missing) })
    #expect(notFound.code == .io)
    #expect(notFound.description == "\(missing): file not found")

    let isDirectory = try #require(
      sceneFileError { try JSONParser.parse(contentsOfFile: directory.path) })
    #expect(isDirectory.code == .io)
    #expect(isDirectory.description == "\(directory.path): is a directory")

    let tooLarge = try #require(
      sceneFileError {
        try JSONParser.parse(contentsOfFile: bad, limits: JSONLimits(maxBytes: 8))
      })
    #expect(tooLarge.code == .limit)
    #expect(tooLarge.message == "file too large (18 bytes; the limit is 8 bytes)")
    #expect(tooLarge.file == bad && tooLarge.line == nil)

    let empty = directory.appendingPathComponent("empty.json").path
    try Data().write(to: URL(fileURLWithPath: empty))
    let emptyError = try #require(
      sceneFileError { try JSONParser.parse(contentsOfFile: empty) })
    #expect(emptyError.description == "\(empty):1:1: expected a JSON document")
  }

  // MARK: Error descriptions

  @Test func errorDescriptionsLeaveOutAbsentParts() {
    var error = SceneFileError(
      .invalidValue, "expected a colour like \"#RRGGBB\" or \"#RRGGBBAA\"", file: "Scenes/x.json",
      line: 14, column: 18, documentPath: "root.children[2].glass.tint")
    #expect(
      error.description
        == "Scenes/x.json:14:18: root.children[2].glass.tint: "
        + "expected a colour like \"#RRGGBB\" or \"#RRGGBBAA\""
    )
    error.file = nil
    #expect(error.description.hasPrefix("14:18: root.children[2].glass.tint: expected"))
    error.documentPath = ""
    #expect(error.description.hasPrefix("14:18: expected"))
    error.column = nil
    #expect(error.description.hasPrefix("14: expected"))
    error.line = nil
    #expect(error.description == "expected a colour like \"#RRGGBB\" or \"#RRGGBBAA\"")

    let io = SceneFileError(.io, "cannot read file", underlying: "Input/output error")
      .withFile("a.json")
    #expect(io.description == "a.json: cannot read file (Input/output error)")
    #expect(io.file == "a.json")
    let pathOnly = SceneFileError(.missingField, "missing required field \"frame\"", documentPath: "root")
    #expect(pathOnly.description == "root: missing required field \"frame\"")
  }
}

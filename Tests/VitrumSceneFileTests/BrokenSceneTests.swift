import Foundation
import Testing
import VitrumSceneFile

/// The corpus of broken scenes in `Broken/`: each file is one realistic mistake, and each must fail with
/// its own specific error — code, message, line, column and document path — not merely "some error".
@Suite("Broken scenes")
struct BrokenSceneTests {
  /// Whether the schema can see the mistake too.
  enum SchemaVerdict: Sendable {
    /// The schema refuses the document as well.
    case refuses
    /// Only the decoder can tell (file contents, uniqueness, ordering, path syntax, depth).
    case decoderOnly
    /// The file is not JSON the parser accepts, so there is nothing to validate.
    case notJSON
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var file: String
    var code: SceneFileError.Code
    var message: String
    var line: Int
    var column: Int
    var path: String
    var schema: SchemaVerdict

    init(
      _ file: String, _ code: SceneFileError.Code, _ line: Int, _ column: Int, _ path: String,
      _ message: String,
      schema: SchemaVerdict
    ) {
      self.file = file
      self.code = code
      self.message = message
      self.line = line
      self.column = column
      self.path = path
      self.schema = schema
    }

    var testDescription: String { file }
  }

  static let allTypes =
    #""group", "container", "rect", "roundedRect", "capsule", "circle", "ellipse", "path", "text", "image", "reflection""#

  /// One entry per file in `Broken/`.
  static let manifest: [Case] = [
    // Not JSON.
    Case("empty.json", .syntax, 1, 1, "", "expected a JSON document", schema: .notJSON),
    Case("png-renamed.json", .syntax, 1, 1, "", "invalid UTF-8", schema: .notJSON),
    Case("utf16.json", .syntax, 1, 1, "", "invalid UTF-8", schema: .notJSON),
    Case("trailing-comma.json", .syntax, 7, 75, "", "trailing comma", schema: .notJSON),
    Case("missing-quote.json", .syntax, 9, 15, "", "unterminated string", schema: .notJSON),
    Case(
      "comment-first-line.json", .syntax, 1, 1, "", "unexpected character '/' (JSON does not allow comments)",
      schema: .notJSON),
    // The parser's hint about comments only appears where a value was expected.
    Case(
      "comment-after-member.json", .syntax, 10, 28, "", "expected ',' or '}' after an object member",
      schema: .notJSON),
    Case(
      "smart-quotes.json", .syntax, 7, 65, "", "unexpected character '\u{201C}' (use straight double quotes)",
      schema: .notJSON),
    Case(
      "nan-opacity.json", .syntax, 7, 87, "",
      "invalid literal \"NaN\" (JSON numbers are finite: write a number)",
      schema: .notJSON),
    Case("huge-number.json", .syntax, 7, 58, "", "number out of range", schema: .notJSON),
    Case("duplicate-key.json", .syntax, 7, 83, "", "duplicate key \"fill\"", schema: .notJSON),
    // 200 groups nested through "children" reach the parser's nesting limit (2 JSON levels per group)
    // before the scene's own depth limit of 64.
    Case("deep-groups.json", .limit, 68, 161, "", "nesting deeper than 128 levels", schema: .notJSON),

    // Wrong types.
    Case(
      "frame-as-string.json", .type, 7, 36, "root.children[1].frame", "expected an array, found a string",
      schema: .refuses),
    Case(
      "glass-as-number.json", .type, 7, 65, "root.children[1].glass",
      "expected true, false, a variant name or an object, found a number", schema: .refuses),
    Case(
      "transform-css.json", .type, 7, 79, "root.children[1].transform",
      #"expected a matrix [a, b, c, d, tx, ty] or an object with "matrix", "scale", "rotate" and "translate", found a string"#,
      schema: .refuses),

    // Unknown and missing fields.
    Case(
      "tint-typo.json", .unknownField, 12, 41, "root.children[2].glass",
      #"unknown field "tnit" (did you mean "tint"?)"#, schema: .refuses),
    Case(
      "circle-without-radius.json", .missingField, 7, 7, "root.children[1]",
      #"missing required field "radius""#,
      schema: .refuses),
    Case(
      "stroke-without-fill.json", .missingField, 7, 91, "root.children[1].stroke",
      #"missing required field "fill""#,
      schema: .refuses),
    Case(
      "missing-format.json", .missingField, 1, 1, "", #"missing required field "format""#, schema: .refuses),

    // Values out of range or not allowed.
    Case(
      "negative-canvas.json", .invalidValue, 3, 23, "canvas.width",
      "expected a number greater than 0 and at most 4096, found -390", schema: .refuses),
    Case(
      "negative-frame.json", .invalidValue, 7, 33, "root.children[1].frame",
      "a frame's width and height must not be negative", schema: .refuses),
    Case(
      "opacity-percent.json", .invalidValue, 7, 87, "root.children[1].opacity",
      "expected a number between 0 and 1, found 80", schema: .refuses),
    Case(
      "bad-colour.json", .invalidValue, 7, 74, "root.children[1].glass.tint",
      ##"expected a colour like "#RRGGBB" or "#RRGGBBAA", found "#3B82F""##, schema: .refuses),
    Case(
      "unknown-node-type.json", .invalidValue, 7, 16, "root.children[1].type",
      "expected one of \(allTypes), found \"roundRect\" (did you mean \"roundedRect\"?)", schema: .refuses),
    Case(
      "container-typo.json", .invalidValue, 7, 16, "root.children[1].type",
      "expected one of \(allTypes), found \"containr\" (did you mean \"container\"?)", schema: .refuses),
    Case(
      "bad-variant.json", .invalidValue, 7, 65, "root.children[1].glass",
      #"expected one of "regular", "clear", "identity", found "claer" (did you mean "clear"?)"#,
      schema: .refuses),
    Case(
      "alignment-centre.json", .invalidValue, 7, 103, "root.children[1].alignment",
      #"expected one of "leading", "center", "trailing", found "centre" (did you mean "center"?)"#,
      schema: .refuses),
    Case(
      "gradient-one-stop.json", .invalidValue, 6, 114, "root.children[0].fill.linear.stops",
      "a gradient needs 2 to 256 stops, found 1", schema: .refuses),
    Case(
      "gradient-decreasing.json", .invalidValue, 13, 58, "root.children[0].fill.linear.stops[2][0]",
      "stop offsets must not decrease (0.3 after 0.6)", schema: .decoderOnly),
    // The offset inside the path data is in characters from the start of the string.
    Case(
      "bad-path-data.json", .invalidValue, 7, 48, "root.children[1].d",
      "invalid path data: at character 16: 'L' needs 2 numbers, found 1", schema: .decoderOnly),
    Case(
      "duplicate-id.json", .invalidValue, 8, 32, "root.children[2].id",
      #"duplicate id "play" (first used at line 7, column 32)"#, schema: .decoderOnly),
    Case(
      "id-with-hash.json", .invalidValue, 7, 33, "root.children[1].id",
      ##"an id must be 1 to 256 characters and not start with "#""##, schema: .refuses),
    Case(
      "root-with-id.json", .invalidValue, 5, 11, "root.id", "the root group cannot have an id",
      schema: .refuses),
    Case(
      "singular-matrix.json", .invalidValue, 7, 79, "root.children[1].transform",
      "the matrix is singular (determinant 0)", schema: .decoderOnly),
    Case(
      "format-version-3.json", .unsupportedVersion, 2, 13, "format",
      #"unsupported format "vitrum-scene/3"; this version reads "vitrum-scene/1" and "vitrum-scene/2""#,
      schema: .refuses),

    // Images, resolved relative to the scene file.
    Case(
      "missing-image.json", .invalidValue, 6, 47, "root.children[0].src",
      #"cannot use image "assets/missing.png": no such file"#, schema: .decoderOnly),
    Case(
      "image-not-png.json", .invalidValue, 6, 47, "root.children[0].src",
      #"cannot use image "not-a-png.png": not a PNG file"#, schema: .decoderOnly),

    // Timelines (version 2).
    Case(
      "timeline-unknown-node.json", .invalidValue, 11, 39, "timeline.events[0].animate.node",
      #"unknown node id "stat-pause" (did you mean "start-pause"?)"#, schema: .decoderOnly),
    Case(
      "timeline-negative-duration.json", .invalidValue, 11, 104, "timeline.events[0].animation.duration",
      "expected a number between 0 and 86400, found -0.3", schema: .refuses),
    Case(
      "timeline-negative-length.json", .invalidValue, 6, 17, "timeline.duration",
      "expected a number between 0 and 86400, found -2", schema: .refuses),
    Case(
      "timeline-event-after-end.json", .invalidValue, 13, 14, "timeline.events[1].at",
      "12 s is after the end of the timeline (its duration is 10 s)", schema: .decoderOnly),
    Case(
      "timeline-countdown-past-end.json", .invalidValue, 12, 38, "timeline.events[0].times",
      "the last repetition, at 299 s, is after the end of the timeline (its duration is 60 s)",
      schema: .decoderOnly),
    Case(
      "timeline-bezier-x.json", .invalidValue, 11, 108, "timeline.events[0].animation.curve.cubicBezier[0]",
      "x1 must be between 0 and 1 (time runs forwards through the curve), found 1.2", schema: .refuses),
    Case(
      "timeline-spring-duration.json", .invalidValue, 11, 105, "timeline.events[0].animation.duration",
      #"a spring animation has no "duration" (the spring sets its own pace)"#, schema: .refuses),
    Case(
      "timeline-text-on-shape.json", .invalidValue, 11, 50, "timeline.events[0].set.text",
      #"shape "badge" has no attribute "text""#, schema: .decoderOnly),
    Case(
      "timeline-two-kinds.json", .invalidValue, 11, 7, "timeline.events[0]",
      #"an event has one of "set", "animate", "keyframes", "insert", "remove", "press", "release", "count", not both "set" and "animate""#,
      schema: .refuses),
    Case(
      "timeline-keyframes-curve.json", .invalidValue, 11, 119, "timeline.events[0].animation.curve",
      #"keyframes have no "curve": each keyframe's "curve" eases the segment that arrives at it, and the animation gives only the timing"#,
      schema: .refuses),
    Case(
      "timeline-keyframes-backwards.json", .invalidValue, 11, 107,
      "timeline.events[0].keyframes.translate[1].offset", "offsets run forwards: 0.3 comes after 0.6",
      schema: .decoderOnly),
    Case(
      "timeline-keyframes-two-attributes.json", .invalidValue, 11, 30, "timeline.events[0].keyframes",
      #"keyframes animate one attribute, not both "opacity" and "translate""#, schema: .refuses),
    // Stacks, reflections, shaped text and environment overrides (version 2).
    Case(
      "stack-unknown-axis.json", .invalidValue, 6, 56, "root.children[0].stack.axis",
      #"expected one of "horizontal", "vertical", "overlay", found "row""#, schema: .refuses),
    Case(
      "stack-negative-spacing.json", .invalidValue, 6, 81, "root.children[0].stack.spacing",
      "expected a number between 0 and 8192, found -8", schema: .refuses),
    Case(
      "stack-in-version-1.json", .unknownField, 6, 38, "root.children[0]",
      #"unknown field "stack"; expected one of: type, id, children, clip, mask, layer, layoutDirection, transform, anchor, opacity, hidden, accessibilityHidden, lint"#,
      schema: .refuses),
    Case(
      "reflection-unknown-source.json", .invalidValue, 7, 56, "root.children[1].source",
      #"unknown node id "timre" (did you mean "timer"?)"#, schema: .decoderOnly),
    Case(
      "reflection-of-ancestor.json", .invalidValue, 8, 58, "root.children[0].children[1].source",
      #"group "clock" holds this reflection: a reflection cannot reflect a subtree it is in"#,
      schema: .decoderOnly),
    Case(
      "reflection-fade-zero.json", .invalidValue, 7, 97, "root.children[1].fadeEnd",
      #""fadeEnd" must be greater than 0"#, schema: .refuses),
    Case(
      "reflection-accessible.json", .invalidValue, 7, 88, "root.children[1].accessibilityHidden",
      "a reflection is decorative: it is always hidden from accessibility", schema: .refuses),
    Case(
      "reflection-in-version-1.json", .invalidValue, 7, 16, "root.children[1].type",
      #"a reflection needs format "vitrum-scene/2""#, schema: .refuses),
    Case(
      "wrap-width-zero.json", .invalidValue, 6, 132, "root.children[0].wrapWidth",
      "expected a number greater than 0 and at most 1000000, found 0", schema: .refuses),
    Case(
      "weight-light-in-version-1.json", .invalidValue, 6, 87, "root.children[0].font.weight",
      #"expected one of "regular", "bold", found "light""#, schema: .refuses),
    Case(
      "weight-typo.json", .invalidValue, 6, 87, "root.children[0].font.weight",
      #"expected one of "thin", "extraLight", "light", "regular", "medium", "semibold", "bold", "heavy", "black", found "semi-bold" (did you mean "semibold"?)"#,
      schema: .refuses),
    Case(
      "override-color-scheme.json", .invalidValue, 6, 55, "root.children[0].colorScheme",
      #"expected one of "light", "dark", found "night" (did you mean "light"?)"#, schema: .refuses),
    Case(
      "override-as-string.json", .type, 6, 64, "root.children[0].reduceTransparency",
      "expected a boolean, found a string", schema: .refuses),
    Case(
      "timeline-count-curve-typo.json", .invalidValue, 12, 137, "timeline.events[0].animation.curve",
      #"expected one of "linear", "ease", "easeIn", "easeOut", "easeInOut", found "easyInOut" (did you mean "easeInOut"?)"#,
      schema: .refuses),
    Case(
      "timeline-keyframes-text.json", .invalidValue, 11, 30, "timeline.events[0].keyframes",
      #"keyframes do not animate "text": a text turns over from one string to the next; give each string its time with "set", "animate" or "count""#,
      schema: .refuses),
    // A timeline in a version-1 file is unknown there: version 1 files are read as they always were.
    Case(
      "timeline-in-version-1.json", .unknownField, 9, 3, "",
      #"unknown field "timeline"; expected one of: format, canvas, environment, root, lint"#, schema: .refuses
    ),

    // 70 masks nested in masks: one JSON level each, so the scene's depth limit is what stops them.
    Case(
      "deep-masks.json", .limit, 69, 70, "root" + String(repeating: ".mask", count: 64),
      "nodes nested deeper than 64 levels", schema: .decoderOnly),
  ]

  static func error(loading file: String) -> SceneFileError? {
    decodeError { _ = try SceneFile.load(path: Repository.brokenScenes.appendingPathComponent(file).path) }
  }

  @Test(arguments: manifest)
  func brokenSceneFailsWithItsOwnError(_ expected: Case) throws {
    let path = Repository.brokenScenes.appendingPathComponent(expected.file).path
    let error = try #require(Self.error(loading: expected.file), "\(expected.file) decodes without an error")
    #expect(error.code == expected.code)
    #expect(error.message == expected.message)
    #expect(error.line == expected.line)
    #expect(error.column == expected.column)
    #expect(error.documentPath == expected.path)
    #expect(error.file == path)
    // The one format every message has: FILE:LINE:COLUMN: PATH: MESSAGE (the path only when there is one).
    let location = "\(path):\(expected.line):\(expected.column)"
    let described = expected.path.isEmpty ? expected.message : "\(expected.path): \(expected.message)"
    #expect(error.description == "\(location): \(described)")
  }

  /// Where the schema claims to catch a mistake, it does; where only the decoder can, the schema passes
  /// the document (so the manifest's claim about what a schema-aware editor shows stays true).
  @Test(arguments: manifest.filter { $0.schema != .notJSON })
  func schemaAgreesWithTheManifest(_ expected: Case) throws {
    let url = Repository.brokenScenes.appendingPathComponent(expected.file)
    let document = try JSONTree(parsing: String(contentsOf: url, encoding: .utf8))
    let errors = SchemaTests.validator.validate(document).errors
    #expect(errors.isEmpty == (expected.schema == .decoderOnly), "\(errors.prefix(3))")
  }

  @Test func everyFileIsInTheManifest() throws {
    let names = Set(Repository.jsonFiles(in: Repository.brokenScenes).map(\.lastPathComponent))
    let listed = Set(Self.manifest.map(\.file))
    #expect(names == listed)
    #expect(Self.manifest.count >= 24)
    #expect(listed.count == Self.manifest.count, "a file is listed twice")
  }

  // MARK: Generated cases

  static func decode(_ text: String, limits: SceneLimits = .default) -> SceneFileError? {
    decodeError {
      _ = try SceneFile.decode(
        Data(text.utf8), baseDirectory: "/nonexistent", file: "generated.json", limits: limits)
    }
  }

  /// A minimal scene with `children`, each written on its own line starting at line 4, column 3.
  static func scene(_ children: [String]) -> String {
    #"{"format": "vitrum-scene/1", "canvas": {"width": 100, "height": 100},"# + "\n"
      + #""root": {"children": ["# + "\n" + children.map { "  " + $0 }.joined(separator: ",\n") + "\n]}}\n"
  }

  @Test func tenThousandNestedArrays() throws {
    let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    let error = try #require(Self.decode(text))
    #expect(error.code == .limit)
    // Scene files allow the parser's 128 JSON levels, as docs/format.md says.
    #expect(error.message == "nesting deeper than 128 levels")
    #expect((error.line, error.column) == (1, 129))
    #expect(error.documentPath == "")
    #expect(error.file == "generated.json")
  }

  @Test func textTooLong() throws {
    let long = String(repeating: "a", count: SceneDecoderLimits.maximumTextLength + 1)
    let text = Self.scene([#"{"type": "text", "text": "\#(long)", "font": {"size": 12}, "origin": [0, 20]}"#])
    let error = try #require(Self.decode(text))
    #expect(error.code == .limit)
    #expect(error.message == "text longer than 10000 characters")
    #expect((error.line, error.column) == (3, 28))
    #expect(error.documentPath == "root.children[0].text")
    // One character less is fine, however the characters are built: "é" as e + combining accent is one.
    let fits = String(repeating: "e\u{301}", count: SceneDecoderLimits.maximumTextLength)
    #expect(
      Self.decode(
        Self.scene([#"{"type": "text", "text": "\#(fits)", "font": {"size": 12}, "origin": [0, 20]}"#]))
        == nil)
  }

  @Test func tooManyNodes() throws {
    var limits = SceneLimits()
    limits.maximumNodes = 50
    let rect = ##"{"type": "rect", "frame": [0, 0, 1, 1], "fill": "#FFF"}"##
    #expect(Self.decode(Self.scene(Array(repeating: rect, count: 50)), limits: limits) == nil)
    let error = try #require(Self.decode(Self.scene(Array(repeating: rect, count: 51)), limits: limits))
    #expect(error.code == .limit)
    #expect(error.message == "more than 50 nodes")
    #expect((error.line, error.column) == (53, 3))
    #expect(error.documentPath == "root.children[50]")
  }

  @Test func binaryJunk() throws {
    // Deterministic noise that starts with a NUL byte, as a truncated binary file might.
    var state: UInt64 = 0x5EED
    var bytes: [UInt8] = [0]
    for _ in 0..<4095 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      bytes.append(UInt8(truncatingIfNeeded: state >> 56))
    }
    let error = try #require(
      decodeError { _ = try SceneFile.decode(Data(bytes), baseDirectory: "/nonexistent") })
    #expect(error.code == .syntax)
    #expect(error.message == "unexpected character U+0000")
    #expect((error.line, error.column) == (1, 1))
  }
}

/// The decoder's text limit, restated for the generated cases (it is internal to the module).
enum SceneDecoderLimits {
  static let maximumTextLength = 10_000
}

import Foundation
import Testing
import VitrumGeometry
import VitrumRender
import VitrumScene

@testable import VitrumSceneFile

/// docs/format.md, the JSON Schema and the decoder agree on every limit, each read from the one place the code
/// keeps it (`FormatLimits`, `JSONLimits.default`, `CairoRenderer.maximumCanvasPixels`): the page states
/// it, and the schema and the decoder both accept a document at the limit and refuse one just past it.
@Suite struct FormatLimitTests {
  static let page = try! String(
    contentsOf: Repository.root.appendingPathComponent("docs/format.md"), encoding: .utf8)

  /// A number as the page writes it: thousands grouped from 10,000 on.
  static func written(_ value: Double) -> String {
    guard value == value.rounded(), abs(value) < 1e15 else { return "\(value)" }
    let digits = String(Int(abs(value)))
    guard digits.count > 4 else { return digits }
    var groups: [Substring] = []
    var rest = Substring(digits)
    while rest.count > 3 {
      groups.insert(rest.suffix(3), at: 0)
      rest = rest.dropLast(3)
    }
    groups.insert(rest, at: 0)
    return groups.joined(separator: ",")
  }

  static func written(_ value: Int) -> String { written(Double(value)) }

  /// One limit: the text the page must hold, and a document with the value in the place it limits.
  struct Bound: CustomStringConvertible, Sendable {
    var description: String
    var documented: String
    var limit: String
    var beyond: String
    var document: @Sendable (String) -> String
  }

  /// A version-2 scene with a text node `t` and a shape `r`, and one event.
  static func scene(_ event: String) -> String {
    """
    {"format": "vitrum-scene/2", "canvas": {"width": 100, "height": 100},
     "root": {"children": [
       {"type": "rect", "id": "r", "frame": [0, 0, 10, 10], "fill": "#000"},
       {"type": "text", "id": "t", "text": "0", "font": {"size": 12}, "origin": [0, 50]}]},
     "timeline": {"events": [\(event)]}}
    """
  }

  static func spring(_ fields: String) -> @Sendable (String) -> String {
    { value in
      scene(
        "{\"at\": 0, \"animate\": {\"node\": \"r\", \"opacity\": 0.5}, \"animation\": {\"spring\": {"
          + fields.replacingOccurrences(of: "VALUE", with: value) + "}}}")
    }
  }

  static func animation(_ field: String) -> @Sendable (String) -> String {
    { value in
      scene(
        "{\"at\": 0, \"animate\": {\"node\": \"r\", \"opacity\": 0.5}, \"animation\": {\"duration\": 1, "
          + "\"\(field)\": \(value)}}")
    }
  }

  static func count(_ field: String) -> @Sendable (String) -> String {
    { value in
      let from = field == "from" ? "" : "\"from\": 1, "
      return scene(
        "{\"at\": 0, \"every\": 1, \"times\": 2, \"count\": {\"node\": \"t\", \(from)\"format\": \"integer\", "
          + "\"\(field)\": \(value)}}")
    }
  }

  static let bounds: [Bound] = {
    let mass = FormatLimits.springMass
    let stiffness = FormatLimits.springStiffness
    let damping = FormatLimits.springDamping
    let duration = FormatLimits.springDuration
    let from = FormatLimits.countFrom
    let step = FormatLimits.countStep
    return [
      Bound(
        description: "spring mass", documented: "mass default 1, > 0 and ≤ \(written(mass))",
        limit: "\(mass)", beyond: "\(mass.nextUp)",
        document: spring("\"stiffness\": 100, \"damping\": 10, \"mass\": VALUE")),
      Bound(
        description: "spring stiffness", documented: "stiffness > 0 and\n≤ \(written(stiffness))",
        limit: "\(stiffness)", beyond: "\(stiffness.nextUp)",
        document: spring("\"damping\": 10, \"stiffness\": VALUE")),
      Bound(
        description: "spring damping", documented: "damping ≥ 0 and ≤ \(written(damping))",
        limit: "\(damping)", beyond: "\(damping.nextUp)",
        document: spring("\"stiffness\": 100, \"damping\": VALUE")),
      Bound(
        description: "spring duration", documented: "duration > 0 and ≤ \(written(duration))",
        limit: "\(duration)", beyond: "\(duration.nextUp)", document: spring("\"duration\": VALUE")),
      Bound(
        description: "count from (upper)",
        documented: "`from` is an integer within ±\(written(from.upperBound))",
        limit: "\(from.upperBound)", beyond: "\(from.upperBound + 1)", document: count("from")),
      Bound(
        description: "count from (lower)",
        documented: "`from` is an integer within ±\(written(-from.lowerBound))",
        limit: "\(from.lowerBound)", beyond: "\(from.lowerBound - 1)", document: count("from")),
      Bound(
        description: "count step (upper)",
        documented: "`step` an integer within ±\(written(step.upperBound))",
        limit: "\(step.upperBound)", beyond: "\(step.upperBound + 1)", document: count("step")),
      Bound(
        description: "count step (lower)",
        documented: "`step` an integer within ±\(written(-step.lowerBound))",
        limit: "\(step.lowerBound)", beyond: "\(step.lowerBound - 1)", document: count("step")),
      Bound(
        description: "count from, not an integer", documented: "`from` is an integer", limit: "7",
        beyond: "7.5",
        document: count("from")),
      Bound(
        description: "repeat", documented: "| 1 – \(written(FormatLimits.repeatCount)) | Iterations.",
        limit: "\(FormatLimits.repeatCount)", beyond: "\(FormatLimits.repeatCount + 1)",
        document: animation("repeat")),
      Bound(
        description: "speed", documented: "| > 0, ≤ \(written(FormatLimits.speed)) | How fast",
        limit: "\(FormatLimits.speed)", beyond: "\(FormatLimits.speed.nextUp)", document: animation("speed")),
      Bound(
        description: "delay",
        documented: "| ±\(written(FormatLimits.maximumTime)) | Seconds before it starts",
        limit: "\(-FormatLimits.maximumTime)", beyond: "\((-FormatLimits.maximumTime).nextDown)",
        document: animation("delay")),
      Bound(
        description: "steps", documented: "n from 1 to \(written(FormatLimits.steps))",
        limit: "\(FormatLimits.steps)", beyond: "\(FormatLimits.steps + 1)",
        document: { value in
          scene(
            "{\"at\": 0, \"animate\": {\"node\": \"r\", \"opacity\": 0.5}, \"animation\": {\"duration\": 1, "
              + "\"curve\": {\"steps\": \(value)}}}")
        }),
    ]
  }()

  @Test(arguments: bounds) func pageSchemaAndDecoderAgree(bound: Bound) throws {
    #expect(Self.page.contains(bound.documented), "docs/format.md does not say \"\(bound.documented)\"")
    let atLimit = bound.document(bound.limit)
    let beyond = bound.document(bound.beyond)
    #expect(
      SchemaTests.validator.validate(try JSONTree(parsing: atLimit)).errors.isEmpty, "schema, at the limit")
    #expect(
      !SchemaTests.validator.validate(try JSONTree(parsing: beyond)).errors.isEmpty, "schema, past the limit")
    _ = try SceneFile.decode(Data(atLimit.utf8), baseDirectory: "/", file: "limit.json")
    let error = try #require(
      decodeError { _ = try SceneFile.decode(Data(beyond.utf8), baseDirectory: "/", file: "limit.json") })
    #expect(error.code == .invalidValue || error.code == .type, "\(error)")
    #expect(error.line != nil && !error.documentPath.isEmpty, "\(error)")
  }

  /// The JSON nesting limit is exactly the page's number, and the error says that number.
  @Test func nestingLimitIsExact() throws {
    let limit = JSONLimits.default.maxDepth
    #expect(Self.page.contains("| JSON nesting (arrays and objects) | \(limit) levels"))
    func document(depth: Int) -> String {
      // The document object is level 1; the arrays under "x" make up the rest.
      "{\"format\": \"vitrum-scene/1\", \"x\": " + String(repeating: "[", count: depth - 1)
        + String(repeating: "]", count: depth - 1) + "}"
    }
    let at = try #require(
      decodeError { _ = try SceneFile.decode(Data(document(depth: limit).utf8), baseDirectory: "/") })
    #expect(at.code != .limit, "\(at)")
    let past = try #require(
      decodeError { _ = try SceneFile.decode(Data(document(depth: limit + 1).utf8), baseDirectory: "/") })
    #expect(past.code == .limit && past.message == "nesting deeper than \(limit) levels")
  }

  /// A file over the size limit is an invalid scene (code `limit`, so exit status 65), naming the limit.
  @Test func fileSizeLimitIsNamed() throws {
    let limit = JSONLimits.default.maxBytes
    #expect(limit == 16 << 20)
    #expect(Self.page.contains("| File size | 16 MiB"))
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("vitrum-large-\(getpid()).json")
    defer { try? FileManager.default.removeItem(at: path) }
    try Data(repeating: UInt8(ascii: " "), count: limit + 1).write(to: path)
    let error = try #require(decodeError { _ = try SceneFile.load(path: path.path) })
    #expect(error.code == .limit)
    #expect(error.message == "file too large (\(limit + 1) bytes; the limit is 16 MiB)")
    #expect(error.file == path.path)
  }

  /// The render limit is stated, and the largest canvas renders exactly up to scale 2.
  @Test func renderLimitIsStated() throws {
    let pixels = CairoRenderer.maximumCanvasPixels
    #expect(Self.page.contains("more than \(pixels >> 20) M pixels"))
    let side = SceneLimits.default.maximumCanvasSide
    #expect(Int(side * 2) * Int(side * 2) == pixels)
    #expect(Self.page.contains("renders at scales up\nto 2"))
    let scene = Scene(size: Size(side, side))
    #expect {
      try CairoRenderer(options: .init(scale: 4, threads: 1)).render(scene)
    } throws: { error in
      guard case RenderError.canvasSize(_, _, let reason) = error else { return false }
      return reason.contains("\(pixels >> 20) M pixels")
    }
  }

  /// The attributes `implicit` takes: the decoder's list, which its error message names in full, the
  /// page's row and the schema's enumeration.
  @Test func implicitAttributesAgree() throws {
    let attributes = SceneDecoder.animatedAttributes
    #expect(attributes.contains("text"))
    let row = try #require(Self.page.split(separator: "\n").first { $0.hasPrefix("| `implicit` |") })
    #expect(row.hasSuffix(attributes.map { "`\($0)`" }.joined(separator: ", ") + ". |"))
    let bad = Self.scene("{\"at\": 0, \"set\": {\"node\": \"r\", \"opacity\": 1}}").replacingOccurrences(
      of: "\"timeline\": {",
      with: "\"timeline\": {\"implicit\": [{\"node\": \"t\", \"attribute\": \"hidden\", "
        + "\"animation\": {\"duration\": 1}}], ")
    let error = try #require(decodeError { _ = try SceneFile.decode(Data(bad.utf8), baseDirectory: "/") })
    #expect(
      error.message.hasPrefix("expected one of " + attributes.map { "\"\($0)\"" }.joined(separator: ", ")))
    #expect(!SchemaTests.validator.validate(try JSONTree(parsing: bad)).errors.isEmpty)
    for attribute in attributes {
      let good = bad.replacingOccurrences(of: "\"hidden\"", with: "\"\(attribute)\"")
      #expect(SchemaTests.validator.validate(try JSONTree(parsing: good)).errors.isEmpty, "\(attribute)")
    }
  }
}

import VitrumSceneFile

/// A JSON tree without locations, written with literals, for stating expected parse results.
indirect enum PlainJSON: Equatable, Sendable, CustomStringConvertible {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([PlainJSON])
  case object([Member])

  struct Member: Equatable, Sendable {
    var key: String
    var value: PlainJSON
  }

  init(_ value: JSONValue) {
    switch value.kind {
    case .null: self = .null
    case .bool(let flag): self = .bool(flag)
    case .number(let number, _): self = .number(number)
    case .string(let text): self = .string(text)
    case .array(let elements): self = .array(elements.map(PlainJSON.init))
    case .object(let members):
      self = .object(members.map { Member(key: $0.key, value: PlainJSON($0.value)) })
    }
  }

  var description: String {
    switch self {
    case .null: return "null"
    case .bool(let flag): return String(flag)
    case .number(let number): return String(number)
    case .string(let text): return "\"\(text)\""
    case .array(let elements): return "[" + elements.map(\.description).joined(separator: ",") + "]"
    case .object(let members):
      return "{" + members.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",") + "}"
    }
  }
}

extension PlainJSON: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  init(nilLiteral: ()) { self = .null }
  init(booleanLiteral value: Bool) { self = .bool(value) }
  init(integerLiteral value: Int) { self = .number(Double(value)) }
  init(floatLiteral value: Double) { self = .number(value) }
  init(stringLiteral value: String) { self = .string(value) }
  init(arrayLiteral elements: PlainJSON...) { self = .array(elements) }
  // Dictionary literals arrive in source order, which is what object member order needs.
  init(dictionaryLiteral elements: (String, PlainJSON)...) {
    self = .object(elements.map { Member(key: $0.0, value: $0.1) })
  }
}

/// The error parsing `text` throws, or `nil` if it parses.
func jsonParseError(_ text: String, limits: JSONLimits = .default) -> SceneFileError? {
  jsonParseError(Array(text.utf8), limits: limits)
}

/// The error parsing `bytes` throws, or `nil` if it parses.
func jsonParseError(_ bytes: [UInt8], limits: JSONLimits = .default) -> SceneFileError? {
  do {
    _ = try JSONParser.parse(bytes, limits: limits)
    return nil
  } catch {
    return error
  }
}

/// The ``SceneFileError`` `body` throws, or `nil` if it throws nothing (or something else).
///
/// Takes an untyped closure because closure literals are not inferred as typed-throws, and
/// spelling out `() throws(SceneFileError) in` at every call would bury the tests.
func sceneFileError<T>(_ body: () throws -> T) -> SceneFileError? {
  do {
    _ = try body()
    return nil
  } catch {
    return error as? SceneFileError
  }
}

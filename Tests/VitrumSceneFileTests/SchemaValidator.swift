import Foundation
import VitrumSceneFile

/// A minimal JSON Schema (draft 2020-12) validator supporting exactly the keywords
/// `Scenes/schema/vitrum-scene.schema.json` uses, so that tests can hold the schema against the decoder.
///
/// Supported: `type`, `properties`, `required`, `additionalProperties`, `enum`, `const`, `items`,
/// `prefixItems`, `contains`, `minItems`, `maxItems`, `minimum`, `maximum`, `exclusiveMinimum`,
/// `minLength`, `maxLength`, `pattern`, `oneOf`, `anyOf`, `allOf`, `not`, `if`/`then`/`else`, and `$ref` to
/// `#/$defs/…`; annotations (`title`, `description`, `default`, `examples`, `$schema`, `$comment`) are
/// ignored. Any other keyword makes ``init(schema:)`` throw, so the schema cannot quietly grow a keyword
/// this validator would skip.
///
/// Besides errors, validation reports which properties each object may have: for every object that
/// matched a subschema with `"additionalProperties": false`, the names in that subschema's
/// `properties`. Tests compare those sets with the fields the decoder reads.
///
/// The schema is compiled once into ``Schema`` nodes; the validator is immutable afterwards, so one
/// instance can be shared by tests running in parallel.
final class SchemaValidator: @unchecked Sendable {
  struct UnsupportedSchema: Error, CustomStringConvertible {
    var description: String
  }

  /// The outcome of validating one document.
  struct Result {
    /// `PATH: MESSAGE` for each violation; empty when the document is valid.
    var errors: [String] = []
    /// For each object (by document path), the property names its closed subschemas allow.
    var allowedProperties: [String: Set<String>] = [:]

    mutating func merge(_ other: Result) {
      errors += other.errors
      if other.allowedProperties.isEmpty { return }
      for (path, names) in other.allowedProperties { allowedProperties[path, default: []].formUnion(names) }
    }
  }

  /// One compiled (sub)schema.
  final class Schema {
    var always: Bool?
    var reference: String?
    var types: [String]?
    var properties: [String: Schema] = [:]
    var propertyNames: [String] = []
    var hasProperties = false
    var required: [String] = []
    var additionalProperties: Schema?
    var enumValues: [JSONTree]?
    var constValue: JSONTree?
    var prefixItems: [Schema]?
    var items: Schema?
    var contains: Schema?
    var minItems: Int?
    var maxItems: Int?
    var minimum: Double?
    var maximum: Double?
    var exclusiveMinimum: Double?
    var minLength: Int?
    var maxLength: Int?
    var pattern: (text: String, regex: NSRegularExpression)?
    var allOf: [Schema]?
    var anyOf: [Schema]?
    var oneOf: [Schema]?
    var not: Schema?
    var ifSchema: Schema?
    var thenSchema: Schema?
    var elseSchema: Schema?

    /// Whether an object matching this schema may have no other properties than `propertyNames`.
    var isClosed: Bool { additionalProperties?.always == false && hasProperties }
  }

  static let annotations: Set<String> = [
    "$schema", "$id", "$comment", "title", "description", "default", "examples", "$defs",
  ]

  let schema: JSONTree
  private let root: Schema
  private let definitions: [String: Schema]

  init(schema: JSONTree) throws {
    self.schema = schema
    var definitions: [String: Schema] = [:]
    if let defs = schema[[.key("$defs")]], case .object(let members) = defs {
      for member in members {
        definitions[member.key] = try Self.compile(member.value, at: "#/$defs/" + member.key)
      }
    }
    self.definitions = definitions
    root = try Self.compile(schema, at: "#")
    for (location, reference) in Self.references(in: schema, at: "#")
    where !reference.hasPrefix("#/$defs/") || definitions[String(reference.dropFirst(8))] == nil {
      throw UnsupportedSchema(description: "\(location): cannot resolve \(reference)")
    }
  }

  /// Compiles a schema, throwing for keywords this validator does not implement.
  private static func compile(_ json: JSONTree, at location: String) throws -> Schema {
    let schema = Schema()
    if case .bool(let flag) = json {
      schema.always = flag
      return schema
    }
    guard case .object(let members) = json else {
      throw UnsupportedSchema(description: "\(location): a schema must be an object or a boolean")
    }
    func sub(_ value: JSONTree, _ key: String) throws -> Schema {
      try compile(value, at: location + "/" + key)
    }
    func list(_ value: JSONTree, _ key: String) throws -> [Schema] {
      guard case .array(let items) = value else {
        throw UnsupportedSchema(description: "\(location)/\(key): not an array")
      }
      return try items.enumerated().map { try compile($0.element, at: "\(location)/\(key)/\($0.offset)") }
    }
    func integer(_ value: JSONTree, _ key: String) throws -> Int {
      guard let number = value.number, number == number.rounded() else {
        throw UnsupportedSchema(description: "\(location)/\(key): not an integer")
      }
      return Int(number)
    }
    for member in members {
      let key = member.key
      let value = member.value
      switch key {
      case _ where annotations.contains(key): break
      case "$ref":
        guard case .string(let reference) = value else {
          throw UnsupportedSchema(description: "\(location)/$ref")
        }
        schema.reference = reference
      case "type":
        switch value {
        case .string(let name): schema.types = [name]
        case .array(let names):
          schema.types = names.compactMap { if case .string(let n) = $0 { n } else { nil } }
        default: throw UnsupportedSchema(description: "\(location)/type")
        }
      case "properties":
        guard case .object(let properties) = value else {
          throw UnsupportedSchema(description: "\(location)/properties")
        }
        schema.hasProperties = true
        for property in properties {
          schema.properties[property.key] = try sub(property.value, "properties/" + property.key)
          schema.propertyNames.append(property.key)
        }
      case "required":
        guard case .array(let names) = value else {
          throw UnsupportedSchema(description: "\(location)/required")
        }
        schema.required = names.compactMap { if case .string(let n) = $0 { n } else { nil } }
      case "additionalProperties": schema.additionalProperties = try sub(value, key)
      case "enum":
        guard case .array(let options) = value else {
          throw UnsupportedSchema(description: "\(location)/enum")
        }
        schema.enumValues = options
      case "const": schema.constValue = value
      case "prefixItems": schema.prefixItems = try list(value, key)
      case "items": schema.items = try sub(value, key)
      case "contains": schema.contains = try sub(value, key)
      case "minItems": schema.minItems = try integer(value, key)
      case "maxItems": schema.maxItems = try integer(value, key)
      case "minLength": schema.minLength = try integer(value, key)
      case "maxLength": schema.maxLength = try integer(value, key)
      case "minimum": schema.minimum = value.number
      case "maximum": schema.maximum = value.number
      case "exclusiveMinimum": schema.exclusiveMinimum = value.number
      case "pattern":
        guard case .string(let text) = value else {
          throw UnsupportedSchema(description: "\(location)/pattern")
        }
        schema.pattern = (text, try NSRegularExpression(pattern: text))
      case "allOf": schema.allOf = try list(value, key)
      case "anyOf": schema.anyOf = try list(value, key)
      case "oneOf": schema.oneOf = try list(value, key)
      case "not": schema.not = try sub(value, key)
      case "if": schema.ifSchema = try sub(value, key)
      case "then": schema.thenSchema = try sub(value, key)
      case "else": schema.elseSchema = try sub(value, key)
      default:
        throw UnsupportedSchema(description: "\(location)/\(key): unsupported keyword")
      }
    }
    return schema
  }

  /// Every `$ref` in a schema document with where it is.
  private static func references(in json: JSONTree, at location: String) -> [(String, String)] {
    json.allPaths.compactMap { path, value in
      guard case .key("$ref")? = path.last, case .string(let reference) = value else { return nil }
      return (location + "/" + JSONTree.describe(path), reference)
    }
  }

  /// Validates a whole document against the schema; with `annotate`, also collects
  /// ``Result/allowedProperties``.
  func validate(_ instance: JSONTree, annotate: Bool = false) -> Result {
    var result = Result()
    _ = validate(instance, root, path: InstancePath(), mode: annotate ? .annotate : .report, into: &result)
    return result
  }

  /// How much a validation pass records.
  enum Mode {
    /// Only whether the instance matches: errors are counted, not described (`if` conditions, `not`,
    /// and first passes over `oneOf` alternatives). Keeps the mutation tests fast in debug builds.
    case quiet
    /// Errors with messages.
    case report
    /// Errors with messages, and the allowed properties of each object.
    case annotate
  }

  /// Whether `instance` at `path` matches `schema`; adds errors and allowed properties to `result`.
  ///
  private func validate(
    _ instance: JSONTree, _ schema: Schema, path: InstancePath, mode: Mode, into result: inout Result
  ) -> Bool {
    func fail(_ message: @autoclosure () -> String) {
      if mode == .quiet {
        result.errors.append("")
        return
      }
      let here = path.description
      result.errors.append("\(here.isEmpty ? "(document)" : here): \(message())")
    }
    /// Validates against a subschema into a separate result, so that combinators decide what to keep.
    func branch(_ subschema: Schema, _ branchMode: Mode) -> (ok: Bool, result: Result) {
      var scratch = Result()
      let ok = validate(instance, subschema, path: path, mode: branchMode, into: &scratch)
      return (ok, scratch)
    }
    func descend(_ value: JSONTree, _ subschema: Schema, _ subpath: InstancePath) {
      _ = validate(value, subschema, path: subpath, mode: mode, into: &result)
    }
    if let always = schema.always {
      if !always { fail("not allowed here") }
      return always
    }
    let errorCount = result.errors.count

    if let reference = schema.reference, let target = definitions[String(reference.dropFirst(8))] {
      _ = validate(instance, target, path: path, mode: mode, into: &result)
    }
    if let types = schema.types, !types.contains(where: { Self.matches(instance, type: $0) }) {
      fail("expected \(types.joined(separator: " or ")), found \(Self.typeName(instance))")
    }
    if let options = schema.enumValues, !options.contains(where: { Self.equal($0, instance) }) {
      fail("\(instance.text) is not one of \(JSONTree.array(options).text)")
    }
    if let constant = schema.constValue, !Self.equal(constant, instance) {
      fail("expected \(constant.text), found \(instance.text)")
    }

    switch instance {
    case .object(let fields):
      if let additional = schema.additionalProperties {
        for field in fields {
          descend(field.value, schema.properties[field.key] ?? additional, path.appending(key: field.key))
        }
      } else {
        // Without additionalProperties only the named properties matter; looking them up by name is
        // much cheaper for the one-property `if` conditions that select a node type.
        for name in schema.propertyNames {
          if let field = fields.first(where: { $0.key == name }), let subschema = schema.properties[name] {
            descend(field.value, subschema, path.appending(key: name))
          }
        }
      }
      for name in schema.required where !fields.contains(where: { $0.key == name }) {
        fail("missing required property \"\(name)\"")
      }
    case .array(let elements):
      let prefix = schema.prefixItems ?? []
      for (i, element) in elements.enumerated() {
        if i < prefix.count {
          descend(element, prefix[i], path.appending(index: i))
        } else if let items = schema.items {
          descend(element, items, path.appending(index: i))
        }
      }
      if let contains = schema.contains {
        let found = elements.enumerated().contains { i, element in
          var scratch = Result()
          return validate(element, contains, path: path.appending(index: i), mode: .quiet, into: &scratch)
        }
        if !found { fail("no element matches \"contains\"") }
      }
      if let minimum = schema.minItems, elements.count < minimum {
        fail("\(elements.count) items, minItems \(minimum)")
      }
      if let maximum = schema.maxItems, elements.count > maximum {
        fail("\(elements.count) items, maxItems \(maximum)")
      }
    case .string(let string):
      // JSON Schema counts code points.
      let length = string.unicodeScalars.count
      if let minimum = schema.minLength, length < minimum { fail("length \(length), minLength \(minimum)") }
      if let maximum = schema.maxLength, length > maximum { fail("length \(length), maxLength \(maximum)") }
      if let (text, regex) = schema.pattern,
        regex.firstMatch(in: string, range: NSRange(string.startIndex..., in: string)) == nil
      {
        fail("\(instance.text) does not match \(text)")
      }
    case .number:
      let number = instance.number ?? .nan
      if let bound = schema.minimum, !(number >= bound) {
        fail("\(instance.text) is below the minimum \(bound)")
      }
      if let bound = schema.maximum, !(number <= bound) {
        fail("\(instance.text) is above the maximum \(bound)")
      }
      if let bound = schema.exclusiveMinimum, !(number > bound) {
        fail("\(instance.text) is not above the exclusive minimum \(bound)")
      }
    default:
      break
    }

    if let schemas = schema.allOf {
      // Every subschema must match, so errors and annotations all belong to this result.
      for subschema in schemas { _ = validate(instance, subschema, path: path, mode: mode, into: &result) }
    }
    func choose(_ name: String, among alternatives: [Schema]) {
      // A quiet pass decides; messages and annotations are gathered afterwards only where they are used.
      let passed = alternatives.filter { branch($0, .quiet).ok }
      if passed.isEmpty || (name == "oneOf" && passed.count > 1) {
        fail(
          passed.isEmpty
            ? "matches none of \(name): "
              + alternatives.compactMap { branch($0, .report).result.errors.first }.joined(separator: " | ")
            : "matches \(passed.count) alternatives of oneOf, expected exactly one")
      } else if mode == .annotate {
        for alternative in passed { result.merge(branch(alternative, .annotate).result) }
      }
    }
    if let alternatives = schema.anyOf { choose("anyOf", among: alternatives) }
    if let alternatives = schema.oneOf { choose("oneOf", among: alternatives) }
    if let not = schema.not, branch(not, .quiet).ok { fail("matches a schema it must not match") }
    if let condition = schema.ifSchema {
      if branch(condition, .quiet).ok {
        if let then = schema.thenSchema {
          _ = validate(instance, then, path: path, mode: mode, into: &result)
        }
      } else if let otherwise = schema.elseSchema {
        _ = validate(instance, otherwise, path: path, mode: mode, into: &result)
      }
    }

    let valid = result.errors.count == errorCount
    if valid, mode == .annotate, schema.isClosed, case .object = instance {
      result.allowedProperties[path.description, default: []].formUnion(schema.propertyNames)
    }
    return valid
  }

  /// Where a value is, as a cheap linked list built while descending; turned into a ``DocumentPath``
  /// description only for messages and annotations.
  struct InstancePath {
    final class Link {
      let parent: Link?
      let step: JSONTree.Step
      init(_ parent: Link?, _ step: JSONTree.Step) {
        self.parent = parent
        self.step = step
      }
    }
    var last: Link?

    func appending(key: String) -> InstancePath { InstancePath(last: Link(last, .key(key))) }
    func appending(index: Int) -> InstancePath { InstancePath(last: Link(last, .index(index))) }

    /// `root.children[2].glass`, as the decoder writes paths.
    var description: String {
      var steps: [JSONTree.Step] = []
      var link = last
      while let current = link {
        steps.append(current.step)
        link = current.parent
      }
      return JSONTree.describe(steps.reversed())
    }
  }

  static func matches(_ instance: JSONTree, type: String) -> Bool {
    switch (type, instance) {
    case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array),
      ("object", .object):
      return true
    case ("integer", .number):
      return instance.number.map { $0 == $0.rounded() } ?? false
    default:
      return false
    }
  }

  static func typeName(_ instance: JSONTree) -> String {
    switch instance {
    case .null: "null"
    case .bool: "boolean"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }

  /// JSON equality: numbers by value, objects regardless of member order.
  static func equal(_ a: JSONTree, _ b: JSONTree) -> Bool {
    switch (a, b) {
    case (.number, .number): return a.number == b.number
    case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
    case (.object(let x), .object(let y)):
      return x.count == y.count
        && x.allSatisfy { m in y.contains { $0.key == m.key && equal($0.value, m.value) } }
    default: return a == b
    }
  }
}

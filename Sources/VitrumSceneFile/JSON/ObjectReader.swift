/// Reads the members of a JSON object by key, remembering which keys were asked for, so that
/// misspelt or unsupported fields are reported instead of silently ignored.
///
/// Ask for every field the format defines with ``required(_:)``, ``optional(_:)`` or
/// ``has(_:)``, then call ``finish()``: any member that no call asked for is an unknown
/// field. A misspelt optional field is the classic silent failure in hand-written scene
/// files (`"tnit"` simply never tints anything), which is why unknown fields are errors.
///
/// This is a class so that the record of asked-for keys is shared when a reader is passed to
/// helper functions; a copied struct would forget what the helpers read.
public final class ObjectReader {
  /// The object's members, in document order.
  public let members: [JSONMember]
  /// Where the object's opening brace is.
  public let location: SourceLocation
  /// The path to the object.
  public let path: DocumentPath

  private let indexByKey: [String: Int]
  /// Keys asked for so far, in the order first asked: the fields this object may have.
  private var expectedKeys: [String] = []
  private var expectedKeySet: Set<String> = []

  /// Creates a reader for an object's members; usually obtained from ``JSONNode/object()``.
  /// Keys must be unique, as ``JSONParser`` guarantees.
  public init(members: [JSONMember], location: SourceLocation, path: DocumentPath) {
    self.members = members
    self.location = location
    self.path = path
    var indexByKey: [String: Int] = [:]
    for (index, member) in members.enumerated() { indexByKey[member.key] = index }
    self.indexByKey = indexByKey
  }

  /// The object's keys, in document order.
  public var keys: [String] { members.map(\.key) }

  /// Whether the object has a member `key`. Counts as asking for `key`.
  public func has(_ key: String) -> Bool {
    expect(key)
    return indexByKey[key] != nil
  }

  /// The member `key`, or `nil` if the object has none. A member whose value is `null` is
  /// returned as a node; check ``JSONNode/isNull`` if `null` should mean absent.
  public func optional(_ key: String) -> JSONNode? {
    expect(key)
    guard let index = indexByKey[key] else { return nil }
    return JSONNode(members[index].value, path: path.appending(key: key))
  }

  /// The member `key`, or a ``SceneFileError/Code/missingField`` error located at the
  /// object's opening brace, the nearest place to where the field should be added.
  public func required(_ key: String) throws(SceneFileError) -> JSONNode {
    guard let node = optional(key) else {
      throw error(.missingField, "missing required field \(MessageText.quoted(key))")
    }
    return node
  }

  /// Throws a ``SceneFileError/Code/unknownField`` error for the first member, in document
  /// order, that no call asked for.
  ///
  /// The error is located at the member's key and carries the object's path. It suggests the
  /// closest asked-for key when one is near (`unknown field "tnit" (did you mean "tint"?)`),
  /// and otherwise lists them all (`unknown field "foo"; expected one of: id, frame, glass`).
  public func finish() throws(SceneFileError) {
    guard let member = members.first(where: { !expectedKeySet.contains($0.key) }) else { return }
    var message = "unknown field \(MessageText.quoted(member.key))"
    if let suggestion = MessageText.closestMatch(to: member.key, in: expectedKeys) {
      message += " (did you mean \(MessageText.quoted(suggestion))?)"
    } else if expectedKeys.isEmpty {
      message += "; expected an empty object"
    } else {
      message += "; expected one of: " + expectedKeys.joined(separator: ", ")
    }
    throw SceneFileError(
      .unknownField, message, line: member.keyLocation.line, column: member.keyLocation.column,
      documentPath: path.description)
  }

  /// An error located at the object's opening brace, for problems with the object as a whole,
  /// such as two fields that may not appear together.
  public func error(
    _ code: SceneFileError.Code, _ message: String, underlying: String? = nil
  ) -> SceneFileError {
    SceneFileError(
      code, message, line: location.line, column: location.column,
      documentPath: path.description, underlying: underlying)
  }

  private func expect(_ key: String) {
    if expectedKeySet.insert(key).inserted { expectedKeys.append(key) }
  }
}

import Foundation

/// A strict RFC 8259 JSON parser that records where every value came from.
///
/// Foundation's `JSONSerialization` and `JSONDecoder` cannot say where in a file a problem
/// is, which scene authors need, so scene files are parsed here instead. The parser accepts
/// exactly the JSON grammar plus a leading byte-order mark: no comments, trailing commas,
/// single quotes, `NaN` or duplicate keys. Every problem is thrown as a ``SceneFileError``
/// with code ``SceneFileError/Code/syntax`` (or ``SceneFileError/Code/limit``) located at the
/// offending character, for example `3:14: expected ',' or '}' after an object member`.
///
/// Parsing is iterative, so deeply nested input cannot overflow the stack, and linear in the
/// size of the input.
public enum JSONParser {
  /// Parses `bytes`, which must be one UTF-8 encoded JSON document.
  public static func parse(
    _ bytes: [UInt8], limits: JSONLimits = .default
  ) throws(SceneFileError) -> JSONValue {
    let result = bytes.withUnsafeBufferPointer { buffer in
      var core = JSONParserCore(bytes: buffer, limits: limits)
      return Result { () throws(SceneFileError) in try core.parseDocument() }
    }
    return try result.get()
  }

  /// Parses `data`, which must be one UTF-8 encoded JSON document.
  public static func parse(
    _ data: Data, limits: JSONLimits = .default
  ) throws(SceneFileError) -> JSONValue {
    let result = data.withUnsafeBytes { raw in
      var core = JSONParserCore(bytes: raw.bindMemory(to: UInt8.self), limits: limits)
      return Result { () throws(SceneFileError) in try core.parseDocument() }
    }
    return try result.get()
  }

  /// Parses `text` as one JSON document.
  public static func parse(
    _ text: String, limits: JSONLimits = .default
  ) throws(SceneFileError) -> JSONValue {
    try parse(Array(text.utf8), limits: limits)
  }
}

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Writes files so that a reader sees the old file or the complete new one, never half of either.
public enum AtomicFile {
  /// Why a file could not be written, in words a person can act on.
  public struct Failure: Error, LocalizedError, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }
    public var errorDescription: String? { description }
  }

  /// Writes `data` to a temporary file in the target's folder, then renames it over the target.
  /// On failure the temporary file is removed and the target is untouched.
  public static func write(_ data: Data, to path: String) throws(Failure) {
    let target = URL(fileURLWithPath: path)
    let folder = target.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw Failure(path: path, reason: "is a directory")
    }
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw Failure(path: path, reason: "no such folder \(folder.path)")
    }
    let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp")
    guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
      throw Failure(
        path: path, reason: "cannot create a file in \(folder.path) (\(String(cString: strerror(errno))))")
    }
    if rename(temporary.path, target.path) != 0 {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw Failure(path: path, reason: reason)
    }
  }
}

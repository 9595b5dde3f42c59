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
  ///
  /// The target is where `path` leads (`OutputTarget`): through symbolic links, which stay links; a
  /// character device or FIFO is written directly; a file among `inputs`, a folder, a block device or a
  /// socket is refused before anything is written.
  public static func write(_ data: Data, to path: String, protecting inputs: Set<FileIdentity> = [])
    throws(Failure)
  {
    let output = try OutputTarget(path, protecting: inputs)
    if output.kind == .stream {
      try writeDirectly(data, to: output.path, named: path)
      return
    }
    let target = URL(fileURLWithPath: output.path)
    let folder = target.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
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

  /// Writes every byte into a device or FIFO, which has nothing to rename over.
  static func writeDirectly(_ data: Data, to target: String, named path: String) throws(Failure) {
    let descriptor = open(target, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
    defer { close(descriptor) }
    let written = data.withUnsafeBytes { bytes in writeAll(bytes, to: descriptor) }
    guard written else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
  }
}

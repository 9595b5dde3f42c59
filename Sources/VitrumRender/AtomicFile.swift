import Foundation

/// Writes files so that a reader sees the old file or the complete new one, never half of either.
public enum AtomicFile {
  /// Writes `data` to a temporary file in the target's folder, then renames it over the target.
  /// On failure the temporary file is removed and the target is untouched.
  public static func write(_ data: Data, to path: String) throws {
    let target = URL(fileURLWithPath: path)
    let folder = target.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try data.write(to: temporary, options: [])
      if rename(temporary.path, target.path) != 0 {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }
}

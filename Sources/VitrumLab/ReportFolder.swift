import Foundation
import VitrumIO
import VitrumRender

/// One file of a report folder.
public struct ReportFile: Sendable {
  public var name: String
  public var data: Data

  public init(name: String, data: Data) {
    self.name = name
    self.data = data
  }
}

/// Writes a report folder so that a reader sees the old report or the complete new one, never half of one.
///
/// The files go into a hidden folder beside the target, which is then renamed into place; an earlier
/// report at the target is moved aside first and removed after. A folder is only ever replaced when it is
/// empty or holds `marker` (which every report folder holds), so pointing `--report` at a folder of other
/// files is refused instead of deleting them.
public enum ReportFolder {
  /// Why a report folder could not be written, in words a person can act on.
  public struct Failure: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }
  }

  /// The file that marks a folder as a report this program wrote and may replace.
  public static let marker = ".vitrum-report"

  /// Checks, before a long measurement, that `write` could put a report at `path`: the parent folder
  /// exists, and `path` is absent, an empty folder or an earlier report.
  public static func check(_ path: String) throws(Failure) {
    _ = try existingReport(at: URL(fileURLWithPath: path).standardizedFileURL, path: path)
  }

  /// Writes `files` (plain names) and the marker as the folder at `path`, replacing an earlier report.
  public static func write(_ files: [ReportFile], to path: String) throws(Failure) {
    let fm = FileManager.default
    let target = URL(fileURLWithPath: path).standardizedFileURL
    let parent = target.deletingLastPathComponent()
    let exists = try existingReport(at: target, path: path)
    let token = UUID().uuidString
    let staging = parent.appendingPathComponent(".\(target.lastPathComponent).\(token).tmp")
    do {
      try fm.createDirectory(at: staging, withIntermediateDirectories: false)
    } catch {
      throw Failure(path: path, reason: "cannot create a folder in \(parent.path)")
    }
    do throws(Failure) {
      for file in files + [ReportFile(name: marker, data: Data())] {
        guard !file.name.contains("/"), !file.name.hasPrefix("..") else {
          throw Failure(path: path, reason: "\"\(file.name)\" is not a plain file name")
        }
        do {
          try AtomicFile.write(file.data, to: staging.appendingPathComponent(file.name).path)
        } catch {
          throw Failure(path: path, reason: "cannot write \(file.name): \(error.reason)")
        }
      }
      try replace(target, with: staging, exists: exists, token: token, path: path)
    } catch {
      try? fm.removeItem(at: staging)
      throw error
    }
  }

  /// Whether a folder is at `target`, after checking that it may be replaced.
  static func existingReport(at target: URL, path: String) throws(Failure) -> Bool {
    let fm = FileManager.default
    let parent = target.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard fm.fileExists(atPath: parent.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw Failure(path: path, reason: "no such folder \(parent.path)")
    }
    guard fm.fileExists(atPath: target.path, isDirectory: &isDirectory) else { return false }
    guard isDirectory.boolValue else { throw Failure(path: path, reason: "is a file, not a folder") }
    let contents = (try? fm.contentsOfDirectory(atPath: target.path)) ?? []
    guard contents.isEmpty || contents.contains(marker) else {
      throw Failure(
        path: path, reason: "exists and is not a report folder (no \(marker) in it); choose another folder")
    }
    return true
  }

  /// Renames the staged folder into place, moving an earlier report aside first and back on failure.
  static func replace(_ target: URL, with staging: URL, exists: Bool, token: String, path: String)
    throws(Failure)
  {
    let fm = FileManager.default
    guard exists else {
      if rename(staging.path, target.path) != 0 { throw Failure(path: path, reason: errnoText()) }
      return
    }
    let old = target.deletingLastPathComponent().appendingPathComponent(
      ".\(target.lastPathComponent).\(token).old")
    if rename(target.path, old.path) != 0 { throw Failure(path: path, reason: errnoText()) }
    if rename(staging.path, target.path) != 0 {
      let reason = errnoText()
      _ = rename(old.path, target.path)
      throw Failure(path: path, reason: reason)
    }
    try? fm.removeItem(at: old)
  }

  static func errnoText() -> String { String(cString: strerror(errno)) }
}

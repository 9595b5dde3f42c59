import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A file as the system knows it (device and inode), whatever path names it: two paths name the same
/// file when their identities are equal, through symbolic links, hard links and `..` alike.
public struct FileIdentity: Hashable, Sendable {
  public let device: UInt64
  public let inode: UInt64

  /// The identity of the file at `path` (following symbolic links); nil when there is none.
  public init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }
}

/// Where an output path really leads, decided before anything is written: what `cp` and `ffmpeg` do with
/// a path, made explicit. A symbolic link is followed to its target (a dangling link to the file it names),
/// so the link stays and its target receives the output; a character device or a FIFO is written directly,
/// having nothing to rename over; a file that is one of the command's inputs (the scene, an image it uses)
/// is refused, as is a folder, a block device or a socket.
public struct OutputTarget: Sendable {
  /// How the output reaches its target.
  public enum Kind: Sendable, Equatable {
    /// A regular file (or none yet): written beside the target and renamed over it, so a reader sees the
    /// old file or the whole new one.
    case file
    /// A character device or FIFO (`/dev/null`, a named pipe): written directly.
    case stream
  }

  /// The path the output is written to: the path given, with symbolic links followed.
  public let path: String
  public let kind: Kind

  /// Resolves `path`; throws when it leads to something that must not be written over.
  public init(_ path: String, protecting inputs: Set<FileIdentity> = []) throws(AtomicFile.Failure) {
    let target = try Self.followLinks(path)
    var info = stat()
    guard stat(target, &info) == 0 else {
      self.path = target
      self.kind = .file
      return
    }
    if let identity = FileIdentity(path: target), inputs.contains(identity) {
      throw AtomicFile.Failure(
        path: path,
        reason: (target == path ? "" : "leads to \(target), which ")
          + "is an input of this command (the scene or an image it uses): refusing to write over it")
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: kind = .file
    case S_IFCHR, S_IFIFO: kind = .stream
    case S_IFDIR: throw AtomicFile.Failure(path: path, reason: "is a directory")
    case S_IFBLK: throw AtomicFile.Failure(path: path, reason: "is a block device: refusing to write over it")
    default:
      throw AtomicFile.Failure(path: path, reason: "is not a regular file, a FIFO or a character device")
    }
    self.path = target
  }

  /// The path a chain of symbolic links ends at (the last link's target when it dangles).
  static func followLinks(_ path: String) throws(AtomicFile.Failure) -> String {
    var current = path
    // The kernel's own limit on links followed in one lookup (Linux MAXSYMLINKS).
    for _ in 0..<40 {
      var info = stat()
      guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(current, &buffer, buffer.count - 1)
      guard length >= 0 else { return current }
      let link = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current =
        link.hasPrefix("/")
        ? link : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(link).path
    }
    throw AtomicFile.Failure(path: path, reason: "too many levels of symbolic links")
  }
}

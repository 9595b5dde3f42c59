#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension JSONParser {
  /// Reads the file at `path` and parses it as one JSON document.
  ///
  /// Every error, from reading or from parsing, names `path` as given, so callers should pass
  /// the path as the user would recognise it. Reading problems (file not found, a directory,
  /// unreadable) have code ``SceneFileError/Code/io`` and no line; a file larger than
  /// `limits.maxBytes` has code ``SceneFileError/Code/limit``. The size is checked before anything
  /// is read, so an enormous file costs nothing.
  public static func parse(
    contentsOfFile path: String, limits: JSONLimits = .default
  ) throws(SceneFileError) -> JSONValue {
    let bytes = try readFile(atPath: path, maxBytes: limits.maxBytes)
    do {
      return try parse(bytes, limits: limits)
    } catch {
      throw error.withFile(path)
    }
  }

  /// A size as the limits are written: "16 MiB", or "1000 bytes" when it is not whole mebibytes.
  static func describe(bytes: Int) -> String {
    bytes > 0 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
  }

  /// The contents of the file at `path`, refusing anything larger than `maxBytes`.
  ///
  /// Uses POSIX calls rather than Foundation so that the size check and the read apply to the
  /// same open file (a file swapped between a check and a read cannot slip through), and so
  /// that failures map to plain messages instead of Foundation's localized paragraphs.
  static func readFile(atPath path: String, maxBytes: Int) throws(SceneFileError) -> [UInt8] {
    func failure(_ message: String, _ code: Int32? = nil) -> SceneFileError {
      SceneFileError(
        .io, message, file: path, underlying: code.map { String(cString: strerror($0)) })
    }

    let fd = open(path, O_RDONLY | O_CLOEXEC)
    if fd < 0 {
      let code = errno
      switch code {
      case ENOENT, ENOTDIR: throw failure("file not found")
      case EACCES, EPERM: throw failure("permission denied")
      default: throw failure("cannot open file", code)
      }
    }
    defer { close(fd) }

    var info = stat()
    guard fstat(fd, &info) == 0 else { throw failure("cannot read file", errno) }
    if info.st_mode & mode_t(S_IFMT) == mode_t(S_IFDIR) { throw failure("is a directory") }
    // Too large is a property of the scene, like any other limit (exit status 65 in the command line),
    // not a failure to read it.
    func tooLarge(_ size: String) -> SceneFileError {
      SceneFileError(
        .limit, "file too large (\(size)the limit is \(Self.describe(bytes: maxBytes)))", file: path)
    }
    if Int(info.st_size) > maxBytes { throw tooLarge("\(info.st_size) bytes; ") }

    // The size from fstat is only a hint: pipes report 0 and files can grow, so the read
    // itself is capped one byte past the limit to detect anything larger.
    let cap = maxBytes < Int.max ? max(maxBytes, 0) + 1 : Int.max
    var bytes = [UInt8](repeating: 0, count: min(cap, max(Int(info.st_size), 4096) + 1))
    var count = 0
    while true {
      if count == bytes.count {
        if count >= cap { break }
        bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, cap - count)))
      }
      let got = bytes.withUnsafeMutableBytes { buffer in
        read(fd, buffer.baseAddress! + count, buffer.count - count)
      }
      if got < 0 {
        if errno == EINTR { continue }
        throw failure("cannot read file", errno)
      }
      if got == 0 { break }
      count += got
    }
    if count > maxBytes { throw tooLarge("") }
    bytes.removeSubrange(count...)
    return bytes
  }
}

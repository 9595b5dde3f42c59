import Foundation
import VitrumAnimation
import VitrumRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Encodes frames into a video (`.mp4`, `.webm`), a GIF or an animated PNG through the `ffmpeg` program:
/// frames go to its standard input raw (BGRA with straight alpha), and its error messages appear on
/// standard error. ffmpeg writes a temporary file beside the target, renamed into place only once it
/// finished successfully, so a failed or interrupted encode leaves no partial file.
///
/// Frames are converted on worker threads and piped in frame order while the next frame is drawn, so that
/// drawing and ffmpeg's encoding overlap; a few frames at most are in flight.
///
/// While the sink is open the process ignores SIGPIPE, so that an ffmpeg that exits early makes the next
/// write fail with an error rather than end the process; the previous disposition is restored at `finish`
/// or `abort`.
public final class FFmpegSink: FrameSink {
  /// What the file holds, chosen by the target's extension.
  public enum Format: String, Hashable, Sendable, CaseIterable {
    /// H.264 in MP4 (yuv420p, sizes padded to even numbers).
    case mp4
    /// VP9 in WebM, with alpha.
    case webm
    /// GIF with a palette made for the whole animation.
    case gif
    /// Animated PNG, looping.
    case png

    /// The format of a path's extension, if it names one.
    public init?(path: String) {
      self.init(rawValue: (path as NSString).pathExtension.lowercased())
    }

    /// ffmpeg's output options for the format.
    var arguments: [String] {
      switch self {
      case .mp4:
        [
          // x264's veryfast preset: the medium default took more of a two-core machine than drawing the
          // return timer at scale 3 did (docs/benchmarks.md, *Playback*).
          "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-preset", "veryfast", "-crf", "18",
          "-pix_fmt", "yuv420p",
          "-movflags", "+faststart", "-f", "mp4",
        ]
      case .webm:
        ["-c:v", "libvpx-vp9", "-crf", "30", "-b:v", "0", "-pix_fmt", "yuva420p", "-f", "webm"]
      case .gif:
        // The palette favours what moves (stats_mode=diff) and an ordered dither: on the return timer's
        // moving backdrop (300 × 220 px, 10 fps, 6 s) ffmpeg's default error diffusion made 1.23 MB, this
        // 0.77 MB, looking the same at that size.
        [
          "-filter_complex",
          "split[a][b];[a]palettegen=reserve_transparent=1:stats_mode=diff[p];"
            + "[b][p]paletteuse=dither=bayer:bayer_scale=5",
          "-loop", "0", "-f", "gif",
        ]
      case .png:
        ["-plays", "0", "-f", "apng"]
      }
    }
  }

  /// The file written.
  public let path: String
  public let format: Format
  public let rate: FrameRate
  /// The ffmpeg executable found.
  public let program: String
  private let temporary: String
  private var process: Process?
  private var input: FileHandle?
  private var size: (width: Int, height: Int)?
  private let pipeline = FramePipeline(capacity: FramePipeline.defaultCapacity, label: "vitrum.ffmpeg-frames")
  private var previousPipeHandler: (@convention(c) (Int32) -> Void)?
  private var finished = false

  /// A sink encoding into `path` (its format from its extension unless given) at `rate`. Looks for
  /// `program` on `searchPath` (default the environment's PATH) at once, so that a missing ffmpeg is
  /// reported before any frame is drawn.
  public init(
    path: String, rate: FrameRate, format: Format? = nil, program: String = "ffmpeg",
    searchPath: String? = ProcessInfo.processInfo.environment["PATH"]
  ) throws(PlaybackError) {
    guard let format = format ?? Format(path: path) else {
      throw PlaybackError(
        .invalidArgument,
        "\(path): not a video file name: use .mp4, .webm, .gif or .png (animated), or a folder for PNG frames"
      )
    }
    guard let found = Self.find(program, on: searchPath) else {
      throw PlaybackError(
        .missingProgram,
        "\(program) not found on PATH: writing \(path) needs the \(program) program (Debian: apt-get install "
          + "ffmpeg); or give a folder to write PNG frames")
    }
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue
    else {
      throw PlaybackError(.io, "\(path): no such folder \(folder)")
    }
    self.path = path
    self.format = format
    self.rate = rate
    self.program = found
    self.temporary = (folder as NSString).appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).part")
  }

  deinit { if !finished { abort() } }

  /// The executable `name` would run as: itself when it holds a slash, else the first match on
  /// `searchPath`.
  static func find(_ name: String, on searchPath: String?) -> String? {
    func executable(_ path: String) -> Bool {
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
        && access(path, X_OK) == 0
    }
    if name.contains("/") { return executable(name) ? name : nil }
    for folder in (searchPath ?? "").split(separator: ":", omittingEmptySubsequences: true) {
      let candidate = (String(folder) as NSString).appendingPathComponent(name)
      if executable(candidate) { return candidate }
    }
    return nil
  }

  /// Starts ffmpeg for frames of a size.
  private func start(width: Int, height: Int) throws(PlaybackError) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments =
      [
        "-hide_banner", "-loglevel", "error", "-nostats", "-y", "-f", "rawvideo", "-pix_fmt", "bgra",
        "-video_size", "\(width)x\(height)", "-framerate", "\(rate.frames)/\(rate.seconds)", "-i", "pipe:0",
      ] + format.arguments + [temporary]
    let pipe = Pipe()
    process.standardInput = pipe
    process.standardOutput = FileHandle.nullDevice
    previousPipeHandler = signal(SIGPIPE, SIG_IGN)
    do {
      try process.run()
    } catch {
      signal(SIGPIPE, previousPipeHandler)
      throw PlaybackError(.encoderFailed, "cannot run \(program): \(error.localizedDescription)")
    }
    self.process = process
    self.input = pipe.fileHandleForWriting
    self.size = (width, height)
  }

  public func write(_ frame: RenderedFrame, index: Int) throws(PlaybackError) {
    let surface = frame.surface
    if size == nil { try start(width: surface.width, height: surface.height) }
    guard let size, size.width == surface.width, size.height == surface.height, let input else {
      throw PlaybackError(
        .invalidArgument,
        "frame \(index) is \(surface.width)×\(surface.height) px, the video \(size.map { "\($0.width)×\($0.height)" } ?? "?") px"
      )
    }
    let descriptor = input.fileDescriptor
    let program = program
    try pipeline.submit { () throws(PlaybackError) -> FramePipeline.Delivery in
      let bytes = surface.withPixelsForReading { pixels, rowPixels in
        Self.straightBGRA(pixels, width: surface.width, height: surface.height, rowPixels: rowPixels)
      }
      return { () throws(PlaybackError) in
        let written = bytes.withUnsafeBytes { bytes in Self.writeAll(bytes, to: descriptor) }
        guard written else {
          throw PlaybackError(
            .encoderFailed,
            "\(program) stopped reading frames at frame \(index) (\(String(cString: strerror(errno)))); its messages are above"
          )
        }
      }
    }
  }

  /// Premultiplied ARGB32 rows (as Cairo stores them) as straight-alpha bytes B, G, R, A, rounding as
  /// Cairo's PNG writer does.
  static func straightBGRA(_ pixels: UnsafePointer<UInt32>, width: Int, height: Int, rowPixels: Int)
    -> [UInt8]
  {
    [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
      for y in 0..<height {
        let row = pixels + y * rowPixels
        let o = out.baseAddress! + y * width * 4
        for x in 0..<width {
          let (r, g, b, a) = StraightAlpha.channels(row[x])
          o[4 * x] = b
          o[4 * x + 1] = g
          o[4 * x + 2] = r
          o[4 * x + 3] = a
        }
      }
      count = width * height * 4
    }
  }

  /// Writes every byte to a descriptor, through partial writes and interrupts; false on failure (errno
  /// says why).
  static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let n = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if n < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += n
    }
    return true
  }

  public func finish() throws(PlaybackError) {
    guard let process, let input else {
      finished = true
      throw PlaybackError(.invalidArgument, "\(path): no frames to encode")
    }
    let piped = Result { () throws(PlaybackError) in try pipeline.drain() }
    try? input.close()
    self.input = nil
    process.waitUntilExit()
    restorePipeHandler()
    finished = true
    if case .failure(let failure) = piped {
      unlink(temporary)
      throw failure
    }
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      unlink(temporary)
      throw PlaybackError(
        .encoderFailed,
        "\(program) failed (\(process.terminationReason == .exit ? "exit status" : "signal") "
          + "\(process.terminationStatus)) writing \(path); its messages are above")
    }
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw PlaybackError(.io, "\(path): \(reason)")
    }
  }

  public func abort() {
    finished = true
    // Frames not yet piped are dropped and the one being piped completes (ffmpeg goes on reading); only
    // when no worker writes any more is the pipe closed, since its descriptor could be reused. The end of
    // its input is what ends ffmpeg: it may have inherited SIGTERM ignored from a command stopping on it.
    pipeline.cancel()
    try? pipeline.drain()
    try? input?.close()
    input = nil
    if let process, process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
    if process != nil { restorePipeHandler() }
    unlink(temporary)
  }

  private func restorePipeHandler() {
    signal(SIGPIPE, previousPipeHandler)
    previousPipeHandler = nil
  }
}

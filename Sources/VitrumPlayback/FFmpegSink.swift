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
/// While the sink is open the process ignores SIGPIPE, so that an ffmpeg that exits early makes the next
/// write fail with an error rather than end the process; the previous disposition is restored at `finish`
/// or `abort`.
public final class FFmpegSink: FrameSink {
  /// What the file holds, chosen by the target's extension.
  public enum Format: String, Hashable, Sendable, CaseIterable {
    /// H.264 in MP4 (yuv420p, BT.709, sizes padded to even numbers).
    case mp4
    /// VP9 in WebM, with alpha (BT.709).
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
    ///
    /// Colour (docs/playback.md): frames are sRGB. Video converts them to Y′CbCr with the BT.709 matrix
    /// at limited range, the matrix HD players assume, and says so: BT.709 primaries, transfer and matrix
    /// tagged in the stream (ffmpeg's default BT.601 matrix, untagged, shifted the timer's teal from
    /// (14, 116, 144) to (3, 107, 145) in players). Animated PNG carries sRGB (`sRGB`, `cHRM` and
    /// `gAMA` chunks, written for frames tagged BT.709 primaries with the sRGB transfer); GIF has no
    /// colour tag, so the sink adds an ICC profile (`GIFColorProfile`).
    var arguments: [String] {
      let toVideo = "scale=out_color_matrix=bt709:out_range=tv:flags=accurate_rnd+full_chroma_int"
      let tags = [
        "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv",
      ]
      switch self {
      case .mp4:
        return [
          "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2,\(toVideo),format=yuv420p", "-c:v", "libx264", "-crf", "18",
          "-pix_fmt", "yuv420p",
        ] + tags + ["-movflags", "+faststart", "-f", "mp4"]
      case .webm:
        return [
          "-vf", "\(toVideo),format=yuva420p", "-c:v", "libvpx-vp9", "-crf", "30",
          "-b:v", "0", "-pix_fmt", "yuva420p",
        ] + tags + ["-f", "webm"]
      case .gif:
        // The palette favours what moves (stats_mode=diff) and an ordered dither: on the return timer's
        // moving backdrop (300 × 220 px, 10 fps, 6 s) ffmpeg's default error diffusion made 1.23 MB, this
        // 0.77 MB, looking the same at that size.
        return [
          "-filter_complex",
          "split[a][b];[a]palettegen=reserve_transparent=1:stats_mode=diff[p];"
            + "[b][p]paletteuse=dither=bayer:bayer_scale=5",
          "-loop", "0", "-f", "gif",
        ]
      case .png:
        return ["-vf", "setparams=color_primaries=bt709:color_trc=iec61966-2-1", "-plays", "0", "-f", "apng"]
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
  private var buffer: [UInt8] = []
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
    buffer = [UInt8](repeating: 0, count: width * height * 4)
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
    Self.straightBGRA(surface.pixelArray(), into: &buffer)
    let written = buffer.withUnsafeBytes { bytes in Self.writeAll(bytes, to: input.fileDescriptor) }
    guard written else {
      throw PlaybackError(
        .encoderFailed,
        "\(program) stopped reading frames at frame \(index) (\(String(cString: strerror(errno)))); its messages are above"
      )
    }
  }

  /// Premultiplied ARGB32 pixels (as Cairo stores them) as straight-alpha bytes B, G, R, A, rounding as
  /// Cairo's PNG writer does.
  static func straightBGRA(_ pixels: [UInt32], into bytes: inout [UInt8]) {
    bytes.withUnsafeMutableBufferPointer { out in
      for (i, p) in pixels.enumerated() {
        let a = p >> 24
        var r = (p >> 16) & 0xFF
        var g = (p >> 8) & 0xFF
        var b = p & 0xFF
        if a != 255 && a != 0 {
          r = (r * 255 + a / 2) / a
          g = (g * 255 + a / 2) / a
          b = (b * 255 + a / 2) / a
        }
        out[4 * i] = UInt8(b)
        out[4 * i + 1] = UInt8(g)
        out[4 * i + 2] = UInt8(r)
        out[4 * i + 3] = UInt8(a)
      }
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
    try? input.close()
    self.input = nil
    process.waitUntilExit()
    restorePipeHandler()
    finished = true
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      unlink(temporary)
      throw PlaybackError(
        .encoderFailed,
        "\(program) failed (\(process.terminationReason == .exit ? "exit status" : "signal") "
          + "\(process.terminationStatus)) writing \(path); its messages are above")
    }
    if format == .gif {
      // Written whole into the temporary file before it is renamed into place.
      guard let data = FileManager.default.contents(atPath: temporary),
        let tagged = GIFColorProfile.tagging([UInt8](data)),
        FileManager.default.createFile(atPath: temporary, contents: Data(tagged))
      else {
        unlink(temporary)
        throw PlaybackError(.encoderFailed, "\(path): \(program) wrote no GIF to tag with its colour profile")
      }
    }
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw PlaybackError(.io, "\(path): \(reason)")
    }
  }

  public func abort() {
    finished = true
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

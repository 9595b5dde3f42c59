import Foundation
import VitrumAnimation
import VitrumIO
import VitrumRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Encodes frames into a video (`.mp4`, `.webm`), a GIF or an animated PNG through the `ffmpeg` program:
/// frames go to its standard input raw (BGRA with straight alpha), and its error messages appear on
/// standard error. ffmpeg writes a temporary file beside the target, renamed into place only once it
/// finished successfully, so a failed or interrupted encode leaves no partial file. The target is where
/// the path leads (`OutputTarget`): a symbolic link's target, or a device or FIFO written directly; an
/// input of the command is refused. ffmpeg runs in a process group of its own (`EncoderProcess`), so an
/// interrupt reaches the command, which abandons the output, and not the encoder.
///
/// The temporary file is named `.NAME.PID.UUID.part` after the process writing it: a process killed
/// outright (SIGKILL) cannot remove its own, so a later sink for the same target removes those whose
/// process is gone.
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
        // x264's veryfast preset: the medium default took more of a two-core machine than drawing the
        // return timer at scale 3 did (docs/benchmarks.md, *Playback*).
        return [
          "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2,\(toVideo),format=yuv420p", "-c:v", "libx264",
          "-preset", "veryfast", "-crf", "18", "-pix_fmt", "yuv420p",
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

  /// The file written, as given.
  public let path: String
  public let format: Format
  public let rate: FrameRate
  /// The ffmpeg executable found.
  public let program: String
  /// Where the output goes: the path with its links followed.
  private let target: OutputTarget
  /// What ffmpeg writes: a temporary file beside the target, or a device or FIFO itself.
  private let temporary: String
  private var process: EncoderProcess?
  private var size: (width: Int, height: Int)?
  private let pipeline = FramePipeline(capacity: FramePipeline.defaultCapacity, label: "vitrum.ffmpeg-frames")
  private var previousPipeHandler: (@convention(c) (Int32) -> Void)?
  private var finished = false

  /// A sink encoding into `path` (its format from its extension unless given) at `rate`. Looks for
  /// `program` on `searchPath` (default the environment's PATH) at once, so that a missing ffmpeg is
  /// reported before any frame is drawn, and refuses a path leading to one of `inputs`.
  public init(
    path: String, rate: FrameRate, format: Format? = nil, program: String = "ffmpeg",
    searchPath: String? = ProcessInfo.processInfo.environment["PATH"],
    protecting inputs: Set<FileIdentity> = []
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
    do {
      target = try OutputTarget(path, protecting: inputs)
    } catch {
      throw PlaybackError(.io, error.description)
    }
    let url = URL(fileURLWithPath: target.path)
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
    if target.kind == .stream {
      temporary = target.path
    } else {
      Self.removeStaleParts(of: url.lastPathComponent, in: folder)
      temporary = (folder as NSString).appendingPathComponent(
        ".\(url.lastPathComponent).\(getpid()).\(UUID().uuidString).part")
    }
  }

  deinit { if !finished { abort() } }

  /// Removes the temporary files of earlier encodes of `name` in `folder` whose process no longer runs
  /// (killed before it could remove them); those of running processes stay.
  static func removeStaleParts(of name: String, in folder: String) {
    let prefix = ".\(name)."
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for entry in entries where entry.hasPrefix(prefix) && entry.hasSuffix(".part") {
      let middle = entry.dropFirst(prefix.count).dropLast(".part".count)
      guard let dot = middle.firstIndex(of: "."), let owner = pid_t(middle[..<dot]), owner > 0 else {
        continue
      }
      if kill(owner, 0) != 0 && errno == ESRCH {
        unlink((folder as NSString).appendingPathComponent(entry))
      }
    }
  }

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
    let arguments =
      [
        "-hide_banner", "-loglevel", "error", "-nostats", "-y", "-f", "rawvideo", "-pix_fmt", "bgra",
        "-video_size", "\(width)x\(height)", "-framerate", "\(rate.frames)/\(rate.seconds)", "-i", "pipe:0",
      ] + format.arguments + [temporary]
    previousPipeHandler = signal(SIGPIPE, SIG_IGN)
    do {
      process = try EncoderProcess(program: program, arguments: arguments)
    } catch {
      signal(SIGPIPE, previousPipeHandler)
      throw error
    }
    self.size = (width, height)
  }

  public func write(_ frame: RenderedFrame, index: Int) throws(PlaybackError) {
    let surface = frame.surface
    if size == nil { try start(width: surface.width, height: surface.height) }
    guard let size, size.width == surface.width, size.height == surface.height, let process else {
      throw PlaybackError(
        .invalidArgument,
        "frame \(index) is \(surface.width)×\(surface.height) px, the video \(size.map { "\($0.width)×\($0.height)" } ?? "?") px"
      )
    }
    let descriptor = process.input
    let program = program
    try pipeline.submit { () throws(PlaybackError) -> FramePipeline.Delivery in
      let bytes = surface.withPixelsForReading { pixels, rowPixels in
        Self.straightBGRA(pixels, width: surface.width, height: surface.height, rowPixels: rowPixels)
      }
      return { () throws(PlaybackError) in
        let written = bytes.withUnsafeBytes { bytes in writeAll(bytes, to: descriptor) }
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

  public func finish() throws(PlaybackError) {
    guard let process else {
      finished = true
      throw PlaybackError(.invalidArgument, "\(path): no frames to encode")
    }
    // Every frame is piped before the input is closed: no worker writes into a descriptor once closed
    // (and perhaps reused).
    let piped = Result { () throws(PlaybackError) in try pipeline.drain() }
    process.closeInput()
    let encoded = process.succeeded
    restorePipeHandler()
    finished = true
    if case .failure(let failure) = piped {
      if target.kind == .file { unlink(temporary) }
      throw failure
    }
    guard encoded else {
      if target.kind == .file { unlink(temporary) }
      throw PlaybackError(
        .encoderFailed, "\(program) failed (\(process.ending)) writing \(path); its messages are above")
    }
    guard target.kind == .file else { return }
    if format == .gif {
      // A GIF is tagged once ffmpeg has written it whole, before it is renamed into place; one written
      // into a FIFO or device goes untagged.
      guard let data = FileManager.default.contents(atPath: temporary),
        let tagged = GIFColorProfile.tagging([UInt8](data)),
        FileManager.default.createFile(atPath: temporary, contents: Data(tagged))
      else {
        unlink(temporary)
        throw PlaybackError(.encoderFailed, "\(path): \(program) wrote no GIF to tag with its colour profile")
      }
    }
    guard rename(temporary, target.path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw PlaybackError(.io, "\(path): \(reason)")
    }
  }

  /// Stops ffmpeg at once, before it writes anything more (no trailer, no messages), and removes what it
  /// wrote.
  public func abort() {
    finished = true
    // Frames not yet piped are dropped. ffmpeg is killed before the frame being piped completes, so that
    // write fails at once instead of waiting on an encoder that may not read; only when no worker writes
    // any more is the pipe closed, since its descriptor could be reused.
    pipeline.cancel()
    process?.signalKill()
    try? pipeline.drain()
    if let process {
      process.stop()
      restorePipeHandler()
    }
    if target.kind == .file { unlink(temporary) }
  }

  private func restorePipeHandler() {
    signal(SIGPIPE, previousPipeHandler)
    previousPipeHandler = nil
  }
}

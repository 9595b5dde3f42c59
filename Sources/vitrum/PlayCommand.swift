import Foundation
import VitrumAnimation
import VitrumGeometry
import VitrumPlayback
import VitrumRender
import VitrumScene
import VitrumSceneFile

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `vitrum play SCENE -o OUT [--fps N] [--from S] [--to S] [--frames A:B] [--shard I/N] [--mode M]
/// [--scale S] [--reduce-motion] [--threads N] [--resume]`
enum PlayCommand {
  static let help = """
    usage: vitrum play SCENE -o OUT [options]

    Plays a scene's timeline to PNG frames or to a video. Frame n shows the scene at n / fps seconds,
    computed from integers, and comes out byte for byte the same whichever range, shard, process or machine
    draws it. Frames are drawn over the frame before where little changed (incremental frames: the same
    bytes as drawing from scratch).

    OUT is a folder (created with the first frame when missing) receiving frame-000000.png,
    frame-000001.png, … named by absolute frame index, each written atomically; or a file ending in .mp4,
    .webm, .gif or .png (an animated PNG), encoded by the ffmpeg program, which must be installed, and
    renamed into place only once complete; or /dev/null, which draws every frame and keeps none (what
    drawing alone costs). No output may be the scene or an image it uses; symbolic links are written
    through to their targets, a FIFO or another device directly. Frames are encoded on other cores while
    the next one is drawn; PNG frames favour speed over size (zlib level 1, a few per cent larger than the
    smallest encoding).

    options:
      -o, --output OUT     a folder, a .mp4 / .webm / .gif / .png file, or /dev/null (required)
      --fps N              frames per second: a whole number, or a ratio such as 30000/1001 (default 30)
      --from S, --to S     the seconds to play, the end excluded (default: the whole timeline; a scene
                           whose timeline is empty plays one frame)
      --frames A:B         frames A ≤ n < B instead (frames past the timeline's end show its last state)
      --shard I/N          only shard I of N (I from 0 to N − 1) of the frames chosen; I and N may each
                           be the name of an environment variable holding it, such as
                           JOB_COMPLETION_INDEX (Kubernetes Indexed Jobs) or SLURM_ARRAY_TASK_ID
      --shard-layout L     contiguous (default): shard I takes the I-th run of consecutive frames;
                           interleaved: frames I, I + N, I + 2N, … (folders only, like --shard)
      --resume             keep the frames already complete in the folder, draw only the others
      --mode MODE          container (default) or per-node
      --scale S            device pixels per point, 0.25 to 8 (default: the scene's canvas.scale, else 2)
      --reduce-motion      play under the Reduce Motion setting
      --threads N          cores for the glass kernels (default: all; output is identical for any N)
      --full-redraw        draw every frame from scratch (the same bytes; to measure what incremental
                           frames save)

    On a terminal a progress line shows the frames done, frames per second and the time left; a summary
    (frames, wall time, mean and 95th-percentile frame time, how many frames were incremental) is printed
    either way. Ctrl-C (SIGINT) or SIGTERM stops after the frame being drawn: the frames written are whole,
    a video is abandoned (nothing written), and --resume continues a folder. Exit status 1 then.
    """

  static func run(_ raw: [String]) throws(CommandFailure) {
    let args = try Arguments(
      raw, command: "play",
      valueOptions: [
        "-o", "--output", "--fps", "--from", "--to", "--frames", "--shard", "--shard-layout", "--mode",
        "--scale",
        "--threads",
      ],
      flagOptions: ["--reduce-motion", "--resume", "--full-redraw"])
    let scenePath = try args.positional(count: 1, names: "the scene file")[0]
    guard let output = args.string("-o") ?? args.string("--output") else {
      throw .usage("play: missing -o OUT (a folder, or a .mp4, .webm, .gif or .png file)")
    }
    let rate = try Self.rate(args)
    let mode = try SharedOptions.mode(args)
    let threads = try args.int("--threads", in: 1...256)
    let scaleOption = try args.double("--scale", in: 0.25...8)
    let shard = try Self.shard(args, environment: ProcessInfo.processInfo.environment)
    let discard = output == Self.discardingOutput
    let video = discard ? nil : try Self.videoFormat(of: output)
    if video != nil && shard != nil {
      throw .usage(
        "play: --shard writes PNG frames into a folder (a video cannot be split); encode the folder afterwards"
      )
    }
    if video != nil && args.has("--resume") {
      throw .usage("play: --resume continues a folder of PNG frames; a video is written whole or not at all")
    }
    let document = try SharedOptions.load(scenePath)
    let scale = scaleOption ?? document.suggestedScale ?? 2
    let range = try Self.range(args, rate: rate, duration: document.timeline?.duration ?? 0)
    var frames = Array(
      shard?.frames(of: range) ?? stride(from: range.lowerBound, to: range.upperBound, by: 1))
    if discard && (shard != nil || args.has("--resume")) {
      throw .usage("play: -o \(output) keeps no frames: --shard and --resume need a folder")
    }
    if video != nil && frames.isEmpty {
      throw .usage("play: no frames chosen to encode into \(output)")
    }
    // Before drawing anything: a missing ffmpeg or an unwritable output fails now, and so does an output
    // that would write over the scene or an image it uses.
    let inputs = SharedOptions.inputs(of: document, scene: scenePath)
    let sink: FrameSink
    let folderSink: PNGFolderSink?
    do {
      if discard {
        sink = DiscardingSink()
        folderSink = nil
      } else if let video {
        sink = try FFmpegSink(path: output, rate: rate, format: video, protecting: inputs)
        folderSink = nil
      } else {
        let folder = try PNGFolderSink(folder: output, protecting: inputs)
        sink = folder
        folderSink = folder
      }
    } catch {
      throw .failure("play: \(error.message)")
    }
    let cairo = CairoRenderer(options: .init(scale: scale, mode: mode, threads: threads))
    var alreadyComplete = 0
    if args.has("--resume"), let folderSink {
      let size = DisplayListBuilder(scale: scale, mode: mode).deviceSize(of: document.scene)
      let before = frames.count
      frames.removeAll { folderSink.hasCompleteFrame($0, width: size.width, height: size.height) }
      alreadyComplete = before - frames.count
    }
    let renderer: any FrameRenderer = args.has("--full-redraw") ? CompleteFrameRenderer(cairo) : cairo
    let player = Player(document: document, renderer: renderer, reduceMotion: args.has("--reduce-motion"))
    try play(
      player, frames: frames, rate: rate, into: sink, output: output, scenePath: scenePath,
      alreadyComplete: alreadyComplete)
  }

  /// The output that draws every frame and keeps none: the cost of drawing alone, to hold the other
  /// outputs' rates against.
  static let discardingOutput = "/dev/null"

  /// The video format OUT names, or nil for a folder; a usage error for an extension that is neither.
  static func videoFormat(of output: String) throws(CommandFailure) -> FFmpegSink.Format? {
    if let format = FFmpegSink.Format(path: output) { return format }
    let ext = (output as NSString).pathExtension
    var isDirectory: ObjCBool = false
    let isFolder =
      FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) && isDirectory.boolValue
    if !ext.isEmpty && !output.hasSuffix("/") && !isFolder {
      throw .usage(
        "play: \(output): .\(ext) is neither a folder nor a video: use .mp4, .webm, .gif or .png, or end a "
          + "folder's name with /")
    }
    return nil
  }

  /// Plays the frames into the sink, with the progress line, stopping cleanly on SIGINT or SIGTERM.
  static func play(
    _ player: Player, frames: [Int], rate: FrameRate, into sink: FrameSink, output: String, scenePath: String,
    alreadyComplete: Int
  ) throws(CommandFailure) {
    let signals = StopSignals()
    defer { signals.release() }
    let terminal = isatty(STDERR_FILENO) == 1
    var progress = PlaybackProgress(total: frames.count)
    var shown = ContinuousClock.now - .seconds(1)
    var warned = Set<String>()
    var clock = VirtualClock(rate: rate, frames: frames)
    let start = ContinuousClock.now
    var statistics: PlaybackStatistics
    do {
      statistics = try player.play(&clock, shouldStop: { signals.stopRequested }) { frame in
        try sink.write(frame.rendered, index: frame.tick.index!)
        for warning in frame.rendered.warnings where warned.insert(warning.description).inserted {
          if terminal { Console.error("\r\u{1B}[K", terminator: "") }
          Console.error("warning: \(scenePath): frame \(frame.tick.index!): \(warning)")
        }
        progress.frameDone()
        // At most ten updates a second: redrawing the line costs a write per frame otherwise.
        if terminal && (ContinuousClock.now - shown > .milliseconds(100) || progress.done == frames.count) {
          Console.error("\r" + progress.line + "\u{1B}[K", terminator: "")
          shown = ContinuousClock.now
        }
      }
    } catch {
      if terminal { Console.error("\r\u{1B}[K", terminator: "") }
      sink.abort()
      let abandoned = sink is PNGFolderSink ? "" : "; \(output) abandoned (nothing written)"
      throw .failure("play: \((error as? PlaybackError)?.message ?? "\(error)")\(abandoned)")
    }
    if terminal { Console.error("\r\u{1B}[K", terminator: "") }
    if let number = signals.caught {
      sink.abort()
      let resume =
        sink is PNGFolderSink
        ? "; run again with --resume to draw the rest" : "; \(output) abandoned (nothing written)"
      throw .failure(
        "play: stopped by \(StopSignals.name(number)) after \(statistics.frames) of \(frames.count) frames\(resume)"
      )
    }
    do {
      try sink.finish()
    } catch {
      throw .failure("play: \(error.message)")
    }
    // Frames are written beside the drawing: the run ends when the last one is out, not when it is drawn.
    statistics.wallSeconds = (ContinuousClock.now - start).inSeconds
    let kept = alreadyComplete > 0 ? "; \(alreadyComplete) frames already complete were kept" : ""
    let verb = sink is DiscardingSink ? "drew (discarding)" : "wrote"
    Console.out("\(verb) \(output): \(statistics.summary)\(kept)")
  }
}

import Foundation
import VitrumLab
import VitrumRender
import VitrumScene
import VitrumSceneFile

/// `vitrum-bench`: the benchmarks that time Vitrum's parts rather than a scene (which `vitrum bench` and
/// `vitrum ab` time). Each measures in one run, interleaved, and prints; none asserts a time. The
/// `Tools/bench-*` scripts run it in a release build.
let usage = """
  usage: vitrum-bench BENCHMARK [options]

    incremental [--frames N] [--threads N]
                                incremental frames against complete ones, frame by frame (default 90)
    kernels [--runs N]          the box kernel against the general one, and the capture and blur against
                                the frozen copy they replaced (default 201 and 31 runs)
    blur [--runs N] [--errors]  the downsampled blur's speed on one and two threads and its steps
                                (default 31 runs); --errors adds its error against an exact Gaussian
    text [--runs N] [--scene F] what the text caches cost and save, on the return timer (default 11 runs)
    embed [--runs N]            rendering into a caller's buffer against the renderer's own surface,
                                complete and incremental frames (default 41 runs)
    merging [--frames N]        one member of a merging row moving: pixels redrawn against pixels the
                                move reaches, incremental against complete frames (default 60)
  """

/// A benchmark that could not run or found frames that differ (exit status 1), or bad usage (2).
struct BenchFailure: Error, CustomStringConvertible {
  var description: String
  var isUsage = false
  init(_ description: String, usage: Bool = false) {
    self.description = description
    isUsage = usage
  }
}

/// The value of `--name N` as a positive whole number, or nil when absent.
func count(_ name: String, in arguments: [String]) throws -> Int? {
  guard let i = arguments.firstIndex(of: name) else { return nil }
  guard i + 1 < arguments.count, let n = Int(arguments[i + 1]), n > 0 else {
    throw BenchFailure("\(name) expects a positive whole number", usage: true)
  }
  return n
}

func run(_ arguments: [String]) throws {
  guard let benchmark = arguments.first else { throw BenchFailure(usage, usage: true) }
  let options = Array(arguments.dropFirst())
  let emit = { (line: String) in print(line) }
  switch benchmark {
  case "incremental":
    try IncrementalBenchmark(
      frames: count("--frames", in: options) ?? 90, threads: count("--threads", in: options)
    ).run()
  case "kernels":
    let runs = try count("--runs", in: options)
    BoxShaderBenchmark.run(runs: runs ?? 201, emit: emit)
    DownsampledBlurSpeedup.run(runs: runs ?? 31, emit: emit)
  case "blur":
    let runs = try count("--runs", in: options) ?? 31
    let copies = FrameCopy(width: 1920, height: 1080)
    let inCache = Statistics.median((0..<runs).map { _ in copies.inCache() }.sorted())
    let fromMemory = Statistics.median((0..<runs).map { _ in copies.fromMemory() }.sorted())
    BlurBenchmark.speed(runs: runs, copy: (inCache, fromMemory), emit: emit)
    BlurBenchmark.steps(runs: runs, emit: emit)
    if options.contains("--errors") { BlurBenchmark.errors(emit: emit) }
  case "text":
    let path = options.firstIndex(of: "--scene").flatMap { $0 + 1 < options.count ? options[$0 + 1] : nil }
    let renderer = CairoRenderer(options: .init(scale: 2, threads: 1))
    let document = try SceneFile.load(
      path: path ?? "Scenes/return-timer.json", textMeasurer: renderer.textMeasurer)
    guard let timer = document.scene.node(withID: "timer") as? TextNode else {
      throw BenchFailure("the scene has no text node with id \"timer\"")
    }
    try document.timeline?.seek(to: 2.6, policy: .standard)
    TextCacheBenchmark.run(
      scene: document.scene, timer: timer, runs: try count("--runs", in: options) ?? 11, emit: emit)
  case "merging":
    try MergingBenchmark(frames: count("--frames", in: options) ?? 60).run()
  case "embed":
    try TargetBenchmark(runs: count("--runs", in: options) ?? 41).run()
  case "help", "-h", "--help":
    print(usage)
  default:
    throw BenchFailure("unknown benchmark \"\(benchmark)\"\n\(usage)", usage: true)
  }
}

do {
  try run(Array(CommandLine.arguments.dropFirst()))
} catch let failure as BenchFailure {
  FileHandle.standardError.write(Data("vitrum-bench: \(failure)\n".utf8))
  exit(failure.isUsage ? 2 : 1)
} catch {
  FileHandle.standardError.write(Data("vitrum-bench: \(error)\n".utf8))
  exit(1)
}

import Foundation
import VitrumAnimation
import VitrumGeometry
import VitrumIO
import VitrumRender
import VitrumScene
import VitrumSceneFile

/// `vitrum render SCENE -o OUT.png [--time S] [--mode container|per-node] [--scale S] [--reduce-motion]
/// [--threads N]`
enum RenderCommand {
  static let help = """
    usage: vitrum render SCENE -o OUT.png [options]

    Renders one frame of a scene file to a PNG image (written atomically: a failed render never leaves a
    partial file). An output that is the scene or an image it uses is refused; a symbolic link is written
    through to its target, a FIFO or a character device (/dev/null) directly.

    options:
      -o, --output FILE        the PNG to write (required)
      --time SECONDS           the moment of the scene's timeline to render (default 0; scenes without
                               a timeline are static: any time gives the same frame)
      --mode MODE              container (default) or per-node
      --scale S                device pixels per point, 0.25 to 8 (default: the scene's canvas.scale, else 2)
      --reduce-motion          render under the Reduce Motion setting (decorative motion becomes
                               cross-fades; `vitrum eval` lists each substitution)
      --threads N              cores for the glass kernels (default: all; output is identical for any N)
    """

  static func run(_ raw: [String]) throws(CommandFailure) {
    let args = try Arguments(
      raw, command: "render", valueOptions: ["-o", "--output", "--time", "--mode", "--scale", "--threads"],
      flagOptions: ["--reduce-motion"])
    let scenePath = try args.positional(count: 1, names: "the scene file")[0]
    guard let output = args.string("-o") ?? args.string("--output") else {
      throw .usage("render: missing -o OUT.png")
    }
    let time = try SharedOptions.time(args)
    let mode = try SharedOptions.mode(args)
    let threads = try args.int("--threads", in: 1...256)
    let document = try SharedOptions.load(scenePath)
    // An output that leads to the scene or an image it uses is refused before anything is drawn.
    let inputs = SharedOptions.inputs(of: document, scene: scenePath)
    do {
      _ = try OutputTarget(output, protecting: inputs)
    } catch {
      throw .failure("render: cannot write \(error.description)")
    }
    SharedOptions.present(document, at: time, reduceMotion: args.has("--reduce-motion"))
    let scale = try args.double("--scale", in: 0.25...8) ?? document.suggestedScale ?? 2
    let renderer = CairoRenderer(options: .init(scale: scale, mode: mode, threads: threads))
    let start = ContinuousClock.now
    let frame: RenderedFrame
    do {
      frame = try renderer.render(document.scene)
    } catch {
      throw .failure("render: \(scenePath): \(error.description)")
    }
    let elapsed = ContinuousClock.now - start
    for warning in frame.warnings { Console.error("warning: \(scenePath): \(warning)") }
    do {
      try frame.writePNG(to: output, protecting: inputs)
    } catch {
      throw .failure("render: cannot write \(error.description)")
    }
    let ms = elapsed.inMilliseconds
    Console.out(
      "wrote \(output) (\(frame.surface.width)×\(frame.surface.height) px, \(mode.rawValue) mode, "
        + "\(frame.statistics.glassDraws) glass draws, \(String(format: "%.1f", ms)) ms)")
  }
}

/// Options and steps several commands share.
enum SharedOptions {
  static func mode(_ args: Arguments) throws(CommandFailure) -> RenderMode {
    guard let text = args.string("--mode") else { return .container }
    guard let mode = RenderMode(rawValue: text) else {
      throw .usage("\(args.command): --mode expects container or per-node, got \"\(text)\"")
    }
    return mode
  }

  /// `--time SECONDS`: 0 to a day (the longest a timeline runs), 0 when absent.
  static func time(_ args: Arguments) throws(CommandFailure) -> Double {
    try args.double("--time", in: 0...86_400) ?? 0
  }

  /// Puts a document's scene at `time` under the Reduce Motion setting of its environment, or on when
  /// `reduceMotion` asks for it; a scene without a timeline stays as it is.
  @discardableResult
  static func present(_ document: SceneDocument, at time: Double, reduceMotion: Bool) -> SeekResult? {
    if reduceMotion { document.scene.environment.reduceMotion = true }
    // `--time` is a finite number, which a seek takes.
    return try? document.timeline?.seek(
      to: time, policy: MotionPolicy(environment: document.scene.environment))
  }

  /// The files a document was read from: the scene file and every image it uses, which no output may
  /// write over.
  static func inputs(of document: SceneDocument, scene path: String) -> Set<FileIdentity> {
    var files = Set<FileIdentity>()
    if let scene = FileIdentity(path: path) { files.insert(scene) }
    func visit(_ node: Node) {
      if let image = node as? ImageNode, let file = FileIdentity(path: image.path) { files.insert(file) }
      if let group = node as? GroupNode {
        if let mask = group.mask { visit(mask) }
        for child in group.children { visit(child) }
      }
    }
    visit(document.scene.root)
    return files
  }

  /// Loads a scene file, turning decoding errors into exit status 65. Its text is measured with the
  /// fonts the renderer draws it with, so stacks lay out as drawn.
  static func load(_ path: String) throws(CommandFailure) -> SceneDocument {
    do {
      return try SceneFile.load(path: path, textMeasurer: TextMeasurers.shaping())
    } catch {
      let status: ExitStatus = error.code == .io ? .failure : .invalidScene
      throw CommandFailure(status: status, message: "error: \(error.description)")
    }
  }
}

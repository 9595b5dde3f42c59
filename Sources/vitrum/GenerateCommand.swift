import Foundation
import VitrumGeometry
import VitrumIO
import VitrumLab
import VitrumRender
import VitrumScene
import VitrumSceneFile

/// `vitrum generate cards|structure|limit … -o SCENE`
enum GenerateCommand {
  static let help = """
    usage: vitrum generate cards --count N [options] -o SCENE
           vitrum generate structure --seed N [--spacing S] [--extremes] -o SCENE
           vitrum generate structure --fuzz-input FILE -o SCENE
           vitrum generate limit NAME -o SCENE

    Writes a scene file, atomically.

    cards: a benchmark scene, N glass cards over a textured backdrop, in one container.
    structure: the random scene tree the container property tests and the renderer fuzzer build from a
      seed (containers in every structure: opacity, clips, masks, transforms, interleaved content…), to
      look at or reproduce a finding; --extremes draws parameters from the edges of their ranges;
      --fuzz-input writes the scene Tools/fuzz-renderer made from a saved input.
    limit: the worst legal scene for one limit of the format (\(LimitScene.allCases.map(\.rawValue).joined(separator: ", "))),
      as Tools/bench-limits renders them.

    options:
      --count N            number of cards, 1 to 10000 (required)
      --spacing S          the container's spacing in points (default 0: batching without merging)
      --width W            canvas width in points (default 1920)
      --height H           canvas height in points (default 1080)
      --card W H           card size in points (default: fill the grid cells, or 120 × 80 scattered)
      --coverage F         size the cards so together they cover this share of the canvas, 0 < F ≤ 1
                           (instead of --card)
      --blur R             glass blur radius in points (default: the regular variant's)
      --layout grid|scatter
                           cards on a grid (default) or at seeded random places
      --seed N             seed of the backdrop and the scatter layout (default 1)
      -o, --output FILE    the scene file to write (required)
    """

  static func run(_ raw: [String]) throws(CommandFailure) {
    switch raw.first {
    case "structure": return try structure(Array(raw.dropFirst()))
    case "limit": return try limit(Array(raw.dropFirst()))
    default: break
    }
    let args = try Arguments(
      CardsOptions.foldingCard(raw, command: "generate"), command: "generate",
      valueOptions: CardsOptions.valueOptions.union(["--count", "-o", "--output"]), flagOptions: [])
    let kind = try args.positional(count: 1, names: "the kind of scene (cards)")[0]
    guard kind == "cards" else {
      throw .usage("generate: unknown kind \"\(kind)\" (kinds: cards, structure, limit)")
    }
    guard let count = try args.int("--count", in: 1...CardsGenerator.maximumCount) else {
      throw .usage("generate: missing --count N")
    }
    guard let output = args.string("-o") ?? args.string("--output") else {
      throw .usage("generate: missing -o SCENE")
    }
    let generator = try CardsOptions.generator(args, count: count)
    try write(generator.makeScene(), to: output)
    Console.out(
      "wrote \(output) (\(count) cards, spacing \(generator.spacing), \(generator.layout.rawValue))")
  }

  static func write(_ scene: Scene, to output: String) throws(CommandFailure) {
    do {
      try SceneFile.write(scene, suggestedScale: 1, to: output)
    } catch let failure as AtomicFile.Failure {
      throw .failure("generate: cannot write \(failure)")
    } catch {
      throw .failure("generate: cannot write \(output): \(error)")
    }
  }

  static func output(_ args: Arguments) throws(CommandFailure) -> String {
    guard let output = args.string("-o") ?? args.string("--output") else {
      throw .usage("generate: missing -o SCENE")
    }
    return output
  }

  /// `vitrum generate structure --seed N [--spacing S] [--extremes] -o SCENE`
  static func structure(_ raw: [String]) throws(CommandFailure) {
    let args = try Arguments(
      raw, command: "generate", valueOptions: ["--seed", "--spacing", "--fuzz-input", "-o", "--output"],
      flagOptions: ["--extremes"])
    _ = try args.positional(count: 0, names: "")
    if let input = args.string("--fuzz-input") {
      guard let data = FileManager.default.contents(atPath: input) else {
        throw .failure("generate: cannot read \(input)")
      }
      let output = try output(args)
      let scene = data.withUnsafeBytes { raw in
        StructureGenerator.scene(fromFuzzInput: raw.bindMemory(to: UInt8.self)).scene
      }
      try write(scene, to: output)
      Console.out("wrote \(output) (the scene of fuzz input \(input))")
      return
    }
    guard let seed = try args.int("--seed", in: 0...Int.max) else {
      throw .usage("generate: missing --seed N")
    }
    let generator = StructureGenerator(
      spacing: try args.double("--spacing", in: 0...1000) ?? 0, extremes: args.has("--extremes"))
    let output = try output(args)
    try write(generator.scene(seed: UInt64(seed)), to: output)
    Console.out("wrote \(output) (structure seed \(seed), spacing \(generator.spacing))")
  }

  /// `vitrum generate limit NAME -o SCENE`
  static func limit(_ raw: [String]) throws(CommandFailure) {
    let args = try Arguments(raw, command: "generate", valueOptions: ["-o", "--output"], flagOptions: [])
    let name = try args.positional(count: 1, names: "the limit's name")[0]
    guard let limit = LimitScene(rawValue: name) else {
      let names = LimitScene.allCases.map(\.rawValue).joined(separator: ", ")
      throw .usage("generate: unknown limit \"\(name)\" (limits: \(names))")
    }
    let output = try output(args)
    try write(limit.scene(), to: output)
    Console.out("wrote \(output) (the \(name) limit)")
  }
}

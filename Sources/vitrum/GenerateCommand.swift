import VitrumGeometry
import VitrumIO
import VitrumLab
import VitrumRender
import VitrumSceneFile

/// `vitrum generate cards --count N --spacing S [...] -o SCENE`
enum GenerateCommand {
  static let help = """
    usage: vitrum generate cards --count N [options] -o SCENE

    Writes a benchmark scene: N glass cards over a textured backdrop, in one container. The scene file is
    written atomically.

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
    let args = try Arguments(
      CardsOptions.foldingCard(raw, command: "generate"), command: "generate",
      valueOptions: CardsOptions.valueOptions.union(["--count", "-o", "--output"]), flagOptions: [])
    let kind = try args.positional(count: 1, names: "the kind of scene (cards)")[0]
    guard kind == "cards" else { throw .usage("generate: unknown kind \"\(kind)\" (kinds: cards)") }
    guard let count = try args.int("--count", in: 1...CardsGenerator.maximumCount) else {
      throw .usage("generate: missing --count N")
    }
    guard let output = args.string("-o") ?? args.string("--output") else {
      throw .usage("generate: missing -o SCENE")
    }
    let generator = try CardsOptions.generator(args, count: count)
    do {
      try SceneFile.write(generator.makeScene(), suggestedScale: 1, to: output)
    } catch let failure as AtomicFile.Failure {
      throw .failure("generate: cannot write \(failure)")
    } catch {
      throw .failure("generate: cannot write \(output): \(error)")
    }
    Console.out(
      "wrote \(output) (\(count) cards, spacing \(generator.spacing), \(generator.layout.rawValue))")
  }
}

import VitrumGeometry
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
      --blur R             glass blur radius in points (default: the regular variant's)
      --layout grid|scatter
                           cards on a grid (default) or at seeded random places
      --seed N             seed of the backdrop and the scatter layout (default 1)
      -o, --output FILE    the scene file to write (required)
    """

  static func run(_ raw: [String]) throws(CommandFailure) {
    // --card takes two values; fold them into one before parsing.
    var folded: [String] = []
    var index = 0
    while index < raw.count {
      if raw[index] == "--card" {
        guard index + 2 < raw.count, Double(raw[index + 1]) != nil, Double(raw[index + 2]) != nil else {
          throw .usage("generate: --card needs a width and a height in points, e.g. --card 160 100")
        }
        folded += ["--card", raw[index + 1] + "x" + raw[index + 2]]
        index += 3
      } else {
        folded.append(raw[index])
        index += 1
      }
    }
    let args = try Arguments(
      folded, command: "generate",
      valueOptions: [
        "--count", "--spacing", "--width", "--height", "--card", "--blur", "--layout", "--seed", "-o",
        "--output",
      ], flagOptions: [])
    let kind = try args.positional(count: 1, names: "the kind of scene (cards)")[0]
    guard kind == "cards" else { throw .usage("generate: unknown kind \"\(kind)\" (kinds: cards)") }
    guard let count = try args.int("--count", in: 1...CardsGenerator.maximumCount) else {
      throw .usage("generate: missing --count N")
    }
    guard let output = args.string("-o") ?? args.string("--output") else {
      throw .usage("generate: missing -o SCENE")
    }
    var generator = CardsGenerator(count: count)
    generator.spacing = try args.double("--spacing", in: 0...1000) ?? 0
    generator.canvas = Size(
      try args.double("--width", in: 16...8192) ?? 1920, try args.double("--height", in: 16...8192) ?? 1080)
    generator.blur = try args.double("--blur", in: 0...200)
    if let card = args.string("--card") {
      let parts = card.split(separator: "x").compactMap { Double($0) }
      guard parts.count == 2, parts.allSatisfy({ $0 > 0 && $0 <= 8192 }) else {
        throw .usage(
          "generate: --card expects a width and a height in points, got \"\(card.replacingOccurrences(of: "x", with: " "))\""
        )
      }
      generator.card = Size(parts[0], parts[1])
    }
    if let layout = args.string("--layout") {
      guard let value = CardsGenerator.Layout(rawValue: layout) else {
        throw .usage("generate: --layout expects grid or scatter, got \"\(layout)\"")
      }
      generator.layout = value
    }
    if let seed = args.string("--seed") {
      guard let value = UInt64(seed) else {
        throw .usage("generate: --seed expects a whole number ≥ 0, got \"\(seed)\"")
      }
      generator.seed = value
    }
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

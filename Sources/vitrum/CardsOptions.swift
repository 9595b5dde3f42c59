import VitrumGeometry
import VitrumLab

/// The options of a generated card scene, shared by `generate cards` and `ab --sweep`.
enum CardsOptions {
  /// The options that take a value (besides `--count`, which each command treats its own way).
  static let valueOptions: Set<String> = [
    "--spacing", "--width", "--height", "--card", "--coverage", "--blur", "--layout", "--seed",
  ]

  /// `--card W H` takes two values; they are folded into one (`--card WxH`) before parsing.
  static func foldingCard(_ raw: [String], command: String) throws(CommandFailure) -> [String] {
    var folded: [String] = []
    var index = 0
    while index < raw.count {
      if raw[index] == "--card" {
        guard index + 2 < raw.count, Double(raw[index + 1]) != nil, Double(raw[index + 2]) != nil else {
          throw .usage("\(command): --card needs a width and a height in points, e.g. --card 160 100")
        }
        folded += ["--card", raw[index + 1] + "x" + raw[index + 2]]
        index += 3
      } else {
        folded.append(raw[index])
        index += 1
      }
    }
    return folded
  }

  /// Whether any card option other than `--count` was given.
  static func anyGiven(_ args: Arguments) -> Bool { valueOptions.contains { args.string($0) != nil } }

  /// The generator the options describe, for `count` cards.
  static func generator(_ args: Arguments, count: Int) throws(CommandFailure) -> CardsGenerator {
    let command = args.command
    var generator = CardsGenerator(count: count)
    generator.spacing = try args.double("--spacing", in: 0...1000) ?? 0
    generator.canvas = Size(
      try args.double("--width", in: 16...4096) ?? 1920, try args.double("--height", in: 16...4096) ?? 1080)
    generator.blur = try args.double("--blur", in: 0...200)
    if let card = args.string("--card") {
      let parts = card.split(separator: "x").compactMap { Double($0) }
      guard parts.count == 2, parts.allSatisfy({ $0 > 0 && $0 <= 4096 }) else {
        throw .usage(
          "\(command): --card expects a width and a height in points, got \"\(card.replacingOccurrences(of: "x", with: " "))\""
        )
      }
      generator.card = Size(parts[0], parts[1])
    }
    if let coverage = try args.double("--coverage", in: 0...1) {
      guard coverage > 0 else { throw .usage("\(command): --coverage expects a share above 0 and at most 1") }
      guard generator.card == nil else {
        throw .usage("\(command): --card and --coverage both size the cards; give one of them")
      }
      generator.coverage = coverage
    }
    if let layout = args.string("--layout") {
      guard let value = CardsGenerator.Layout(rawValue: layout) else {
        throw .usage("\(command): --layout expects grid or scatter, got \"\(layout)\"")
      }
      generator.layout = value
    }
    if let seed = args.string("--seed") {
      guard let value = UInt64(seed) else {
        throw .usage("\(command): --seed expects a whole number ≥ 0, got \"\(seed)\"")
      }
      generator.seed = value
    }
    return generator
  }
}

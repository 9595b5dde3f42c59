import VitrumRender

/// `vitrum diff A.png B.png [-o DIFF.png] [--threshold N]`
enum DiffCommand {
  static let help = """
    usage: vitrum diff A.png B.png [-o DIFF.png] [--threshold N]

    Compares two PNG images of the same size channel by channel (premultiplied ARGB, 0–255) and prints the
    largest and mean channel difference and the share of pixels that changed.

    options:
      -o, --output FILE   also write a picture of the difference (changed pixels in red)
      --threshold N       a pixel counts as changed when a channel differs by more than N (default 0)
    """

  static func run(_ raw: [String]) throws(CommandFailure) {
    let args = try Arguments(
      raw, command: "diff", valueOptions: ["-o", "--output", "--threshold"], flagOptions: [])
    let paths = try args.positional(count: 2, names: "two PNG files")
    let threshold = try args.int("--threshold", in: 0...255) ?? 0
    let a: ImageSurface
    let b: ImageSurface
    do {
      a = try ImageSurface.loadPNG(path: paths[0])
      b = try ImageSurface.loadPNG(path: paths[1])
    } catch {
      throw .failure("diff: \(error.description)")
    }
    guard let comparison = ImageComparison(a, b, threshold: threshold) else {
      throw .failure("diff: sizes differ: \(a.width)×\(a.height) and \(b.width)×\(b.height)")
    }
    Console.out(comparison.description)
    if let output = args.string("-o") ?? args.string("--output") {
      do {
        try ImageComparison.differenceImage(a, b)?.writePNG(to: output)
      } catch {
        throw .failure("diff: cannot write \(error.description)")
      }
    }
  }
}

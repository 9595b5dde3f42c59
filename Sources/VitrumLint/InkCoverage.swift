import VitrumGeometry
import VitrumRender
import VitrumScene

/// The pixels a non-glass node paints: its commands in the viewer's display list and how much of each
/// device pixel its fill and stroke (or an image's opaque parts) cover.
struct InkCoverage {
  let node: Node
  /// The node's fill and stroke commands in the container display list.
  let commandIndices: [Int]
  /// The covered pixels' bounding box in device pixels (x0, y0 inclusive; x1, y1 exclusive).
  let x0: Int
  let y0: Int
  let x1: Int
  let y1: Int
  /// Coverage 0…1 of each pixel of the box, row by row.
  let coverage: [Double]
  /// How many pixels it covers at least half of.
  let inkedPixels: Int

  func coverage(x: Int, y: Int) -> Double { coverage[(y - y0) * (x1 - x0) + (x - x0)] }

  /// Whether this ink lies under at least half of another's: at least half of the pixels the other covers
  /// by half or more, this one covers by half or more too.
  func holds(_ other: InkCoverage) -> Bool {
    let (left, right) = (max(x0, other.x0), min(x1, other.x1))
    let (top, bottom) = (max(y0, other.y0), min(y1, other.y1))
    guard other.inkedPixels > 0, left < right, top < bottom else { return false }
    var inside = 0
    for y in top..<bottom {
      for x in left..<right
      where other.coverage(x: x, y: y) >= 0.5 && coverage(x: x, y: y) >= 0.5 {
        inside += 1
      }
    }
    return 2 * inside >= other.inkedPixels
  }

  /// The box in scene points.
  func bounds(scale: Double) -> Rect {
    Rect(
      x: Double(x0) / scale, y: Double(y0) / scale, width: Double(x1 - x0) / scale,
      height: Double(y1 - y0) / scale)
  }
}

extension LintContext {
  /// A node's fill and stroke (or image) commands in a display list: content commands carry the node they
  /// draw for.
  func commandIndices(of node: Node, in list: DisplayList) -> [Int] {
    list.commands.indices.filter { list.commands[$0].node == node.id }
  }

  /// How much of each pixel a node's commands cover: the commands drawn alone in opaque white (an image in
  /// its own colours, whose alpha is what it covers), inside the clips open where they start.
  func inkCoverage(of node: Node, indices: [Int], in list: DisplayList) throws(LintError)
    -> InkCoverage?
  {
    guard let first = indices.first else { return nil }
    var clips: [DisplayCommand] = []
    for command in list.commands[..<first] {
      switch command {
      case .pushClip: clips.append(command)
      case .popClip: if !clips.isEmpty { clips.removeLast() }
      default: break
      }
    }
    let white = Fill.solid(.white)
    var commands = clips
    for index in indices {
      switch list.commands[index] {
      case .fill(let path, let rule, _, let transform, _, let id):
        commands.append(
          .fill(path: path, fillRule: rule, fill: white, transform: transform, alpha: 1, node: id))
      case .stroke(let path, var stroke, let transform, _, let id):
        stroke.fill = white
        commands.append(.stroke(path: path, stroke: stroke, transform: transform, alpha: 1, node: id))
      case .image(let path, let frame, let transform, _, let id):
        commands.append(.image(path: path, frame: frame, transform: transform, alpha: 1, node: id))
      default:
        break
      }
    }
    var alone = list
    alone.commands = Self.balanced(commands)
    let image = try render(alone, with: containerRenderer, what: "the ink of \(label(of: node))")
    var x0 = image.width
    var y0 = image.height
    var x1 = 0
    var y1 = 0
    for y in 0..<image.height {
      for x in 0..<image.width where image.pixels[y * image.width + x] >> 24 != 0 {
        x0 = min(x0, x)
        y0 = min(y0, y)
        x1 = max(x1, x + 1)
        y1 = max(y1, y + 1)
      }
    }
    guard x1 > x0, y1 > y0 else { return nil }
    var coverage: [Double] = []
    coverage.reserveCapacity((x1 - x0) * (y1 - y0))
    var inked = 0
    for y in y0..<y1 {
      for x in x0..<x1 {
        let a = image.alpha(x: x, y: y)
        coverage.append(a)
        if a >= 0.5 { inked += 1 }
      }
    }
    return InkCoverage(
      node: node, commandIndices: indices, x0: x0, y0: y0, x1: x1, y1: y1, coverage: coverage,
      inkedPixels: inked)
  }
}

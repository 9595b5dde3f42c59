import VitrumGeometry
import VitrumScene

/// How much drawing one frame may do, so that every legal scene renders in bounded time.
///
/// Each stage costs what the pixels it touches cost, but a legal scene may touch the canvas 100,000 times
/// over (100,000 nodes, each a full-canvas glass pane): 11 hours at 1080p and scale 2. The frame draws in
/// document order until its budget runs out; what comes after is left out, and a warning names the first
/// node left out and how many draws were.
///
/// Costs are in *units*, one unit being one pixel of a solid fill; the weights are relative costs of
/// full-frame draws at 3840 × 2160 (docs/benchmarks.md, *Frame budget*): a translucent solid fill 1
/// (strokes cost as fills of their bounds), a 256-stop gradient 24, an image 8, a group layer beyond its
/// content 3 (for the layer's surface), and glass 100 per captured and shaded pixel. Estimates use
/// bounding boxes within the clip, so they err toward cost.
public struct FrameBudget: Hashable, Sendable {
  /// Units a frame may spend: 2³³, about 1,000 full-frame fills at 4K or five full-frame glass panes, which
  /// keeps the worst legal scenes under the 10 s aimed for (`Tools/bench-limits`; docs/benchmarks.md,
  /// *Frame budget*).
  public var units: Int

  public init(units: Int = 1 << 33) { self.units = max(0, units) }

  /// The default budget.
  public static let standard = FrameBudget()

  static let fillWeight = 1
  static let gradientWeight = 24
  static let imageWeight = 8
  static let layerWeight = 3
  static let glassWeight = 100
}

/// A frame's spending against its budget, and what it had to leave out.
struct FrameBudgetMeter {
  var remaining: Int
  /// Whether a draw did not fit: everything after it is left out too, so a frame is a prefix of the scene.
  private(set) var exhausted = false
  private(set) var firstLeftOut: NodeID?
  private(set) var leftOut = 0

  init(_ budget: FrameBudget) { remaining = budget.units }

  /// Spends `cost` for a draw by `node`; false when the budget cannot pay, and the draw must be skipped.
  mutating func spend(_ cost: Int, for node: NodeID?) -> Bool {
    if !exhausted && cost <= remaining {
      remaining -= cost
      return true
    }
    exhausted = true
    if firstLeftOut == nil { firstLeftOut = node }
    leftOut += 1
    return false
  }

  /// Pixels of a device rectangle within a clip's extents, saturating.
  static func area(_ rect: Rect?, within clip: PixelRect) -> Int {
    guard let rect else { return clip.area }
    return PixelRect(covering: rect).intersection(clip).area
  }

  /// The cost of a content command within a clip.
  static func cost(of command: DisplayCommand, within clip: PixelRect) -> Int {
    let pixels = area(SharedCapturePlan.deviceBounds(of: command), within: clip)
    func paintWeight(_ fill: Fill) -> Int {
      if case .solid = fill { return FrameBudget.fillWeight }
      return FrameBudget.gradientWeight
    }
    let weight: Int
    switch command {
    case .fill(_, _, let fill, _, _, _): weight = paintWeight(fill)
    case .stroke(_, let stroke, _, _, _): weight = paintWeight(stroke.fill)
    case .image: weight = FrameBudget.imageWeight
    default: weight = 0
    }
    return pixels.multipliedReportingOverflow(by: weight).overflow ? .max : pixels * weight
  }

  /// The cost of one glass shape: its capture and its painted pixels.
  static func cost(of item: GlassItem, canvas: PixelRect, clip: PixelRect) -> Int {
    let pixels =
      GlassCompositor.captureRect(for: item, canvas: canvas).area
      + GlassCompositor.paintRect(for: item, canvas: canvas, clip: clip).area
    return pixels * FrameBudget.glassWeight
  }
}

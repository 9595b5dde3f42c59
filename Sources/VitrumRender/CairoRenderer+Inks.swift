import VitrumGeometry
import VitrumScene

extension CairoRenderer {
  /// What each adaptive foreground of the scene as it stands reads beneath it and the ink it is drawn in:
  /// the `inks` of `render(_:)`, without drawing what cannot reach those readings.
  ///
  /// A reading sees the frame's pixels under its foreground (`colorsBeneath`), so a frame drawn for the
  /// readings alone leaves out glass that paints none of those pixels and content that lands neither there
  /// nor where a glass kept reads the content layer. Glass never samples glass, and every pixel a command
  /// draws lies within its bounds, so the pixels the readings see are the complete frame's
  /// (`InkReadingRenderTests` compares the reports). The timer of the return-timer scene, far from its
  /// picker labels and icons, is the costliest glass of its frames and is left out.
  ///
  /// When the whole frame might not fit its budget (`FrameBudget`), leaving commands out would change what
  /// the budget leaves out, and the frame is drawn whole.
  public func readInks(of scene: Scene) throws(RenderError) -> [NodeID: InkReport] {
    let list = displayList(for: scene)
    let reduced = Self.fitsBudget(list, options.budget) ? readingList(list) : list
    // Drawn into the surface of the last reading, cleared, rather than a fresh one: the frame is thrown
    // away, and a fresh canvas costs its pages' faults.
    let surface = inkReadingSurface.flatMap { $0.width == list.width && $0.height == list.height ? $0 : nil }
    let frame = try render(reduced, into: surface)
    inkReadingSurface = frame.surface
    return frame.inks
  }

  /// The commands of `list` that draw the pixels its adaptive foregrounds read: every foreground, clip and
  /// layer, glass whose paint meets a foreground's bounds, content that meets those bounds or a kept glass's
  /// read rectangle.
  func readingList(_ list: DisplayList) -> DisplayList {
    let canvas = PixelRect(x: 0, y: 0, width: list.width, height: list.height)
    var read: [PixelRect] = []
    for command in list.commands where command.adaptiveInk != nil {
      // Unknown bounds (not finite): nothing can be left out safely.
      guard let bounds = SharedCapturePlan.deviceBounds(of: command) else { return list }
      read.append(PixelRect(covering: bounds).intersection(canvas))
    }
    guard !read.isEmpty else { return list }
    let inkRects = read
    func meets(_ rect: PixelRect, _ rects: [PixelRect]) -> Bool {
      rects.contains { !$0.intersection(rect).isEmpty }
    }
    var keep = [Bool](repeating: true, count: list.commands.count)
    for (index, command) in list.commands.enumerated() {
      guard let footprint = compositor.footprint(of: command, canvas: canvas) else { continue }
      if footprint.parts.contains(where: { meets($0.paint, inkRects) }) {
        read += footprint.parts.map(\.read)
      } else {
        keep[index] = false
      }
    }
    for (index, command) in list.commands.enumerated() {
      switch command {
      case .fill, .stroke, .image:
        // A foreground is kept even where it covers no pixel: its report says so.
        guard command.adaptiveInk == nil, let bounds = SharedCapturePlan.deviceBounds(of: command) else {
          continue
        }
        keep[index] = meets(PixelRect(covering: bounds).intersection(canvas), read)
      default:
        continue
      }
    }
    var reduced = list
    reduced.commands = zip(list.commands, keep).compactMap { $1 ? $0 : nil }
    return reduced
  }

  /// Whether every command of `list` fits the budget even at its largest estimate: each content draw
  /// twice over the whole canvas, each layer with a mask and its mask's draws, each glass shape unclipped.
  static func fitsBudget(_ list: DisplayList, _ budget: FrameBudget) -> Bool {
    let canvas = PixelRect(x: 0, y: 0, width: list.width, height: list.height)
    var total = 0
    func add(_ cost: Int) {
      let (sum, overflow) = total.addingReportingOverflow(cost)
      total = overflow ? .max : sum
    }
    for command in list.commands {
      switch command {
      case .fill, .stroke, .image:
        let cost = FrameBudgetMeter.cost(of: command, within: canvas)
        add(cost)
        add(cost)
      case .pushLayer(_, let mask):
        add(canvas.area * FrameBudget.layerWeight * 2)
        for command in mask ?? [] { add(FrameBudgetMeter.cost(of: command, within: canvas)) }
      case .glass(let item):
        add(FrameBudgetMeter.cost(of: item, canvas: canvas, clip: canvas))
      case .glassContainer(let container):
        for member in container.members {
          add(FrameBudgetMeter.cost(of: member, canvas: canvas, clip: canvas))
        }
      case .pushClip, .popClip, .popLayer:
        continue
      }
    }
    return total <= budget.units
  }
}

import VitrumGeometry
import VitrumScene

/// A masked layer's mask drawn when the layer opens, and the pixels it lets through.
struct PreparedMask {
  let surface: ImageSurface
  /// The smallest rectangle holding every pixel of the mask that is not fully transparent.
  let reach: PixelRect
}

extension FrameExecution {
  /// Glass drawn inside a masked layer need not be shaded where the mask is clear: the layer is composited
  /// through the mask, and a clear mask pixel leaves the frame as it was whatever the layer holds there.
  /// The essay's reflection fades out at 60 % of its height, so its glass copy of the timer is shaded over
  /// the upper 60 % alone. The mask is then drawn when the layer opens rather than when it closes (its
  /// commands are content only, drawn whole on their own surface, so it comes out the same), and glass in
  /// the layer is planned with the clip narrowed to the mask's reach: the pixels it paints inside are the
  /// ones it paints unnarrowed, as under any clip of the display list.
  ///
  /// Not for a layer with adaptive foregrounds inside: their readings see the layer's pixels unmasked.
  mutating func prepareMask(_ mask: [DisplayCommand], layerAt index: Int) throws(RenderError) -> PreparedMask?
  {
    guard renderer.narrowsMaskedGlass, Self.layerHoldsGlassAlone(list.commands, from: index) else {
      return nil
    }
    // Drawn without spending: the budget is paid when the layer closes, in the order a mask drawn then
    // would pay it.
    var unlimited = FrameBudgetMeter(FrameBudget(units: .max))
    swap(&budget, &unlimited)
    defer { swap(&budget, &unlimited) }
    let surface = try renderMask(mask)
    let canvas = PixelRect(x: 0, y: 0, width: output.width, height: output.height)
    var bounds = PixelRect(x: 0, y: 0, width: 0, height: 0)
    for command in Self.maskDraws(mask) {
      // Unknown bounds (not finite): look at the whole canvas.
      guard let rect = SharedCapturePlan.deviceBounds(of: command) else {
        bounds = canvas
        break
      }
      bounds = bounds.union(PixelRect(covering: rect))
    }
    return PreparedMask(
      surface: surface, reach: Self.opaqueReach(of: surface, within: bounds.intersection(canvas)))
  }

  /// The mask a closing layer is composited through: the prepared one when the budget pays for all of its
  /// draws (spending what drawing it now would), else drawn now under the budget.
  mutating func closingMask(_ mask: [DisplayCommand], prepared: PreparedMask?) throws(RenderError)
    -> ImageSurface
  {
    let canvas = PixelRect(x: 0, y: 0, width: output.width, height: output.height)
    let costs = Self.maskDraws(mask).map { FrameBudgetMeter.cost(of: $0, within: canvas) }
    let total = costs.reduce(0) { sum, cost in
      let (next, overflow) = sum.addingReportingOverflow(cost)
      return overflow ? .max : next
    }
    if let prepared, !budget.exhausted, total <= budget.remaining {
      for cost in costs { _ = budget.spend(cost, for: nil) }
      return prepared.surface
    }
    return try renderMask(mask)
  }

  /// The clip glass is planned with: the display list's, narrowed to the reach of every open mask.
  func glassPlanningClip() -> PixelRect {
    var clip = PixelRect(covering: outputContext.deviceClipExtents())
    for layer in layers {
      if let reach = layer.prepared?.reach { clip = clip.intersection(reach) }
    }
    return clip
  }

  /// Where a layer closing through a prepared mask is composited: the region being redrawn (or the whole
  /// canvas) within the mask's reach, outside which a clear mask leaves every pixel as it was.
  func masking(_ region: [PixelRect]?, within prepared: PreparedMask?) -> [PixelRect]? {
    guard let prepared else { return region }
    let canvas = PixelRect(x: 0, y: 0, width: output.width, height: output.height)
    return (region ?? [canvas]).map { $0.intersection(prepared.reach) }.filter { !$0.isEmpty }
  }

  /// The content draws of a mask, nested masks included, in the order `renderMask` pays for them.
  static func maskDraws(_ commands: [DisplayCommand]) -> [DisplayCommand] {
    var draws: [DisplayCommand] = []
    var nested: [[DisplayCommand]?] = []
    for command in commands {
      switch command {
      case .fill, .stroke, .image: draws.append(command)
      case .pushLayer(_, let mask): nested.append(mask)
      case .popLayer: if let mask = nested.popLast() ?? nil { draws += maskDraws(mask) }
      default: continue
      }
    }
    return draws
  }

  /// Whether the layer opened at `index` holds glass and no adaptive foreground.
  static func layerHoldsGlassAlone(_ commands: [DisplayCommand], from index: Int) -> Bool {
    var depth = 0
    var glass = false
    for command in commands[index...] {
      switch command {
      case .pushLayer: depth += 1
      case .popLayer:
        depth -= 1
        if depth == 0 { return glass }
      case .glass, .glassContainer: glass = true
      default: if command.adaptiveInk != nil { return false }
      }
    }
    return false
  }

  /// The smallest rectangle within `rect` holding every pixel of `surface` whose alpha is not zero.
  static func opaqueReach(of surface: ImageSurface, within rect: PixelRect) -> PixelRect {
    guard !rect.isEmpty else { return rect }
    var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
    surface.withPixels { pixels, rowPixels in
      for y in rect.y..<(rect.y + rect.height) {
        let row = pixels + y * rowPixels
        for x in rect.x..<(rect.x + rect.width) where row[x] >> 24 != 0 {
          minX = min(minX, x)
          maxX = max(maxX, x)
          minY = min(minY, y)
          maxY = y
        }
      }
    }
    guard minX <= maxX else { return PixelRect(x: rect.x, y: rect.y, width: 0, height: 0) }
    return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }
}

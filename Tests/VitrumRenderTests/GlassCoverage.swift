import VitrumGeometry
import VitrumScene

@testable import VitrumRender

/// Where a frame's glass covers pixels, read from the distances the compositor shades with: a pixel is
/// covered where an item's coverage ramp `clamp(0.5 − d, 0, 1)` times its opacity is above 0 — what
/// the kernels composite (`GlassShading`), without the look.
struct GlassCoverage {
  let width: Int
  let height: Int
  /// Row by row, the largest coverage of any item at each pixel centre, 0…1.
  var values: [Double]

  /// The coverage of the glass items of `list` that `include` accepts (stand-alone items only, not
  /// container members), over the whole canvas.
  init(
    _ list: DisplayList, compositor: GlassCompositor = GlassCompositor(threads: 1),
    include: (GlassItem) -> Bool
  ) {
    width = list.width
    height = list.height
    values = [Double](repeating: 0, count: list.width * list.height)
    let canvas = PixelRect(x: 0, y: 0, width: width, height: height)
    for command in list.commands {
      guard case .glass(let item) = command, include(item), item.alpha > 0 else { continue }
      var log = FrameLog()
      guard let distance = compositor.distance(for: item, margin: 4, canvas: canvas, log: &log) else {
        continue
      }
      let rect = PixelRect(covering: item.deviceBounds).outset(by: 2).intersection(canvas)
      for y in rect.y..<rect.maxY {
        for x in rect.x..<rect.maxX {
          let d = Double(distance.distance(Float(x) + 0.5, Float(y) + 0.5))
          let a = min(max(0.5 - d, 0), 1) * item.alpha
          if a > values[y * width + x] { values[y * width + x] = a }
        }
      }
    }
  }

  /// The number of 8-connected pieces of covered pixels within `rect`.
  func pieces(in rect: PixelRect) -> Int {
    let area = rect.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
    guard !area.isEmpty else { return 0 }
    var seen = [Bool](repeating: false, count: area.width * area.height)
    func covered(_ x: Int, _ y: Int) -> Bool { values[y * width + x] > 0 }
    var count = 0
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX where covered(x, y) && !seen[(y - area.y) * area.width + (x - area.x)] {
        count += 1
        var stack = [(x, y)]
        seen[(y - area.y) * area.width + (x - area.x)] = true
        while let (cx, cy) = stack.popLast() {
          for dy in -1...1 {
            for dx in -1...1 {
              let nx = cx + dx
              let ny = cy + dy
              guard nx >= area.x, nx < area.maxX, ny >= area.y, ny < area.maxY, covered(nx, ny) else {
                continue
              }
              let index = (ny - area.y) * area.width + (nx - area.x)
              if !seen[index] {
                seen[index] = true
                stack.append((nx, ny))
              }
            }
          }
        }
      }
    }
    return count
  }
}

import VitrumGeometry
import VitrumScene

@testable import VitrumRender

/// Where a frame's glass covers pixels, read from the distances the compositor shades with: a pixel is
/// covered where an item's coverage ramp `clamp(0.5 − d, 0, 1)` times its opacity is above 0 — what
/// the kernels composite (`GlassShading`), without the look. A merging container's members are folded
/// as the container kernel folds them (`SmoothMinimum`, in document order).
struct GlassCoverage {
  let width: Int
  let height: Int
  /// Row by row, the largest coverage of any item at each pixel centre, 0…1.
  var values: [Double]
  /// Row by row, the least distance of any item (a container's union as one) at each pixel centre,
  /// device pixels; infinity where no glass reaches.
  var field: [Double]

  /// The coverage of the glass items of `list` that `include` accepts, over the whole canvas.
  init(
    _ list: DisplayList, compositor: GlassCompositor = GlassCompositor(threads: 1),
    include: (GlassItem) -> Bool
  ) {
    width = list.width
    height = list.height
    values = [Double](repeating: 0, count: list.width * list.height)
    field = [Double](repeating: .infinity, count: list.width * list.height)
    let canvas = PixelRect(x: 0, y: 0, width: width, height: height)
    for command in list.commands {
      switch command {
      case .glass(let item) where include(item) && item.alpha > 0:
        var log = FrameLog()
        guard let distance = compositor.distance(for: item, margin: 4, canvas: canvas, log: &log) else {
          continue
        }
        let rect = PixelRect(covering: item.deviceBounds).outset(by: 4).intersection(canvas)
        add(rect, alpha: item.alpha) { distance.distance($0, $1) }
      case .glassContainer(let container) where container.members.contains(where: include):
        var tables = DistanceTables()
        let members = ContainerMember.resolve(container.members.filter(include), tables: &tables) {
          item, margin in
          var log = FrameLog()
          return compositor.distance(for: item, margin: margin, canvas: canvas, log: &log)
        }
        guard !members.isEmpty else { continue }
        let k = Float(container.blendRadius)
        let reach = Int((container.blendRadius * SmoothUnion.deepestLowering).rounded(.up)) + 4
        let rect = members.reduce(PixelRect(x: 0, y: 0, width: 0, height: 0)) {
          $0.union(PixelRect(covering: $1.bounds).outset(by: reach))
        }.intersection(canvas)
        let alpha = Double(members.map(\.alpha).max() ?? 0)
        tables.withBuffers { buffers in
          let distances = members.map { BoundDistance(distance: $0.distance, tables: buffers) }
          add(rect, alpha: alpha) { x, y in Self.fold(distances, k: k, x, y) }
        }
      default:
        break
      }
    }
  }

  private mutating func add(_ rect: PixelRect, alpha: Double, _ distance: (Float, Float) -> Float) {
    for y in rect.y..<rect.maxY {
      for x in rect.x..<rect.maxX {
        let d = Double(distance(Float(x) + 0.5, Float(y) + 0.5))
        let a = min(max(0.5 - d, 0), 1) * alpha
        if a > values[y * width + x] { values[y * width + x] = a }
        if d < field[y * width + x] { field[y * width + x] = d }
      }
    }
  }

  /// The container kernel's fold of members' distances at a point, in document order.
  static func fold(_ distances: [BoundDistance], k: Float, _ x: Float, _ y: Float) -> Float {
    let smoothing = k * Float(SmoothUnion.directionSmoothing)
    var running = distances[0].evaluate(x, y)
    var (bx, by) = distances[0].blendDirection(x, y, smoothing: smoothing, gradient: running.gx, running.gy)
    for member in distances.dropFirst() {
      let e = member.evaluate(x, y)
      guard abs(e.d - running.d) < k else {
        if e.d < running.d {
          running = e
          (bx, by) = member.blendDirection(x, y, smoothing: smoothing, gradient: e.gx, e.gy)
        }
        continue
      }
      let (ex, ey) = member.blendDirection(x, y, smoothing: smoothing, gradient: e.gx, e.gy)
      let (d, h) = SmoothMinimum.fold(running.d, bx, by, e.d, ex, ey, k: k)
      running = (d, running.gx * h + e.gx * (1 - h), running.gy * h + e.gy * (1 - h))
      (bx, by) = (bx * h + ex * (1 - h), by * h + ey * (1 - h))
    }
    return running.d
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

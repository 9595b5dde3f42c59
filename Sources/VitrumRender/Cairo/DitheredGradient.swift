import VitrumGeometry
import VitrumScene

/// Gradients painted pixel by pixel with an ordered dither, instead of by Cairo.
///
/// A gradient quantised to 8 bits per channel steps by one level every few pixels where its colours are
/// close, and those steps read as bands — faint diagonal ones on the return timer's backdrop blobs. Cairo
/// 1.16 (pixman) rounds every pixel the same way and has no dither (a dither option arrived in Cairo
/// 1.18). Here each pixel's value, premultiplied, is offset by an 8 × 8 Bayer threshold of −½ … +½ level
/// before rounding: the mean over any 8 × 8 block keeps the exact gradient, and the steps dissolve into a
/// pattern too fine to see. The threshold is taken at the pixel's device position, so a gradient's
/// pixels do not depend on the bounds it is painted over, and frames stay deterministic.
///
/// Geometry follows Cairo's: a linear gradient's value is the projection on the start → end line, a
/// radial one's the distance from the centre over the radius, both padded beyond 0 and 1; stops are
/// taken in order of offset (equal offsets make a hard step). Colours are interpolated unpremultiplied and
/// then premultiplied, as pixman interpolates them, so dithering is the only change from Cairo's
/// gradients (`DitheredGradientTests` holds them within a level of each other).
///
/// Each pixel is computed from its own position alone, so bands of rows run on `threads` cores with the
/// same bytes as one (`DitheredGradientTests` holds the kernel to the per-pixel reference it replaced).
enum DitheredGradient {
  /// The 8 × 8 Bayer matrix, values 0…63.
  static let bayer: [Float] = [
    0, 32, 8, 40, 2, 34, 10, 42, 48, 16, 56, 24, 50, 18, 58, 26, 12, 44, 4, 36, 14, 46, 6, 38, 60, 28, 52, 20,
    62,
    30, 54, 22, 3, 35, 11, 43, 1, 33, 9, 41, 51, 19, 59, 27, 49, 17, 57, 25, 15, 47, 7, 39, 13, 45, 5, 37, 63,
    31, 55, 23, 61, 29, 53, 21,
  ]

  /// The dither offsets in levels, (Bayer value + ½) / 64, by row × 8 + column.
  static let thresholds: [Float] = bayer.map { ($0 + 0.5) / 64 }

  /// Where a pixel falls along a gradient: the geometry of `value(at:)`.
  enum Geometry {
    case linear(start: Point, axis: Point, length: Double)
    case radial(centre: Point, radius: Double)

    /// The gradient's parameter at a point of its own coordinates (before padding).
    @inline(__always) func value(at p: Point) -> Double {
      switch self {
      case .linear(let start, let axis, let length):
        length > 0 ? ((p - start).x * axis.x + (p - start).y * axis.y) / length : 1
      case .radial(let centre, let radius):
        radius > 0 ? (p - centre).length / radius : 1
      }
    }
  }

  /// A gradient's stops in offset order, straight colours (alpha already scaled).
  struct Ramp {
    let offsets: [Double]
    let colours: [SIMD4<Float>]

    /// The premultiplied colour at parameter `t` (0…1 a channel), padded beyond the first and last stop.
    @inline(__always) func colour(at t: Double) -> SIMD4<Float> {
      offsets.withUnsafeBufferPointer { offsets in
        colours.withUnsafeBufferPointer { colours in
          let straight: SIMD4<Float>
          if !(t > offsets[0]) {
            straight = colours[0]
          } else if t >= offsets[offsets.count - 1] {
            straight = colours[colours.count - 1]
          } else {
            var k = 1
            while offsets[k] <= t { k += 1 }
            let span = offsets[k] - offsets[k - 1]
            let f = Float(span > 0 ? (t - offsets[k - 1]) / span : 1)
            straight = colours[k - 1] + (colours[k] - colours[k - 1]) * f
          }
          return SIMD4(straight.x * straight.w, straight.y * straight.w, straight.z * straight.w, straight.w)
        }
      }
    }
  }

  /// Paints `fill` (its stops' alpha times `alpha`) over a whole surface whose pixel (0, 0) is device pixel
  /// `origin`; `transform` maps the gradient's coordinates to the surface's pixels. Bands of rows run on up
  /// to `threads` cores; the pixels are the same for any number.
  static func paint(
    _ fill: Fill, alpha: Double, transform: AffineMatrix, origin: (x: Int, y: Int),
    into surface: ImageSurface,
    threads: Int = 1
  ) {
    guard let inverse = transform.inverted else { return }
    let stops: [GradientStop]
    let geometry: Geometry
    switch fill {
    case .solid, .adaptive: return
    case .linearGradient(let start, let end, let list):
      stops = list
      let axis = end - start
      geometry = .linear(start: start, axis: axis, length: axis.x * axis.x + axis.y * axis.y)
    case .radialGradient(let centre, let radius, let list):
      stops = list
      geometry = .radial(centre: centre, radius: radius)
    }
    let ordered = stops.enumerated().sorted {
      ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset)
    }
    .map(\.element)
    guard !ordered.isEmpty else { return }
    let ramp = Ramp(
      offsets: ordered.map(\.offset),
      colours: ordered.map { stop -> SIMD4<Float> in
        let c = stop.color
        return SIMD4(Float(c.red), Float(c.green), Float(c.blue), Float(min(max(c.alpha * alpha, 0), 1)))
      })
    let (width, height) = (surface.width, surface.height)
    surface.withPixels { pixels, rowPixels in
      let shared = SharedPointer(base: pixels)
      // A band of 16 rows is thousands of pixels: enough to pay for handing it to another core.
      forEachBand(count: height, threads: threads, minimumBand: 16) { rows in
        thresholds.withUnsafeBufferPointer { thresholds in
          for j in rows {
            paintRow(
              shared.base + j * rowPixels, width: width, y: j, origin: origin, inverse: inverse,
              geometry: geometry, ramp: ramp, thresholds: thresholds)
          }
        }
      }
    }
  }

  /// One row `y` of the surface: each pixel's colour at its centre, dithered by its device position.
  @inline(__always) static func paintRow(
    _ row: UnsafeMutablePointer<UInt32>, width: Int, y j: Int, origin: (x: Int, y: Int),
    inverse: AffineMatrix, geometry: Geometry, ramp: Ramp, thresholds: UnsafeBufferPointer<Float>
  ) {
    let by = ((origin.y + j) & 7) * 8
    let y = Double(j) + 0.5
    for i in 0..<width {
      let c = ramp.colour(at: geometry.value(at: inverse.apply(Point(Double(i) + 0.5, y))))
      let threshold = thresholds[by + ((origin.x + i) & 7)]
      let q = (c * 255 + SIMD4(repeating: threshold)).rounded(.down)
      let a = min(max(q.w, 0), 255)
      @inline(__always) func channel(_ v: Float) -> UInt32 { UInt32(min(max(v, 0), a)) }
      row[i] = UInt32(a) << 24 | channel(q.x) << 16 | channel(q.y) << 8 | channel(q.z)
    }
  }
}

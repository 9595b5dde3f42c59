/// For every pixel of a grid, the nearest "feature" pixel and the squared Euclidean distance to it.
public struct FeatureTransform: Hashable, Sendable {
  /// The number of pixel columns.
  public var width: Int
  /// The number of pixel rows.
  public var height: Int
  /// Row by row, the squared distance in pixels² from each pixel centre to the nearest feature pixel's
  /// centre, or -1 when the grid has no feature pixel.
  public var squaredDistances: [Int]
  /// Row by row, the index `j · width + i` of the nearest feature pixel (one of them, when several are
  /// equally near), or -1 when the grid has no feature pixel.
  public var nearestFeature: [Int32]
}

/// The exact Euclidean distance transform of Felzenszwalb and Huttenlocher ("Distance Transforms of
/// Sampled Functions", Theory of Computing 8, 2012), extended to report the nearest feature.
public enum DistanceTransform {
  /// The exact feature transform of a binary image: for each pixel, the nearest pixel whose byte in
  /// `features` is non-zero. Row-major, `features.count == width · height`.
  ///
  /// The first pass finds, for every pixel, the nearest feature in its own column (two sweeps, run row
  /// by row so memory is read in order); the second takes, for each row, the lower envelope of the
  /// parabolas `(x − q)² + column distance(q)²` in one linear pass, in exact integer arithmetic. Both
  /// are O(pixels). Returns nil for a mismatched byte count, a side longer than 2²⁰ pixels, or a grid
  /// of more than `Int32.max` pixels.
  public static func featureTransform(features: [UInt8], width: Int, height: Int) -> FeatureTransform? {
    guard isValid(features, width, height) else { return nil }
    var result = FeatureTransform(
      width: width, height: height, squaredDistances: [Int](repeating: -1, count: width * height),
      nearestFeature: [Int32](repeating: -1, count: width * height))
    result.squaredDistances.withUnsafeMutableBufferPointer { squared in
      result.nearestFeature.withUnsafeMutableBufferPointer { nearest in
        transform(features, width, height, nearest: nearest, squaredDistances: squared)
      }
    }
    return result
  }

  /// Only the nearest feature of each pixel (-1 when there is none), as `featureTransform` finds it.
  static func nearestFeatures(_ features: [UInt8], width: Int, height: Int) -> [Int32]? {
    guard isValid(features, width, height) else { return nil }
    var nearest = [Int32](repeating: -1, count: width * height)
    nearest.withUnsafeMutableBufferPointer { nearest in
      transform(features, width, height, nearest: nearest, squaredDistances: nil)
    }
    return nearest
  }

  private static func isValid(_ features: [UInt8], _ width: Int, _ height: Int) -> Bool {
    guard width >= 0, height >= 0 else { return false }
    let (count, overflow) = width.multipliedReportingOverflow(by: height)
    return !overflow && count <= Int(Int32.max) && width <= 1 << 20 && height <= 1 << 20
      && features.count == count
  }

  /// Writes the transform into `nearest` (and `squaredDistances` when given), which start at -1.
  private static func transform(
    _ features: [UInt8], _ width: Int, _ height: Int, nearest: UnsafeMutableBufferPointer<Int32>,
    squaredDistances: UnsafeMutableBufferPointer<Int>?
  ) {
    let count = width * height
    guard count > 0 else { return }
    // Pass 1: the row of the nearest feature in each pixel's column, or -1.
    var nearestRow = [Int32](repeating: -1, count: count)
    var below = [Int32](repeating: -1, count: width)
    features.withUnsafeBufferPointer { f in
      nearestRow.withUnsafeMutableBufferPointer { rowOf in
        below.withUnsafeMutableBufferPointer { below in
          // Downwards: the nearest feature at or above.
          for i in 0..<width where f[i] != 0 { rowOf[i] = 0 }
          for j in 1..<Swift.max(height, 1) {
            let row = j * width
            for i in 0..<width {
              rowOf[row + i] = f[row + i] != 0 ? Int32(j) : rowOf[row - width + i]
            }
          }
          // Upwards: keep the nearer of that and the nearest feature at or below.
          for j in stride(from: height - 1, through: 0, by: -1) {
            let row = j * width
            for i in 0..<width {
              if f[row + i] != 0 { below[i] = Int32(j) }
              let b = below[i]
              let a = rowOf[row + i]
              if b >= 0 && (a < 0 || Int(b) - j < j - Int(a)) { rowOf[row + i] = b }
            }
          }
        }
      }
    }

    // Pass 2: per row, the lower envelope of one parabola per column that has a feature. Where one
    // parabola overtakes another is a fraction num / den with den > 0; keeping both parts and comparing
    // by cross-multiplication keeps the arithmetic exact and avoids a division per column (which took
    // about a third of the transform's time). With sides up to 2²⁰ the products stay below 2⁶³.
    let vertex = UnsafeMutableBufferPointer<Int>.allocate(capacity: width)  // the parabolas' columns
    let minimum = UnsafeMutableBufferPointer<Int>.allocate(capacity: width)  // their squared column distances
    let startNum = UnsafeMutableBufferPointer<Int>.allocate(capacity: width)  // where each starts to win
    let startDen = UnsafeMutableBufferPointer<Int>.allocate(capacity: width)
    defer {
      vertex.deallocate()
      minimum.deallocate()
      startNum.deallocate()
      startDen.deallocate()
    }
    nearestRow.withUnsafeBufferPointer { rowOf in
      for j in 0..<height {
        let row = j * width
        var k = -1
        for q in 0..<width {
          let r = Int(rowOf[row + q])
          guard r >= 0 else { continue }
          let fq = (r - j) * (r - j)
          let hq = fq + q * q
          // Pop the parabolas that q hides entirely: those whose region starts at or after q takes over.
          // The first parabola's region starts at -∞ and is never popped.
          var num = 0
          var den = 1
          while k >= 0 {
            let v = vertex[k]
            num = hq - (minimum[k] + v * v)
            den = 2 * (q - v)
            if k == 0 || num * startDen[k] > startNum[k] * den { break }
            k -= 1
          }
          k += 1
          vertex[k] = q
          minimum[k] = fq
          startNum[k] = num
          startDen[k] = den
        }
        guard k >= 0 else { continue }
        var e = 0
        for x in 0..<width {
          while e < k && startNum[e + 1] < x * startDen[e + 1] { e += 1 }
          let v = vertex[e]
          squaredDistances?[row + x] = (x - v) * (x - v) + minimum[e]
          nearest[row + x] = Int32(Int(rowOf[row + v]) * width + v)
        }
      }
    }
  }
}

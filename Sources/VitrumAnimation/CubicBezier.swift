/// A CSS cubic Bézier easing curve: the Bézier from (0, 0) to (1, 1) with control points (x1, y1) and
/// (x2, y2), read as output progress y for input progress x.
///
/// x1 and x2 are limited to [0, 1], which makes x(t) non-decreasing so that each input has one output;
/// y1 and y2 are unbounded, so the output may overshoot (see `outputRange`). Evaluation solves x(t) = x for
/// the curve parameter t to within `solveEpsilon` (Newton's method from a sampled guess, then bisection
/// when Newton stalls) and returns y(t). The output is exactly 0 at input 0 and exactly 1 at input 1.
/// Outside [0, 1] the curve continues along its tangent at the nearer end (CSS Easing Level 1, §3.2).
///
/// The solver follows the structure of WebKit's `UnitBezier.h` and Chromium's `cubic_bezier.cc`
/// (polynomial coefficients precomputed, a few Newton steps, bisection as the fallback, named epsilons).
public struct CubicBezier: Hashable, Sendable, CustomStringConvertible {
  /// The first control point's x, in [0, 1].
  public let x1: Double
  /// The first control point's y.
  public let y1: Double
  /// The second control point's x, in [0, 1].
  public let x2: Double
  /// The second control point's y.
  public let y2: Double

  // x(t) = ((ax·t + bx)·t + cx)·t and likewise for y: the Bernstein form with P0 = (0, 0), P3 = (1, 1)
  // expanded once, so each evaluation is two multiply-adds per degree.
  let ax: Double
  let bx: Double
  let cx: Double
  let ay: Double
  let by: Double
  let cy: Double
  /// Slopes of the straight continuations before input 0 and after input 1.
  let startGradient: Double
  let endGradient: Double
  /// The smallest and largest output over inputs in [0, 1]: [0, 1] unless the curve overshoots.
  public let outputRange: ClosedRange<Double>

  /// How close x(t) must come to the input: 1e-7, the precision Chromium and WebKit solve to, far below
  /// anything visible (a 4000-point move is off by 0.0004 points at worst where the curve is steepest).
  static let solveEpsilon = 1e-7
  /// Newton steps before bisection takes over. Chromium's measurements found four enough for the common
  /// curves from a sampled starting guess; where Newton would need more, x′(t) is small and bisection is
  /// the safer method anyway.
  static let newtonIterations = 4
  /// Below this |x′(t)| a Newton step would jump far or divide by almost nothing; bisection takes over.
  static let minimumSlope = 1e-6
  /// The parameter grid (t = 0, 0.1, …, 1) sampled once per curve for Newton's starting guess.
  static let sampleCount = 11
  /// Bisection halves [0.1-wide bracket] each step; 60 steps reach the spacing of doubles near 1.
  static let bisectionIterations = 60

  /// x(t) at t = k / 10, for the starting guess.
  let samples: [Double]

  /// The largest |y1| or |y2| accepted. CSS sets no bound, but an overshoot of a million times the
  /// animated distance already carries any coordinate past the scene format's ±1,000,000 limit, and the
  /// bound keeps the coefficients (3·y and sums of them) far from overflowing to infinity.
  public static let maximumMagnitudeY = 1e6

  /// Creates the curve `cubic-bezier(x1, y1, x2, y2)`: x1 and x2 in [0, 1], y1 and y2 within
  /// ±`maximumMagnitudeY`, all finite.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(AnimationError) {
    let yRange = -Self.maximumMagnitudeY...Self.maximumMagnitudeY
    try AnimationError.check(x1, "x1", in: 0...1, "a number from 0 to 1")
    try AnimationError.check(y1, "y1", in: yRange, "a number from -1e6 to 1e6")
    try AnimationError.check(x2, "x2", in: 0...1, "a number from 0 to 1")
    try AnimationError.check(y2, "y2", in: yRange, "a number from -1e6 to 1e6")
    self.init(checked: x1, y1, x2, y2)
  }

  /// Creates a curve from control points already known to be valid.
  init(checked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
    startGradient = Self.gradient(first: Point2(x1, y1), second: Point2(x2, y2), third: Point2(1, 1))
    endGradient = Self.gradient(
      first: Point2(1 - x2, 1 - y2), second: Point2(1 - x1, 1 - y1), third: Point2(1, 1))
    var samples: [Double] = []
    for k in 0..<Self.sampleCount {
      let t = Double(k) / Double(Self.sampleCount - 1)
      samples.append(((ax * t + bx) * t + cx) * t)
    }
    self.samples = samples
    outputRange = Self.range(ay: ay, by: by, cy: cy)
  }

  /// CSS `ease`: cubic-bezier(0.25, 0.1, 0.25, 1).
  public static let ease = CubicBezier(checked: 0.25, 0.1, 0.25, 1)
  /// CSS `ease-in`: cubic-bezier(0.42, 0, 1, 1).
  public static let easeIn = CubicBezier(checked: 0.42, 0, 1, 1)
  /// CSS `ease-out`: cubic-bezier(0, 0, 0.58, 1).
  public static let easeOut = CubicBezier(checked: 0, 0, 0.58, 1)
  /// CSS `ease-in-out`: cubic-bezier(0.42, 0, 0.58, 1).
  public static let easeInOut = CubicBezier(checked: 0.42, 0, 0.58, 1)

  /// The output progress for input progress `x`: exact at 0 and 1, along the end tangents outside [0, 1].
  public func value(at x: Double) -> Double {
    if x == 0 { return 0 }
    if x == 1 { return 1 }
    if x < 0 { return startGradient * x }
    if x > 1 { return 1 + endGradient * (x - 1) }
    guard x.isFinite else { return x }  // NaN stays NaN
    let t = parameter(forX: x)
    return ((ay * t + by) * t + cy) * t
  }

  /// The curve parameter t in [0, 1] with |x(t) − x| ≤ `solveEpsilon`, for x in [0, 1].
  func parameter(forX x: Double) -> Double {
    // The sample bracket [t_k, t_k+1] holds the root because x(t) is non-decreasing.
    var k = 0
    while k < Self.sampleCount - 2 && samples[k + 1] <= x { k += 1 }
    let step = 1 / Double(Self.sampleCount - 1)
    var lo = Double(k) * step
    var hi = k == Self.sampleCount - 2 ? 1 : Double(k + 1) * step
    let span = samples[k + 1] - samples[k]
    var t = span > 0 ? lo + (x - samples[k]) / span * (hi - lo) : lo

    for _ in 0..<Self.newtonIterations {
      let error = sampleX(t) - x
      if abs(error) < Self.solveEpsilon { return t }
      let slope = sampleDerivativeX(t)
      if abs(slope) < Self.minimumSlope { break }
      let next = t - error / slope
      // A step that leaves the bracket is not converging; bisection is safer from here.
      if !(next >= lo && next <= hi) { break }
      t = next
    }

    t = Swift.min(Swift.max(t, lo), hi)
    for _ in 0..<Self.bisectionIterations {
      let error = sampleX(t) - x
      if abs(error) < Self.solveEpsilon { return t }
      if error < 0 { lo = t } else { hi = t }
      t = (lo + hi) / 2
    }
    return t
  }

  func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
  func sampleDerivativeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

  public var description: String { "cubic-bezier(\(x1), \(y1), \(x2), \(y2))" }

  public static func == (a: CubicBezier, b: CubicBezier) -> Bool {
    a.x1 == b.x1 && a.y1 == b.y1 && a.x2 == b.x2 && a.y2 == b.y2
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(x1)
    hasher.combine(y1)
    hasher.combine(x2)
    hasher.combine(y2)
  }
}

/// A plain pair for the tangent computation (the curve's own points, not scene geometry).
struct Point2 {
  var x: Double
  var y: Double
  init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }
  var isZero: Bool { x == 0 && y == 0 }
}

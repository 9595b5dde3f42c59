/// One pass of an extended box filter (Gwosdek, Grewenig, Bruhn and Weickert 2011, "Theoretical foundations
/// of Gaussian convolution by extended box filtering"): weight 1 on the offsets −r…r and a fractional weight
/// α on ±(r + 1), normalised.
///
/// The fractional ends let a pass have exactly the variance asked for, where boxes of whole widths miss it
/// (the three integer boxes of the full-resolution box blur this replaced gave σ = 9.83 for σ = 10, and 2.83 for 3). Three passes of variance
/// σ²/3 each sum to a blur of exactly σ² whatever σ, at the cost of one running sum per pass.
struct ExtendedBox: Equatable, Sendable {
  /// Offsets −radius…radius carry weight 1.
  let radius: Int
  /// The weight of the offsets ±(radius + 1), in 0…1.
  let endWeight: Float
  /// 1 / (2 radius + 1 + 2 endWeight): the normalisation.
  let scale: Float

  /// The pass of variance `variance` (in pixels²). The caller keeps it finite and non-negative, and small
  /// enough for its line: the radius is below √variance·√3, so a variance below the line length² keeps
  /// every read within one reflection of the line.
  init(variance: Double) {
    // Clamped so the conversions below cannot trap whatever the caller passes.
    let v = variance.isNaN ? 0 : min(max(variance, 0), 1e12)
    // A plain box of radius r has variance r(r + 1)/3: take the widest one not above v. The square root
    // gives it up to rounding; the loops correct the rounding (at most one step each).
    var r = Int((((12 * v + 1).squareRoot() - 1) / 2).rounded(.down))
    while Double(r + 1) * Double(r + 2) / 3 <= v { r += 1 }
    while r > 0 && Double(r) * Double(r + 1) / 3 > v { r -= 1 }
    let rr = Double(r)
    // Solving variance(r, α) = v for α; α reaches 1 exactly where the next plain box would start.
    let alpha = (2 * rr + 1) * (rr * (rr + 1) / 3 - v) / (2 * (v - (rr + 1) * (rr + 1)))
    let a = min(max(alpha, 0), 1)
    radius = r
    endWeight = Float(a)
    scale = Float(1 / (2 * rr + 1 + 2 * a))
  }

  /// The variance of this pass, pixels² (the exact value the weights give, for tests).
  var variance: Double {
    let r = Double(radius)
    let a = Double(endWeight)
    return (r * (r + 1) * (2 * r + 1) / 3 + 2 * a * (r + 1) * (r + 1)) / (2 * r + 1 + 2 * a)
  }
}

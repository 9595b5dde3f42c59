import VitrumGeometry

/// A container member's distance as a closed set of plain values, so the per-pixel fold switches on an
/// enum instead of calling through an existential, and copying one is a few bytes: distance fields and
/// unions (which hold arrays) live in `DistanceTables` and are referred to by index. When the enum held
/// them directly, its copy-with-reference-counting showed up as 3.5 % of all instructions in the 48-card
/// container profile.
enum MemberDistance: Sendable {
  case box(BoxGlassDistance)
  case circle(CircleGlassDistance)
  case ellipse(EllipseGlassDistance)
  /// Index into `DistanceTables.fields`.
  case field(Int)
  /// Index into `DistanceTables.unions`.
  case union(Int)
  /// Index into `DistanceTables.morphs`.
  case morph(Int)
}

/// The distances a container's members refer to by index.
struct DistanceTables: Sendable {
  /// A union of paths or text: parts melted with their own blend radius.
  struct Union: Sendable {
    var parts: [MemberDistance]
    var k: Float
  }

  /// A glass outline morphing from another (see `MorphGlassDistance`).
  struct Morph: Sendable {
    var source: MemberDistance
    var target: MemberDistance
    var weight: Float
  }

  var fields: [FieldGlassDistance] = []
  var unions: [Union] = []
  var morphs: [Morph] = []

  /// Stores a distance of any kind and returns how to refer to it.
  mutating func add(_ distance: any GlassDistance) -> MemberDistance {
    switch distance {
    case let d as BoxGlassDistance: return .box(d)
    case let d as CircleGlassDistance: return .circle(d)
    case let d as EllipseGlassDistance: return .ellipse(d)
    case let d as FieldGlassDistance:
      fields.append(d)
      return .field(fields.count - 1)
    case let d as MorphGlassDistance:
      let morph = Morph(source: add(d.source), target: add(d.target), weight: d.weight)
      morphs.append(morph)
      return .morph(morphs.count - 1)
    default: preconditionFailure("every GlassDistance kind is listed in MemberDistance")
    }
  }

  mutating func addUnion(_ parts: [MemberDistance], k: Float) -> MemberDistance {
    unions.append(Union(parts: parts, k: k))
    return .union(unions.count - 1)
  }

  /// Runs `body` with the tables as unsafe buffers, for the kernel's inner loops.
  func withBuffers<R>(_ body: (TableBuffers) -> R) -> R {
    fields.withUnsafeBufferPointer { fields in
      unions.withUnsafeBufferPointer { unions in
        morphs.withUnsafeBufferPointer { morphs in
          body(TableBuffers(fields: fields, unions: unions, morphs: morphs))
        }
      }
    }
  }
}

/// `DistanceTables` seen through unsafe buffers (valid inside `withBuffers`).
struct TableBuffers: @unchecked Sendable {
  // @unchecked: read-only views of tables that outlive every use (see `DistanceTables.withBuffers`).
  let fields: UnsafeBufferPointer<FieldGlassDistance>
  let unions: UnsafeBufferPointer<DistanceTables.Union>
  let morphs: UnsafeBufferPointer<DistanceTables.Morph>
}

extension MemberDistance {
  @inline(__always) func evaluate(_ x: Float, _ y: Float, _ tables: TableBuffers) -> (
    d: Float, gx: Float, gy: Float
  ) {
    switch self {
    case .box(let d): return d.evaluate(x, y)
    case .circle(let d): return d.evaluate(x, y)
    case .ellipse(let d): return d.evaluate(x, y)
    case .field(let i): return tables.fields[i].evaluate(x, y)
    case .union(let i): return Self.evaluateUnion(tables.unions[i], x, y, tables)
    case .morph(let i): return Self.evaluateMorph(tables.morphs[i], x, y, tables)
    }
  }

  static func evaluateMorph(
    _ morph: DistanceTables.Morph, _ x: Float, _ y: Float, _ tables: TableBuffers
  ) -> (d: Float, gx: Float, gy: Float) {
    if morph.weight >= 1 { return morph.target.evaluate(x, y, tables) }
    let a = morph.source.evaluate(x, y, tables)
    if morph.weight <= 0 { return a }
    return MorphGlassDistance.blend(
      a, morph.target.evaluate(x, y, tables), weight: morph.weight)
  }

  static func evaluateUnion(
    _ union: DistanceTables.Union, _ x: Float, _ y: Float, _ tables: TableBuffers
  ) -> (d: Float, gx: Float, gy: Float) {
    var result = union.parts[0].evaluate(x, y, tables)
    for part in union.parts.dropFirst() {
      let e = part.evaluate(x, y, tables)
      let (d, h) = SmoothMinimum.fold(result.d, result.gx, result.gy, e.d, e.gx, e.gy, k: union.k)
      result = (d, result.gx * h + e.gx * (1 - h), result.gy * h + e.gy * (1 - h))
    }
    return result
  }

  func maximumDepth(_ tables: DistanceTables) -> Float {
    switch self {
    case .box(let d): d.maximumDepth
    case .circle(let d): d.maximumDepth
    case .ellipse(let d): d.maximumDepth
    case .field(let i): tables.fields[i].maximumDepth
    case .union(let i): tables.unions[i].parts.map { $0.maximumDepth(tables) }.max() ?? 0
    case .morph(let i):
      MorphGlassDistance.blendedDepth(
        tables.morphs[i].source.maximumDepth(tables), tables.morphs[i].target.maximumDepth(tables),
        weight: tables.morphs[i].weight)
    }
  }
}

/// A member distance with its tables, usable wherever a `GlassDistance` is (the backdrop's mean luminance).
struct TabledDistance: GlassDistance {
  let distance: MemberDistance
  let tables: DistanceTables

  func evaluate(_ x: Float, _ y: Float) -> (d: Float, gx: Float, gy: Float) {
    tables.withBuffers { distance.evaluate(x, y, $0) }
  }

  var maximumDepth: Float { distance.maximumDepth(tables) }
}

/// The container's smooth minimum in Float for the kernels (the Double reference, and the reasons for
/// its shape, are `VitrumGeometry.SmoothUnion`; a unit test checks they agree).
enum SmoothMinimum {
  /// `SmoothUnion.deepestLowering`: the most a fold step lowers the field, as a fraction of k.
  static let deepestLowering = Float(SmoothUnion.deepestLowering)

  /// The smooth minimum of the running field `a` and the next member `b` with radius `k`, given their
  /// gradients (the running one may be shorter than unit, not zero unless `a` is a member's own), and the
  /// weight of `a`. Exactly `(a, 1)` when `b − a ≥ k` and `(b, 0)` when `a − b ≥ k`, so a member that
  /// cannot contribute changes nothing, bit for bit.
  @inline(__always) static func fold(
    _ a: Float, _ agx: Float, _ agy: Float, _ b: Float, _ bgx: Float, _ bgy: Float, k: Float
  ) -> (d: Float, weightOfA: Float) {
    if b - a >= k { return (a, 1) }
    if a - b >= k { return (b, 0) }
    let lengths = (agx * agx + agy * agy) * (bgx * bgx + bgy * bgy)
    let c = lengths > 0 ? min(max((agx * bgx + agy * bgy) / lengths.squareRoot(), -1), 1) : -1
    let w = (1 - c) * 0.5
    let radius = k * w * w
    let difference = abs(a - b)
    if !(difference < radius) { return a <= b ? (a, 1) : (b, 0) }
    let u = difference / radius
    let v = 1 - u
    let beta = 2 * deepestLowering - 0.5
    let lowered = min(a, b) - radius * v * v * (deepestLowering + beta * u)
    let loser = v * (0.5 + 3 * beta * u)
    return (lowered, a <= b ? 1 - loser : loser)
  }
}

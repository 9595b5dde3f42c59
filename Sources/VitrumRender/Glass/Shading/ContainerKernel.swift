import VitrumGeometry

/// The per-pixel work of a container region: for each tile, the members that can reach it; for each pixel,
/// those members folded in document order.
///
/// With k > 0 the members' distances are folded by the polynomial smooth minimum, their looks blended by its
/// weights, and the merged shape is shaded once over the members' shadow. With k = 0 (the unions of a
/// spacing-0 container) each member's shadow and glass are composited over the previous members'.
///
/// Member data lives in flat arrays of plain values read through unsafe buffers: the first version read a
/// `ContainerMember` (which holds paths and arrays) per candidate per pixel, and copying it was 15 % of all
/// instructions in the 48-card profile.
struct ContainerKernel: @unchecked Sendable {
  // @unchecked: the backdrops point into pool buffers that are read-only while the kernel runs.

  /// What the fold reads of a member, all plain values.
  struct Member {
    var minX, minY, maxX, maxY: Float
    /// Paint reach beyond the outline (shadow and anti-aliasing), pixels.
    var reach: Float
    var level: Int
    var alpha: Float
    var shading: GlassShading
  }

  let members: [Member]
  /// Members' bounds (minX, minY, maxX, maxY), apart from the rest so the culling test reads 16 bytes,
  /// not a whole member: passing members by value cost a `memcpy` per candidate per pixel (7 % of all
  /// instructions at 256 cards, spacing 8).
  let bounds: [SIMD4<Float>]
  let distances: [MemberDistance]
  let tables: DistanceTables
  let levels: [DownsampledBackdrop]
  /// Per member: its look applied to its blur level, and its outline's light, for pixels it alone owns
  /// (`MemberShader` on tiles it alone reaches, `EdgeLight.pixel` where the fold leaves it the only owner).
  let grids: [ToneGrid]
  let lights: [EdgeLight]
  let k: Float
  /// k · `SmoothUnion.directionSmoothing`: the width over which blend directions soften box corners.
  let directionSmoothing: Float
  let region: PixelRect
  let tile: Int
  /// Per member: the rectangle beyond which it cannot change a pixel (tile culling).
  let influence: [PixelRect]
  /// Per member, its shadow's offset, or nil when it draws no shadow (`soleOwner`).
  let shadowOffsets: [Float?]
  /// Whether tiles one candidate provably owns are shaded as that member alone (`soleOwner`).
  let provesSoleOwners: Bool
  /// Per member, the capture piece holding its samples when the region's backdrop was captured in pieces
  /// (`CapturePieces`; one blur level), else empty: a blended pixel then reads the piece of its candidate
  /// nearest by bounds (`pieceSampler`).
  let pieces: [DownsampledBackdrop]

  /// `provesSoleOwners` for kernels made in this task: a test draws the same frame both ways and compares.
  /// (Read when the kernel is made: the bands run on the pool's threads, where task-locals do not reach.)
  @TaskLocal static var provingSoleOwners = true

  init(
    members source: [ContainerMember], tables: DistanceTables, levels: [DownsampledBackdrop],
    grids: [ToneGrid], k: Float, region: PixelRect, tile: Int, pieces: [DownsampledBackdrop] = []
  ) {
    members = source.map { m in
      Member(
        minX: Float(m.bounds.minX), minY: Float(m.bounds.minY), maxX: Float(m.bounds.maxX),
        maxY: Float(m.bounds.maxY), reach: Float(m.reach), level: m.level, alpha: m.alpha, shading: m.shading!
      )
    }
    bounds = members.map { SIMD4($0.minX, $0.minY, $0.maxX, $0.maxY) }
    distances = source.map(\.distance)
    self.tables = tables
    self.levels = levels
    self.grids = grids
    self.lights = members.map { EdgeLight($0.shading) }
    self.k = k
    directionSmoothing = k * Float(SmoothUnion.directionSmoothing)
    self.region = region
    self.tile = tile
    shadowOffsets = members.map { $0.shading.shadowOpacity > 0 ? $0.shading.shadowOffset : nil }
    provesSoleOwners = Self.provingSoleOwners
    self.pieces = pieces
    let largestReach = source.map(\.reach).max() ?? 0
    influence = source.map { m in
      ContainerMember.influence(shapeRect: m.shapeRect, reach: m.reach, largestReach: largestReach, k: k)
    }
  }
}

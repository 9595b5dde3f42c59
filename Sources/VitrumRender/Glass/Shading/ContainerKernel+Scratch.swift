extension ContainerKernel {
  /// Per-band buffers reused from tile to tile: the candidates and their distances gathered by kind, and
  /// `MemberShader`'s buffers for a tile one member reaches.
  struct TileScratch {
    var candidates: [Int] = []
    var boxes: [BoxGlassDistance] = []
    var circles: [CircleGlassDistance] = []
    var general: [BoundDistance] = []
    let member: MemberBuffers
    let columns: UnsafeMutablePointer<GridColumn>
    /// The row shaders' scratch, which `BoxShader` (the only one called with it here) never reads.
    let rows: ShaderScratch
    /// Pixels of the current tile row shaded as plain interior.
    var interior = 0

    init(area: Int, width: Int) {
      member = MemberBuffers(
        kinds: .allocate(capacity: area), records: .allocate(capacity: area),
        counts: .allocate(capacity: area / max(width, 1) + 1))
      columns = .allocate(capacity: width)
      rows = .allocate(rows: 1, width: 1, gridWidth: 1)
    }

    func deallocate() {
      member.kinds.deallocate()
      member.records.deallocate()
      member.counts.deallocate()
      columns.deallocate()
      rows.deallocate()
    }
  }

  /// Contributors the merged fold records before blending on the spot (see `merged`).
  static let recordedContributors = 8

  /// A blended look: shading, backdrop-level weights and opacity.
  typealias Look = (shading: GlassShading, levels: SIMD4<Float>, alpha: Float)

  /// Per-tile scratch of the merged fold. Owners are member indices, or −1 for `slot`: the look of
  /// contributors already blended when more than `recordedContributors` met at one pixel. Keeping that look
  /// out of the per-pixel locals matters: as an optional local it was copied (149 bytes) at every pixel.
  struct FoldScratch {
    let owners: UnsafeMutableBufferPointer<Int>
    let weights: UnsafeMutableBufferPointer<Float>
    let slot: UnsafeMutablePointer<Look>
    /// Per candidate of the tile, the bounds distance beyond which it provably paints nothing even
    /// lowered by the fold's chain: its reach plus (candidates − 1)·α·k, rounded up (`merged`).
    let reaches: UnsafeMutableBufferPointer<Float>
  }
}

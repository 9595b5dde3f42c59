/// The general kernel for a box `BoxShader` declines (a rotated frame), as a concrete row shader: its
/// passes specialised for `BoxGlassDistance` here, inside the module. Called from elsewhere — a caller
/// holding the shader as `any GlassRowShader`, or a test — `MemberShader<D>`'s methods run unspecialised,
/// each distance a witness call (the benchmark card's profile showed it); this is also the baseline
/// `BoxShaderBenchmark` measures `BoxShader` against, as the compositor runs it.
struct BoxFallbackShader: GlassRowShader, @unchecked Sendable {
  // @unchecked: as MemberShader.
  let shader: MemberShader<BoxGlassDistance>

  /// Prepares the shader, filling `columns` (room for `region.width`).
  init(
    distance: BoxGlassDistance, shading: GlassShading, grid: ToneGrid, region: PixelRect, opacity: Float = 1,
    columns: UnsafeMutablePointer<GridColumn>
  ) {
    shader = MemberShader(
      distance: distance, shading: shading, grid: grid, region: region, opacity: opacity, columns: columns)
  }

  var region: PixelRect { shader.region }

  func shade(
    _ rows: Range<Int>, into output: UnsafeMutablePointer<UInt32>, rowPixels: Int, scratch: ShaderScratch
  ) -> ShadeCounts {
    shader.shade(rows, into: output, rowPixels: rowPixels, scratch: scratch)
  }
}

/// A member distance bound to table buffers (valid while the buffers are): a union's parts, evaluated as
/// one `GlassDistance`.
struct BoundDistance: GlassDistance {
  let distance: MemberDistance
  let tables: TableBuffers

  @inline(__always) func evaluate(_ x: Float, _ y: Float) -> (d: Float, gx: Float, gy: Float) {
    distance.evaluate(x, y, tables)
  }

  @inline(__always) func blendDirection(
    _ x: Float, _ y: Float, smoothing: Float, gradient gx: Float, _ gy: Float
  ) -> (Float, Float) {
    if case .box(let d) = distance { return d.blendDirection(x, y, smoothing: smoothing, gradient: gx, gy) }
    return (gx, gy)
  }

  var maximumDepth: Float { 0 }
}

/// A member distance bound to table buffers (valid while the buffers are): a union's parts, evaluated as
/// one `GlassDistance`.
struct BoundDistance: GlassDistance {
  let distance: MemberDistance
  let tables: TableBuffers

  @inline(__always) func evaluate(_ x: Float, _ y: Float) -> (d: Float, gx: Float, gy: Float) {
    distance.evaluate(x, y, tables)
  }

  var maximumDepth: Float { 0 }
}

/// Branch-free minimum and maximum for the pixel kernels.
///
/// `Swift.min` and `Swift.max` on floats compile to compares and branches (they order NaN), and
/// `SIMD4.clamped` to calls of generic helpers; in the edge shader those cost more than its arithmetic
/// (283 instructions per pixel, most of them compares and jumps). A ternary on `<` is one `minss`, and a
/// lane-wise select one `minps`. Unordered operands give the second operand: `fastMax(.nan, lo)` is `lo`,
/// so `fastClamp` sends NaN to the lower bound.
@inline(__always) func fastMin(_ a: Float, _ b: Float) -> Float { a < b ? a : b }
@inline(__always) func fastMax(_ a: Float, _ b: Float) -> Float { a > b ? a : b }
@inline(__always) func fastClamp(_ v: Float, _ lo: Float, _ hi: Float) -> Float {
  fastMin(fastMax(v, lo), hi)
}

@inline(__always) func lanesMin(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> {
  a.replacing(with: b, where: a .> b)
}
@inline(__always) func lanesMax(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> {
  a.replacing(with: b, where: a .< b)
}

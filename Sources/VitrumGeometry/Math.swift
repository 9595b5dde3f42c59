#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Thin wrappers so the rest of the module (and @inlinable code) can call libm without each file
// importing the platform C library.
@usableFromInline func _cos(_ x: Double) -> Double { cos(x) }
@usableFromInline func _sin(_ x: Double) -> Double { sin(x) }
@usableFromInline func _atan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@usableFromInline func _pow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@usableFromInline func _tan(_ x: Double) -> Double { tan(x) }
@usableFromInline func _acos(_ x: Double) -> Double { acos(x) }
@usableFromInline func _exp(_ x: Double) -> Double { exp(x) }

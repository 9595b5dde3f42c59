#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Thin wrappers so every module of the package (and @inlinable code) can call libm without each file
// importing the platform C library.
@usableFromInline package func _cos(_ x: Double) -> Double { cos(x) }
@usableFromInline package func _sin(_ x: Double) -> Double { sin(x) }
@usableFromInline package func _tan(_ x: Double) -> Double { tan(x) }
@usableFromInline package func _acos(_ x: Double) -> Double { acos(x) }
@usableFromInline package func _atan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@usableFromInline package func _exp(_ x: Double) -> Double { exp(x) }
@usableFromInline package func _expm1(_ x: Double) -> Double { expm1(x) }
@usableFromInline package func _log(_ x: Double) -> Double { log(x) }
@usableFromInline package func _pow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@usableFromInline package func _cbrt(_ x: Double) -> Double { cbrt(x) }

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Thin wrappers so the rest of the module calls libm without each file importing the platform C library.
func _cos(_ x: Double) -> Double { cos(x) }
func _sin(_ x: Double) -> Double { sin(x) }
func _exp(_ x: Double) -> Double { exp(x) }
func _expm1(_ x: Double) -> Double { expm1(x) }
func _log(_ x: Double) -> Double { log(x) }
func _pow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
func _cbrt(_ x: Double) -> Double { cbrt(x) }

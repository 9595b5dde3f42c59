#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Thin wrappers so the rest of the module calls libm without each file importing the platform C library.
func _pow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
func _cbrt(_ x: Double) -> Double { cbrt(x) }

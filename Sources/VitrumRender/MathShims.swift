#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

func powDouble(_ x: Double, _ y: Double) -> Double { pow(x, y) }
func sinDouble(_ x: Double) -> Double { sin(x) }
func cosDouble(_ x: Double) -> Double { cos(x) }

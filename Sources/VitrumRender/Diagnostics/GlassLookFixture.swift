import VitrumScene

/// A named glass look for the kernels' tests and benchmarks: a material in an environment, pressed or
/// not, at an opacity.
struct GlassLookFixture: CustomStringConvertible, Sendable {
  var name: String
  var material: GlassMaterial
  var environment = SceneEnvironment()
  var pressed = false
  var opacity: Float = 1
  var description: String { name }
}

import VitrumScene

/// A named glass look for the kernels' tests and benchmarks: a material in an environment, with or
/// without a press glow, at an opacity.
struct GlassLookFixture: CustomStringConvertible, Sendable {
  var name: String
  var material: GlassMaterial
  var environment = SceneEnvironment()
  /// A press glow over the test canvas, if any.
  var glow: GlassGlow? = nil
  var opacity: Float = 1
  var description: String { name }
}

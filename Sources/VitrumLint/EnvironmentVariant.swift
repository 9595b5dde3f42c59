import VitrumScene

/// One of the settings a viewer may have: light or dark, with Reduce Transparency or Increase Contrast.
struct EnvironmentVariant: Hashable {
  var colorScheme: ColorScheme
  var reduceTransparency: Bool
  var increaseContrast: Bool

  /// Light and dark, each as standard, under Reduce Transparency and under Increase Contrast: the looks
  /// the material has (`GlassMaterial.appearance(in:)`), whatever the scene itself sets.
  static let all: [EnvironmentVariant] = ColorScheme.allCases.flatMap { scheme in
    [
      EnvironmentVariant(colorScheme: scheme, reduceTransparency: false, increaseContrast: false),
      EnvironmentVariant(colorScheme: scheme, reduceTransparency: true, increaseContrast: false),
      EnvironmentVariant(colorScheme: scheme, reduceTransparency: false, increaseContrast: true),
    ]
  }

  /// The scene's environment with this variant's settings.
  func applied(to base: SceneEnvironment) -> SceneEnvironment {
    var environment = base
    environment.colorScheme = colorScheme
    environment.reduceTransparency = reduceTransparency
    environment.increaseContrast = increaseContrast
    return environment
  }

  /// For messages: "light", "dark, Increase Contrast".
  var name: String {
    var parts = [colorScheme.rawValue]
    if reduceTransparency { parts.append("Reduce Transparency") }
    if increaseContrast { parts.append("Increase Contrast") }
    return parts.joined(separator: ", ")
  }

  /// For JSON keys: "light", "dark-increase-contrast".
  var key: String {
    var parts = [colorScheme.rawValue]
    if reduceTransparency { parts.append("reduce-transparency") }
    if increaseContrast { parts.append("increase-contrast") }
    return parts.joined(separator: "-")
  }
}

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

  /// The setting a node sees when the scene's environment is `base`: the groups above it may set their own
  /// colour scheme, Reduce Transparency or Increase Contrast (a sheet showing several settings side by side).
  static func effective(_ base: SceneEnvironment, at node: Node) -> EnvironmentVariant {
    var groups: [GroupNode] = []
    var parent = node.parent
    while let group = parent {
      groups.append(group)
      parent = group.parent
    }
    var variant = EnvironmentVariant(
      colorScheme: base.colorScheme, reduceTransparency: base.reduceTransparency,
      increaseContrast: base.increaseContrast)
    for group in groups.reversed() {
      if let scheme = group.colorScheme { variant.colorScheme = scheme }
      if let value = group.reduceTransparency { variant.reduceTransparency = value }
      if let value = group.increaseContrast { variant.increaseContrast = value }
    }
    return variant
  }

  /// For JSON keys: "light", "dark-increase-contrast".
  var key: String {
    var parts = [colorScheme.rawValue]
    if reduceTransparency { parts.append("reduce-transparency") }
    if increaseContrast { parts.append("increase-contrast") }
    return parts.joined(separator: "-")
  }
}

extension EnvironmentVariant {
  /// The variant a key names (`light`, `dark-reduce-transparency`, …); nil for any other text.
  init?(key: String) {
    var parts = key.split(separator: "-").map(String.init)
    guard let first = parts.first, let scheme = ColorScheme(rawValue: first) else { return nil }
    parts.removeFirst()
    var rest = parts.joined(separator: "-")
    self.init(colorScheme: scheme, reduceTransparency: false, increaseContrast: false)
    if rest.hasPrefix("reduce-transparency") {
      reduceTransparency = true
      rest = String(rest.dropFirst("reduce-transparency".count))
      if rest.hasPrefix("-") { rest.removeFirst() }
    }
    if rest == "increase-contrast" {
      increaseContrast = true
      rest = ""
    }
    guard rest.isEmpty else { return nil }
  }
}

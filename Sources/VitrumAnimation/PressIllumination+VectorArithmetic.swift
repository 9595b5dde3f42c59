import VitrumScene

extension PressIllumination: VectorArithmetic, Animatable {
  public static let zero = PressIllumination(spread: 0, intensity: 0)
  public func adding(_ o: PressIllumination) -> PressIllumination {
    PressIllumination(spread: spread + o.spread, intensity: intensity + o.intensity)
  }
  public func subtracting(_ o: PressIllumination) -> PressIllumination {
    PressIllumination(spread: spread - o.spread, intensity: intensity - o.intensity)
  }
  public func scaled(by f: Double) -> PressIllumination {
    PressIllumination(spread: spread * f, intensity: intensity * f)
  }
  public var magnitudeSquared: Double { spread * spread + intensity * intensity }
}

extension SceneLight: VectorArithmetic, Animatable {
  /// Angles interpolate as numbers (−45 to 45 passes 0: the light slides over the top), not the short way
  /// round the circle, so an author's keyframes say exactly where the light goes.
  public static let zero = SceneLight(angle: 0, intensity: 0)
  public func adding(_ o: SceneLight) -> SceneLight {
    SceneLight(angle: angle + o.angle, intensity: intensity + o.intensity)
  }
  public func subtracting(_ o: SceneLight) -> SceneLight {
    SceneLight(angle: angle - o.angle, intensity: intensity - o.intensity)
  }
  public func scaled(by f: Double) -> SceneLight { SceneLight(angle: angle * f, intensity: intensity * f) }
  public var magnitudeSquared: Double { angle * angle + intensity * intensity }
}

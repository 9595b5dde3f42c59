import VitrumGeometry

extension GlassCompositor {
  /// The distance of an item whose glass is morphing from another outline: each outline's own distance
  /// (analytic where it can be, a field otherwise), blended. nil, with the warning the failing outline
  /// logged, when either cannot be built.
  func morphDistance(
    for item: GlassItem, _ morph: GlassMorph, margin: Double, canvas: PixelRect, log: inout FrameLog
  ) -> (any GlassDistance)? {
    var target = item
    target.morph = nil
    if morph.targetShift != .zero {
      target.transform = item.transform.then(.translation(morph.targetShift.x, morph.targetShift.y))
    }
    var source = target
    source.shape = morph.shape
    source.transform = morph.transform
    source.glyphs = nil
    guard let a = distance(for: source, margin: margin, canvas: canvas, log: &log),
      let b = distance(for: target, margin: margin, canvas: canvas, log: &log)
    else { return nil }
    let weight = morph.progress.isFinite ? Float(morph.progress) : 1
    return MorphGlassDistance(source: a, target: b, weight: weight)
  }
}

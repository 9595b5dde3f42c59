import VitrumGeometry
import VitrumScene

extension DisplayListBuilder {
  /// The paint of a text changing its content, as (path, strength) pairs: the glyphs both texts draw at
  /// the same place at full strength, the old text's other glyphs fading out, the new text's fading in.
  /// nil when no change is under way.
  func textChangeParts(of node: EvaluatedNode) -> [(Path, Double)]? {
    guard case .text(let text) = node.content, let change = text.change, change.progress < 1 else {
      return nil
    }
    let direction = node.environment.layoutDirection
    var previous = text
    previous.text = change.previous
    previous.change = nil
    let old = outliner.shaped(previous, layoutDirection: direction).glyphs
    let new = outliner.shaped(text, layoutDirection: direction).glyphs
    let kept = Set(old).intersection(new)
    func path(_ glyphs: [PlacedGlyph], _ keep: Bool) -> Path {
      var path = Path()
      for glyph in glyphs where kept.contains(glyph) == keep {
        path.append(glyph.outline.path.applying(.translation(glyph.offset.x, glyph.offset.y)))
      }
      return path
    }
    let p = min(max(change.progress, 0), 1)
    return [(path(new, true), 1), (path(old, false), 1 - p), (path(new, false), p)]
  }

  /// The glass morph of a text changing its content: from the old text's outline to the new one, in the
  /// glass item's coordinates. nil when no change is under way.
  func textMorph(of node: EvaluatedNode, transform: AffineMatrix) -> GlassMorph? {
    guard case .text(let text) = node.content, let change = text.change, change.progress < 1 else {
      return nil
    }
    var previous = text
    previous.text = change.previous
    previous.change = nil
    let shaped = outliner.shaped(previous, layoutDirection: node.environment.layoutDirection)
    // From nothing there is no outline to morph from: the glass simply shows the new text.
    guard !shaped.path.isEmpty else { return nil }
    var morph = GlassMorph(
      shape: .path(shaped.path, fillRule: .nonZero), transform: transform, progress: change.progress)
    morph.glyphs = shaped.glyphs
    return morph
  }
}

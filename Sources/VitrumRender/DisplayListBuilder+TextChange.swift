import VitrumGeometry
import VitrumScene

/// One group of glyphs of a text changing its content, as the frame draws it (`TextChange`): the glyphs
/// both texts draw at the same place (still), the old text's others (leaving) or the new text's others
/// (arriving).
struct TurningGlyphs {
  /// The glyphs where they are drawn, in the node's coordinates.
  var glyphs: [PlacedGlyph]
  /// How much of them shows, 0…1.
  var opacity: Double
  /// The soft edge their outline takes, in points.
  var blur: Double

  /// Their outlines in place.
  var path: Path {
    var path = Path()
    for glyph in glyphs {
      path.append(glyph.outline.path.applying(.translation(glyph.offset.x, glyph.offset.y)))
    }
    return path
  }
}

extension DisplayListBuilder {
  /// The glyphs of a text changing its content, still, leaving and arriving, with the empty groups and
  /// those faded out left out; nil when no change is under way.
  ///
  /// `toDevice` snaps the moving glyphs to whole device pixels vertically (when it keeps rows level): a
  /// glass glyph's distance field is cached per sub-pixel phase (`GlyphFieldCache`), so a glyph that
  /// moves by whole pixels is measured once, not at every frame of its move.
  func turningGlyphs(of node: EvaluatedNode, toDevice: AffineMatrix) -> [TurningGlyphs]? {
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
    let descending = change.isDescending(to: text.text)
    let size = text.font.size
    func moved(_ glyphs: [PlacedGlyph], by em: Double) -> [PlacedGlyph] {
      var dy = em * size
      if toDevice.b == 0 && toDevice.c == 0 && toDevice.d != 0 {
        dy = (dy * toDevice.d).rounded() / toDevice.d
      }
      return glyphs.map { PlacedGlyph(outline: $0.outline, offset: $0.offset + Point(0, dy)) }
    }
    let leaving = TextChange.leaving(change.progress, descending: descending)
    let arriving = TextChange.arriving(change.progress, descending: descending)
    let groups = [
      TurningGlyphs(glyphs: new.filter { kept.contains($0) }, opacity: 1, blur: 0),
      TurningGlyphs(
        glyphs: moved(old.filter { !kept.contains($0) }, by: leaving.offset), opacity: leaving.opacity,
        blur: leaving.blur * TextChange.blur * size),
      TurningGlyphs(
        glyphs: moved(new.filter { !kept.contains($0) }, by: arriving.offset), opacity: arriving.opacity,
        blur: arriving.blur * TextChange.blur * size),
    ]
    return groups.filter { !$0.glyphs.isEmpty && $0.opacity > 0 }
  }
}

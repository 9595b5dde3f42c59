import VitrumGeometry
import VitrumScene

/// A font the shaper picked for a run of text, named so that two runs in the same font share their glyph
/// outlines: the Pango description of the actual font (fallback fonts included), with its size.
struct FaceKey: Hashable, Sendable {
  var description: String
}

/// One glyph of one font: what a glyph outline (and its distance field) is cached by.
struct GlyphKey: Hashable, Sendable {
  var face: FaceKey
  var glyph: UInt32
}

/// A glyph outline, in the glyph's own coordinates (its origin on the baseline, y down, points).
struct GlyphOutline: Hashable, Sendable {
  var key: GlyphKey
  var path: Path
}

/// A glyph where the text puts it: its outline moved by `offset` (text-node coordinates).
struct PlacedGlyph: Hashable, Sendable {
  var outline: GlyphOutline
  var offset: Point
}

/// A text as the shaper laid it out: glyphs in visual order, the lines' box and the outline of them all.
struct ShapedText: Sendable {
  /// The glyphs with outlines (spaces and glyphs missing from every font have none).
  var glyphs: [PlacedGlyph]
  /// The lines' box in the node's coordinates (`TextMetrics.layoutBounds`).
  var layoutBounds: Rect
  /// Every glyph outline in place.
  var path: Path

  /// Bounds of the ink: the outline's control points hold its curves.
  var inkBounds: Rect {
    path.isEmpty ? Rect(origin: layoutBounds.origin, size: Size(0, 0)) : path.controlPointBounds
  }
}

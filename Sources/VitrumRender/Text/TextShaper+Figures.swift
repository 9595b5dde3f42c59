import CPango
import VitrumGeometry
import VitrumScene

/// What fixed cells need to know of a font's figures, in points: its widest digit advance (tabular
/// figures, where the font has them) and the widest ink of its digits and of its separators.
struct FigureMetrics: Hashable, Sendable {
  var digitAdvance: Double
  var digitInk: Double
  var separatorInk: Double

  /// The least gap left between the ink of two neighbouring cells, in em. Glass drawn on glyph outlines
  /// melts outlines that touch into one shape, and 0.04 em is where two bold digits start to read as
  /// one; 0.05 keeps a margin above it at every size.
  static let minimumInkGap = 0.05

  /// The cells a text with `digit` and `separator` cells (em) gets in this font of `size` points: as
  /// asked, widened to the widest digit advance, and widened again where the widest ink would come
  /// closer than `minimumInkGap` to its neighbour's (ink is centred in its cell, so two cells' inks are
  /// at least cell − widest ink apart).
  func cells(digit: Double, separator: Double, size: Double) -> (digit: Double, separator: Double) {
    let gap = Self.minimumInkGap * size
    let digitCell = max(digit * size, digitAdvance, digitInk + gap)
    // A separator sits between digits: half its cell and half a digit cell must hold both inks' halves
    // and the gap.
    let separatorCell = max(separator * size, separatorInk + 2 * gap - (digitCell - digitInk))
    return (digitCell, separatorCell)
  }
}

extension TextShaper {
  /// The characters fixed cells apply to: the digits, then the separators.
  static let figureCharacters = Array("0123456789:.")

  /// Whether a UTF-8 byte starts a character that fixed cells place: a digit (true) or a separator
  /// (false); nil for anything else.
  static func cellKind(_ byte: UInt8) -> Bool? {
    if byte >= 0x30 && byte <= 0x39 { return true }
    if byte == 0x3A || byte == 0x2E { return false }
    return nil
  }

  /// The figure metrics of the font Pango chose for a run, shaped with tabular figures as the text is.
  func figureMetrics(of font: UnsafeMutablePointer<PangoFont>, face: FaceKey) -> FigureMetrics {
    if let known = figures[face] { return known }
    var metrics = FigureMetrics(digitAdvance: 0, digitInk: 0, separatorInk: 0)
    guard let layout = pango_layout_new(context),
      let description = pango_font_describe_with_absolute_size(font)
    else { return metrics }
    defer {
      g_object_unref(UnsafeMutableRawPointer(layout))
      pango_font_description_free(description)
    }
    // The context keeps its direction: changing it would make the layout being placed lay out again.
    let text = String(Self.figureCharacters)
    pango_layout_set_text(layout, text, Int32(text.utf8.count))
    pango_layout_set_font_description(layout, description)
    Self.setTabularFigures(layout)
    guard let iterator = pango_layout_get_iter(layout) else { return metrics }
    defer { pango_layout_iter_free(iterator) }
    let bytes = Array(text.utf8)
    repeat {
      guard let run = pango_layout_iter_get_run_readonly(iterator) else { continue }
      let item = run.pointee.item!
      let glyphString = run.pointee.glyphs!
      let runFont = item.pointee.analysis.font!
      let runFace = runFont == font ? face : Self.faceKey(runFont)
      for i in 0..<Int(glyphString.pointee.num_glyphs) {
        let info = vitrum_glyph_at(glyphString, Int32(i))!.pointee
        let byte = Int(item.pointee.offset) + Int(glyphString.pointee.log_clusters[i])
        guard byte < bytes.count, let isDigit = Self.cellKind(bytes[byte]) else { continue }
        var ink = 0.0
        if info.glyph < PANGO_GLYPH_EMPTY {
          let outline = glyphs.outline(GlyphKey(face: runFace, glyph: info.glyph), font: runFont)
          if !outline.path.isEmpty { ink = outline.path.tightBounds.width }
        }
        if isDigit {
          metrics.digitAdvance = max(metrics.digitAdvance, Double(info.geometry.width) / Self.pangoScale)
          metrics.digitInk = max(metrics.digitInk, ink)
        } else {
          metrics.separatorInk = max(metrics.separatorInk, ink)
        }
      }
    } while pango_layout_iter_next_run(iterator) != 0
    figures[face] = metrics
    return metrics
  }

  /// Asks the layout's fonts for tabular figures (OpenType `tnum`): digits of one width, where the font
  /// has them; fonts without the feature keep their own.
  static func setTabularFigures(_ layout: OpaquePointer) {
    let attributes = pango_attr_list_new()
    pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum 1"))
    pango_layout_set_attributes(layout, attributes)
    pango_attr_list_unref(attributes)
  }
}

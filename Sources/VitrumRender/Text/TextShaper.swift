import CCairo
import CPango
import VitrumGeometry
import VitrumScene

/// Shapes text with Pango (HarfBuzz underneath, fontconfig for fonts and fallback): ligatures and
/// contextual forms, bidirectional runs, any script the installed fonts cover, and line breaking within a
/// width. Layout is unhinted and at 72 dpi, so one Pango point is one scene point at every scale, and the
/// glyph outlines are the fonts' own curves.
///
/// Work is linear in the text's length: Pango shapes each paragraph once, and every glyph is placed once.
/// Not thread-safe; a renderer owns one.
final class TextShaper {
  private let fontMap: UnsafeMutablePointer<PangoFontMap>
  let context: OpaquePointer
  let glyphs: GlyphOutlineCache
  /// Figure metrics by font, for fixed cells.
  var figures: [FaceKey: FigureMetrics] = [:]

  init() {
    fontMap = pango_cairo_font_map_new()
    // 72 dpi: a Pango point is a scene point.
    pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
    context = pango_font_map_create_context(fontMap)
    let options = cairo_font_options_create()
    // Unhinted outlines and metrics: the same shapes and advances at every render scale.
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_context_set_round_glyph_positions(context, 0)
    glyphs = GlyphOutlineCache()
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(context))
    g_object_unref(UnsafeMutableRawPointer(fontMap))
  }

  /// Glyph outlines cached so far, and their memory (for the cache's report).
  var glyphCacheStatistics: GlyphOutlineCache.Statistics { glyphs.statistics }

  /// Forgets the cached glyph outlines: the next shaping traces every glyph again.
  func removeCachedGlyphOutlines() { glyphs.removeAll() }

  static let pangoScale = Double(PANGO_SCALE)

  /// Lays a text out in its node's coordinates: the first baseline at the origin's y, the lines' box
  /// placed at the origin's x by the alignment (leading follows the layout direction), each line aligned
  /// in the box likewise. A paragraph whose direction its characters do not decide takes the layout
  /// direction.
  func shape(_ text: TextContent, layoutDirection: LayoutDirection) -> ShapedText {
    guard let layout = pango_layout_new(context) else {
      return ShapedText(glyphs: [], layoutBounds: Rect(origin: text.origin, size: Size(0, 0)), path: Path())
    }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let rtl = layoutDirection == .rightToLeft
    pango_context_set_base_dir(context, rtl ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
    pango_layout_context_changed(layout)
    let utf8 = Array(text.text.utf8)
    utf8.withUnsafeBufferPointer { bytes in
      bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(bytes.count, 1)) {
        pango_layout_set_text(layout, $0, Int32(bytes.count))
      }
    }
    if utf8.isEmpty { pango_layout_set_text(layout, "", 0) }
    let description = Self.description(of: text.font)
    defer { pango_font_description_free(description) }
    pango_layout_set_font_description(layout, description)
    pango_layout_set_auto_dir(layout, 1)
    if case .fixedCells = text.spacing { Self.setTabularFigures(layout) }
    if let wrap = text.wrapWidth, wrap > 0, wrap.isFinite {
      pango_layout_set_width(layout, Int32(min(wrap * Self.pangoScale, Double(Int32.max / 2))))
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    }
    let lines = self.lines(of: layout, utf8: utf8, text: text)
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let firstBaseline = lines.first?.baseline ?? Double(pango_layout_get_baseline(layout)) / Self.pangoScale
    let widest = lines.map(\.width).max() ?? 0
    let boxWidth = text.wrapWidth ?? widest
    let boxX = EstimatedTextMeasurer.boxMinX(
      width: boxWidth, alignment: text.alignment, origin: text.origin.x, layoutDirection)
    var placed: [PlacedGlyph] = []
    var path = Path()
    for line in lines {
      let free = boxWidth - line.width
      let lineX: Double
      switch (text.alignment, rtl) {
      case (.leading, false), (.trailing, true): lineX = boxX
      case (.center, _): lineX = boxX + free / 2
      case (.trailing, false), (.leading, true): lineX = boxX + free
      }
      let y = text.origin.y + line.baseline - firstBaseline
      for glyph in line.glyphs {
        let offset = Point(lineX + glyph.x, y + glyph.y)
        placed.append(PlacedGlyph(outline: glyph.outline, offset: offset))
        path.append(glyph.outline.path.applying(.translation(offset.x, offset.y)))
      }
    }
    let box = Rect(
      x: boxX, y: text.origin.y - firstBaseline, width: boxWidth,
      height: Double(logical.height) / Self.pangoScale)
    return ShapedText(glyphs: placed, layoutBounds: box, path: path)
  }

  /// A line's glyphs relative to its left end and baseline, its width and its baseline from the top.
  struct Line {
    var glyphs: [(outline: GlyphOutline, x: Double, y: Double)] = []
    var width = 0.0
    var baseline = 0.0
  }

  /// Walks the layout's runs line by line, in visual order, placing glyphs by their advances — or by
  /// fixed cells, where the spacing asks for them.
  private func lines(of layout: OpaquePointer, utf8: [UInt8], text: TextContent) -> [Line] {
    var result: [Line] = []
    guard let iterator = pango_layout_get_iter(layout) else { return result }
    defer { pango_layout_iter_free(iterator) }
    var line = Line()
    line.baseline = Double(pango_layout_iter_get_baseline(iterator)) / Self.pangoScale
    var faces: [UnsafeMutablePointer<PangoFont>: FaceKey] = [:]
    while true {
      if let run = pango_layout_iter_get_run_readonly(iterator) {
        place(run, into: &line, utf8: utf8, text: text, faces: &faces)
      } else {
        // The end of a line: Pango visits a run-less position there.
        result.append(line)
        line = Line()
      }
      if pango_layout_iter_next_run(iterator) == 0 { break }
      if line.glyphs.isEmpty && line.width == 0 {
        line.baseline = Double(pango_layout_iter_get_baseline(iterator)) / Self.pangoScale
      }
    }
    if result.isEmpty || !line.glyphs.isEmpty || line.width > 0 { result.append(line) }
    return result
  }

  /// Places the glyphs of one run at the end of a line.
  private func place(
    _ run: UnsafeMutablePointer<PangoGlyphItem>, into line: inout Line, utf8: [UInt8], text: TextContent,
    faces: inout [UnsafeMutablePointer<PangoFont>: FaceKey]
  ) {
    let item = run.pointee.item!
    let glyphString = run.pointee.glyphs!
    let font = item.pointee.analysis.font!
    let face: FaceKey
    if let known = faces[font] {
      face = known
    } else {
      face = Self.faceKey(font)
      faces[font] = face
    }
    let count = Int(glyphString.pointee.num_glyphs)
    for i in 0..<count {
      let info = vitrum_glyph_at(glyphString, Int32(i))!.pointee
      let natural = Double(info.geometry.width) / Self.pangoScale
      let dx = Double(info.geometry.x_offset) / Self.pangoScale
      let dy = Double(info.geometry.y_offset) / Self.pangoScale
      let byte = Int(item.pointee.offset) + Int(glyphString.pointee.log_clusters[i])
      var advance = natural
      var outline: GlyphOutline?
      // Empty glyphs (spaces, line ends) and glyphs no font has draw nothing.
      if info.glyph < PANGO_GLYPH_EMPTY {
        outline = glyphs.outline(GlyphKey(face: face, glyph: info.glyph), font: font)
      }
      var x = line.width + dx
      if case .fixedCells(let digit, let separator) = text.spacing, byte < utf8.count,
        let isDigit = Self.cellKind(utf8[byte])
      {
        let cells = figureMetrics(of: font, face: face).cells(
          digit: digit, separator: separator, size: text.font.size)
        advance = isDigit ? cells.digit : cells.separator
        // The glyph's ink is centred in its cell.
        if let outline, !outline.path.isEmpty {
          let ink = outline.path.tightBounds
          x = line.width + advance / 2 - ink.midX
        } else {
          x = line.width + (advance - natural) / 2
        }
      }
      if let outline, !outline.path.isEmpty { line.glyphs.append((outline, x, dy)) }
      line.width += advance
    }
  }

  /// A Pango font description for a font request.
  static func description(of font: Font) -> OpaquePointer {
    let description = pango_font_description_new()!
    pango_font_description_set_family(description, font.family)
    let size = min(max(font.size, 0.001), 100_000)
    pango_font_description_set_absolute_size(description, size * pangoScale)
    pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.value)))
    pango_font_description_set_style(
      description, font.slant == .italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    return description
  }

  /// The name of the font Pango chose for a run.
  static func faceKey(_ font: UnsafeMutablePointer<PangoFont>) -> FaceKey {
    guard let description = pango_font_describe_with_absolute_size(font) else {
      return FaceKey(description: "")
    }
    defer { pango_font_description_free(description) }
    guard let text = pango_font_description_to_string(description) else { return FaceKey(description: "") }
    defer { g_free(text) }
    return FaceKey(description: String(cString: text))
  }
}

import CCairo
import CPango
import VitrumGeometry

/// Glyph outlines by font and glyph: a text that changes one digit a second, or a paragraph that repeats
/// its letters, outlines each glyph once.
///
/// Each outline is taken from Cairo on its own, at the glyph origin, into an empty path. Cairo 1.16
/// silently yields empty outlines when a line is accumulated in one path (glyphs after about the 15th
/// distinct one went missing); one glyph per path avoids that, and the tests check long lines glyph by
/// glyph.
final class GlyphOutlineCache {
  private let surface: OpaquePointer
  private let cr: OpaquePointer
  private var entries: [GlyphKey: GlyphOutline] = [:]
  private var order: [GlyphKey] = []
  private var head = 0
  private(set) var elementCount = 0
  private(set) var misses = 0
  private(set) var hits = 0

  /// Outlines kept; the oldest is evicted first. 4,096 glyphs hold a few scripts at several sizes
  /// (a timer uses eleven, a HUD a few dozen); see `Statistics` for what they cost.
  ///
  /// It saves a quarter to two fifths of shaping a new string (tracing a glyph through Cairo and reading
  /// its path back; Pango's shaping remains), and a full cache is a few MB at most (docs/benchmarks.md,
  /// *Text caches*).
  static let capacity = 4096

  init() {
    surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 4, 4)
    cr = cairo_create(surface)
  }

  deinit {
    cairo_destroy(cr)
    cairo_surface_destroy(surface)
  }

  /// What the cache holds: outlines, their path elements, and an estimate of their memory (a path
  /// element is an enum of up to three points, 49 bytes, rounded to 56 in an array).
  struct Statistics: Hashable, Sendable {
    var outlines: Int
    var elements: Int
    var hits: Int
    var misses: Int
    var bytes: Int { elements * 56 + outlines * 96 }
  }

  var statistics: Statistics {
    Statistics(outlines: entries.count, elements: elementCount, hits: hits, misses: misses)
  }

  /// Forgets every outline (`Tools/bench-text` measures shaping with and without them).
  func removeAll() {
    entries.removeAll(keepingCapacity: true)
    order.removeAll(keepingCapacity: true)
    head = 0
    elementCount = 0
  }

  /// The outline of a glyph of a Pango font (cached by `key`).
  func outline(_ key: GlyphKey, font: UnsafeMutablePointer<PangoFont>) -> GlyphOutline {
    if let cached = entries[key] {
      hits += 1
      return cached
    }
    misses += 1
    let outline = GlyphOutline(key: key, path: trace(key.glyph, font: font))
    entries[key] = outline
    order.append(key)
    elementCount += outline.path.elements.count
    if entries.count > Self.capacity {
      let oldest = order[head]
      head += 1
      if let evicted = entries.removeValue(forKey: oldest) { elementCount -= evicted.path.elements.count }
      if head > Self.capacity {
        order.removeFirst(head)
        head = 0
      }
    }
    return outline
  }

  private func trace(_ glyph: UInt32, font: UnsafeMutablePointer<PangoFont>) -> Path {
    guard let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font)) else { return Path() }
    cairo_set_scaled_font(cr, scaled)
    cairo_new_path(cr)
    var g = cairo_glyph_t(index: UInt(glyph), x: 0, y: 0)
    cairo_glyph_path(cr, &g, 1)
    let path = CairoPathReader.read(cr)
    cairo_new_path(cr)
    return path
  }
}

import VitrumGeometry
import VitrumScene

/// Turns text into glyph outlines and measures it, through the text shaper (Pango and HarfBuzz).
///
/// Two caches: shaped texts by (string, font, spacing, alignment, wrap width, direction) — a timer
/// changes one digit a second, and every frame in between reuses the shaped line — and, inside the
/// shaper, glyph outlines by (font, glyph). A string already shaped is found about a hundred times
/// faster than shaping it again, and 256 shaped texts of a HUD's size are well under a megabyte of paths
/// (`Tools/bench-text`; docs/benchmarks.md, *Text caches*).
final class TextOutliner: TextMeasuring {
  private let shaper = TextShaper()
  private var cache: [Key: ShapedText] = [:]
  private var order: [Key] = []
  /// Shaped texts kept; the oldest is evicted first. A HUD has a few dozen strings.
  static let capacity = 256
  /// How many texts were shaped (cache misses): zero for a scene without text, whose display list then
  /// owes nothing to the text libraries (`DisplayListSnapshotTests`).
  private(set) var shapings = 0

  struct Key: Hashable {
    /// The content with its origin at zero: where a text sits does not change its shape.
    var content: TextContent
    var rightToLeft: Bool
  }

  init() {}

  var isEstimate: Bool { false }

  /// The shaped text in its node's coordinates.
  func shaped(_ text: TextContent, layoutDirection: LayoutDirection) -> ShapedText {
    var content = text
    content.origin = .zero
    content.change = nil
    let key = Key(content: content, rightToLeft: layoutDirection == .rightToLeft)
    let shaped: ShapedText
    if let cached = cache[key] {
      shaped = cached
    } else {
      shaped = shaper.shape(content, layoutDirection: layoutDirection)
      shapings += 1
      cache[key] = shaped
      order.append(key)
      if order.count > Self.capacity { cache[order.removeFirst()] = nil }
    }
    return text.origin == .zero ? shaped : shaped.moved(by: text.origin)
  }

  /// The outline of a text node's text, in the node's coordinates.
  func outline(of node: TextNode, layoutDirection: LayoutDirection) -> Path {
    outline(of: node.content, layoutDirection: layoutDirection)
  }

  /// The outline of a text, in its node's coordinates.
  func outline(of text: TextContent, layoutDirection: LayoutDirection) -> Path {
    shaped(text, layoutDirection: layoutDirection).path
  }

  func metrics(of text: TextContent, layoutDirection: LayoutDirection) -> TextMetrics {
    let shaped = shaped(text, layoutDirection: layoutDirection)
    return TextMetrics(layoutBounds: shaped.layoutBounds, inkBounds: shaped.inkBounds)
  }

  /// What the glyph outline cache holds.
  var glyphCacheStatistics: GlyphOutlineCache.Statistics { shaper.glyphCacheStatistics }
}

extension ShapedText {
  /// The same text moved by `d`.
  func moved(by d: Point) -> ShapedText {
    ShapedText(
      glyphs: glyphs.map { PlacedGlyph(outline: $0.outline, offset: $0.offset + d) },
      layoutBounds: layoutBounds.offsetBy(d), path: path.applying(.translation(d.x, d.y)))
  }
}

extension Path {
  /// The path without subpaths that draw nothing (Cairo leaves a lone move-to behind for a space's
  /// glyph): a move-to is kept only once a segment follows it, a close only when its subpath drew.
  func droppingEmptySubpaths() -> Path {
    var kept: [PathElement] = []
    kept.reserveCapacity(elements.count)
    var pendingMove: PathElement?
    var drawing = false
    for element in elements {
      switch element {
      case .move:
        pendingMove = element
        drawing = false
      case .close:
        if drawing { kept.append(element) }
        drawing = false
      default:
        if let move = pendingMove {
          kept.append(move)
          pendingMove = nil
        }
        drawing = true
        kept.append(element)
      }
    }
    return Path(elements: kept)
  }
}

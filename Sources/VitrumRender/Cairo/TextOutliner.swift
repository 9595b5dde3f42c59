import CCairo
import VitrumGeometry
import VitrumScene

/// Turns text into glyph outlines with Cairo's font machinery (fontconfig and FreeType underneath).
///
/// Outlines are cached by text, font, spacing and alignment: a timer changes one digit a second, and
/// every frame in between reuses the cached path.
final class TextOutliner {
  private let surface: OpaquePointer
  private let cr: OpaquePointer
  private var cache: [Key: Path] = [:]
  private var order: [Key] = []
  /// Cached outlines kept; the oldest is evicted first. A HUD has a few dozen strings.
  static let capacity = 256

  struct Key: Hashable {
    var text: String
    var font: Font
    var spacing: TextSpacing
    var alignment: TextAlignment
    var rightToLeft: Bool
  }

  init() {
    surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 4, 4)!
    cr = cairo_create(surface)!
  }

  deinit {
    cairo_destroy(cr)
    cairo_surface_destroy(surface)
  }

  /// The outline of a text node's line, in the node's coordinates.
  func outline(of node: TextNode, layoutDirection: LayoutDirection) -> Path {
    outline(of: node.content, layoutDirection: layoutDirection)
  }

  /// The outline of a line of text, in its node's coordinates.
  func outline(of node: TextContent, layoutDirection: LayoutDirection) -> Path {
    let key = Key(
      text: node.text, font: node.font, spacing: node.spacing, alignment: node.alignment,
      rightToLeft: layoutDirection == .rightToLeft)
    var path: Path
    if let cached = cache[key] {
      path = cached
    } else {
      path = layout(key)
      cache[key] = path
      order.append(key)
      if order.count > Self.capacity { cache[order.removeFirst()] = nil }
    }
    return path.applying(.translation(node.origin.x, node.origin.y))
  }

  /// Lays the line out with its baseline at y = 0, aligned about x = 0.
  ///
  /// Every character is outlined on its own, at the origin, into an empty Cairo path, *before* any glyph
  /// metrics are asked for; the outlines are then moved to their places. Both orders matter in Cairo 1.16:
  /// accumulating a line in one path, or asking for a glyph's extents before its outline, silently yields
  /// empty outlines for glyphs after about the 15th distinct one ("brown fox" lost "ox"). The unit test
  /// checks a 70-character pangram glyph by glyph.
  private func layout(_ key: Key) -> Path {
    cairo_select_font_face(
      cr, key.font.family, key.font.slant == .italic ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL,
      key.font.weight == .bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
    cairo_set_font_size(cr, key.font.size)
    let characters = key.text.map(String.init)
    var outlines: [Path] = []
    for character in characters {
      cairo_new_path(cr)
      cairo_move_to(cr, 0, 0)
      cairo_text_path(cr, character)
      outlines.append(Self.copyPath(cr))
    }
    cairo_new_path(cr)
    var path = Path()
    var x = 0.0
    for (character, outline) in zip(characters, outlines) {
      var extents = cairo_text_extents_t()
      cairo_text_extents(cr, character, &extents)
      let ch = Character(character)
      var cell = extents.x_advance
      var centred = false
      switch key.spacing {
      case .fixedCells(let digit, _) where ch.isASCII && ch.isNumber:
        cell = digit * key.font.size
        centred = true
      case .fixedCells(_, let separator) where ch == ":" || ch == ".":
        cell = separator * key.font.size
        centred = true
      default:
        break
      }
      // A fixed cell centres the glyph's ink; proportional glyphs start at their own origin.
      let inkCentre = extents.x_bearing + extents.width / 2
      let dx = centred ? x + cell / 2 - inkCentre : x
      path.append(outline.applying(.translation(dx, 0)))
      x += cell
    }
    let width = x
    // Alignment: leading starts at the origin in left-to-right layouts and ends there in right-to-left.
    var shift = 0.0
    switch (key.alignment, key.rightToLeft) {
    case (.leading, false), (.trailing, true): shift = 0
    case (.center, _): shift = -width / 2
    case (.trailing, false), (.leading, true): shift = -width
    }
    if shift != 0 { path = path.applying(.translation(shift, 0)) }
    return path
  }

  /// Reads Cairo's current path into ours.
  static func copyPath(_ cr: OpaquePointer) -> Path {
    guard let copied = cairo_copy_path(cr) else { return Path() }
    defer { cairo_path_destroy(copied) }
    var path = Path()
    // An empty path (a space's glyph) comes back with no data at all.
    guard copied.pointee.status == CAIRO_STATUS_SUCCESS, let data = copied.pointee.data else { return path }
    var i = 0
    let count = Int(copied.pointee.num_data)
    while i < count {
      let header = data[i].header
      let length = Int(header.length)
      switch header.type {
      case CAIRO_PATH_MOVE_TO:
        path.move(to: Point(data[i + 1].point.x, data[i + 1].point.y))
      case CAIRO_PATH_LINE_TO:
        path.line(to: Point(data[i + 1].point.x, data[i + 1].point.y))
      case CAIRO_PATH_CURVE_TO:
        path.cubic(
          control1: Point(data[i + 1].point.x, data[i + 1].point.y),
          control2: Point(data[i + 2].point.x, data[i + 2].point.y),
          to: Point(data[i + 3].point.x, data[i + 3].point.y))
      case CAIRO_PATH_CLOSE_PATH:
        path.close()
      default:
        break
      }
      i += max(length, 1)
    }
    return path.droppingEmptySubpaths()
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

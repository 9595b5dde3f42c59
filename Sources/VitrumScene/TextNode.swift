import VitrumGeometry

/// A font request: family, size in points, weight and slant. The renderer resolves the family through
/// the system's font configuration.
public struct Font: Hashable, Sendable {
  public enum Weight: String, Hashable, Sendable, CaseIterable { case regular, bold }
  public enum Slant: String, Hashable, Sendable, CaseIterable { case normal, italic }

  public var family: String
  public var size: Double
  public var weight: Weight
  public var slant: Slant

  public init(family: String = "DejaVu Sans", size: Double, weight: Weight = .regular, slant: Slant = .normal)
  {
    self.family = family
    self.size = size
    self.weight = weight
    self.slant = slant
  }
}

/// Where a text's anchor point sits along its line.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
  /// The line starts at the origin (its left end left-to-right, its right end right-to-left).
  case leading
  case center
  /// The line ends at the origin.
  case trailing
}

/// How characters are spaced: by the font's own advances, or in fixed-width cells so that changing digits
/// never shift their neighbours (the timer pattern: a digit cell is 0.6 em, a colon cell 0.3 em).
public enum TextSpacing: Hashable, Sendable {
  case proportional
  /// Digits in cells of `digit` em, the characters `:` and `.` in cells of `separator` em, anything else
  /// at its natural advance. Each glyph is centred in its cell.
  case fixedCells(digit: Double, separator: Double)

  /// The timer's cells: 0.6 em per digit, 0.3 em per colon.
  public static let timerDigits = TextSpacing.fixedCells(digit: 0.6, separator: 0.3)
}

/// A line of text drawn as glyph outlines, so it can be filled, stroked — or be glass itself.
///
/// The text is one line; its origin is the left end of the baseline for leading alignment in a
/// left-to-right layout. Glyphs are not shaped beyond the font's advances (no ligatures or bidirectional
/// reordering): enough for labels and digits.
public final class TextNode: PaintedNode {
  public var text: String {
    didSet { if text != oldValue { invalidate(.geometry) } }
  }
  public var font: Font {
    didSet { if font != oldValue { invalidate(.geometry) } }
  }
  /// The anchor point on the baseline.
  public var origin: Point {
    didSet { if origin != oldValue { invalidate(.geometry) } }
  }
  public var alignment: TextAlignment {
    didSet { if alignment != oldValue { invalidate(.geometry) } }
  }
  public var spacing: TextSpacing {
    didSet { if spacing != oldValue { invalidate(.geometry) } }
  }

  /// Creates a text node.
  public init(
    id: NodeID? = nil, _ text: String, font: Font, origin: Point, alignment: TextAlignment = .leading,
    spacing: TextSpacing = .proportional, fill: Fill? = nil, stroke: Stroke? = nil,
    glass: GlassMaterial? = nil
  ) {
    self.text = text
    self.font = font
    self.origin = origin
    self.alignment = alignment
    self.spacing = spacing
    super.init(id: id, fill: fill, stroke: stroke, glass: glass)
  }

  public override var kindName: String { "text" }

  /// The widest a glyph can advance, in em, for bounds that must hold the text before any font is
  /// measured (the scene graph cannot see fonts): DejaVu Sans's widest advances are about 1.0 em.
  static let conservativeAdvance = 1.05

  /// A width that holds the line: exact cells where the spacing fixes them, a conservative estimate
  /// elsewhere.
  public var estimatedWidth: Double {
    var width = 0.0
    for ch in text {
      switch spacing {
      case .fixedCells(let digit, _) where ch.isASCII && ch.isNumber:
        width += digit * font.size
      case .fixedCells(_, let separator) where ch == ":" || ch == ".":
        width += separator * font.size
      default:
        width += Self.conservativeAdvance * font.size
      }
    }
    return width
  }

  public override var outlineBounds: Rect {
    let width = estimatedWidth
    let x: Double
    switch alignment {
    case .leading: x = origin.x
    case .center: x = origin.x - width / 2
    case .trailing: x = origin.x - width
    }
    // Ascenders reach about 0.95 em above the baseline and descenders 0.25 em below in common fonts; the
    // margins below hold them, and the right-to-left case (the line extends the other way) is covered by
    // doubling to both sides of the origin for leading and trailing.
    let top = origin.y - 1.0 * font.size
    let height = 1.3 * font.size
    if alignment == .center { return Rect(x: x, y: top, width: width, height: height) }
    return Rect(x: origin.x - width, y: top, width: 2 * width, height: height)
  }
}

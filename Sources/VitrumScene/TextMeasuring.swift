import VitrumGeometry

/// What a text measurer knows about a text: the box its lines take in layout and the bounds of the ink
/// its glyphs draw, both in the text node's coordinates.
public struct TextMetrics: Hashable, Sendable {
  /// The lines' box: from the leading edge of the widest line (or of the wrap width) to its trailing
  /// edge, from the first line's ascent to the last line's descent. Stacks lay the text out by it.
  public var layoutBounds: Rect
  /// Bounds that hold every glyph outline (reflections and paint bounds use them).
  public var inkBounds: Rect

  public init(layoutBounds: Rect, inkBounds: Rect) {
    self.layoutBounds = layoutBounds
    self.inkBounds = inkBounds
  }
}

/// Measures text for layout. The scene graph cannot see fonts, so the renderer provides a measurer that
/// shapes text with the real fonts; until one is set, `EstimatedTextMeasurer` stands in.
public protocol TextMeasuring: AnyObject {
  /// The metrics of a text laid out in a layout direction.
  func metrics(of text: TextContent, layoutDirection: LayoutDirection) -> TextMetrics
  /// Whether the measurements are estimates made without fonts (a renderer then offers its own).
  var isEstimate: Bool { get }
}

/// Measures text without fonts: fixed cells as asked, every other character as wide as the widest glyphs
/// of common fonts, lines as tall as 1.2 em. Good for bounds that must hold the text; layout with it is
/// only right for fixed-cell digits in fonts whose figures fit the cells.
public final class EstimatedTextMeasurer: TextMeasuring {
  public init() {}

  public var isEstimate: Bool { true }

  /// The widest a glyph can advance, in em, for bounds that must hold the text before any font is
  /// measured: DejaVu Sans's widest advances are about 1.0 em.
  static let conservativeAdvance = 1.05

  public func metrics(of text: TextContent, layoutDirection: LayoutDirection) -> TextMetrics {
    let lines = Self.lines(of: text)
    let width = text.wrapWidth ?? lines.map { Self.width(of: $0, text) }.max() ?? 0
    let size = text.font.size
    let x = Self.boxMinX(width: width, alignment: text.alignment, origin: text.origin.x, layoutDirection)
    let layout = Rect(
      x: x, y: text.origin.y - 0.95 * size, width: width, height: (Double(lines.count) * 1.2 - 0.05) * size)
    return TextMetrics(layoutBounds: layout, inkBounds: Self.conservativeInkBounds(of: text))
  }

  /// The paragraphs of a text (a line feed starts a new one).
  static func lines(of text: TextContent) -> [Substring] {
    text.text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// A line's width: cells as asked where the spacing fixes them (the renderer widens them to fonts
  /// whose figures need more, `TextSpacing.fixedCells`), a conservative advance elsewhere; with
  /// `holdingWiderCells`, fixed cells at least that advance too, so that the width holds the line in
  /// any font.
  static func width(of line: Substring, _ text: TextContent, holdingWiderCells: Bool = false) -> Double {
    let least = holdingWiderCells ? conservativeAdvance : 0
    var width = 0.0
    for ch in line {
      switch text.spacing {
      case .fixedCells(let digit, _) where ch.isASCII && ch.isNumber:
        width += max(digit, least) * text.font.size
      case .fixedCells(_, let separator) where ch == ":" || ch == ".":
        width += max(separator, least) * text.font.size
      default:
        width += conservativeAdvance * text.font.size
      }
    }
    return width
  }

  /// The left edge of a box of `width` whose anchor is at `origin`: leading is the left end left-to-right
  /// and the right end right-to-left.
  public static func boxMinX(
    width: Double, alignment: TextAlignment, origin: Double, _ direction: LayoutDirection
  ) -> Double {
    switch (alignment, direction) {
    case (.leading, .leftToRight), (.trailing, .rightToLeft): origin
    case (.center, _): origin - width / 2
    case (.trailing, .leftToRight), (.leading, .rightToLeft): origin - width
    }
  }

  /// Bounds that hold the text's ink in either layout direction, without fonts: ascenders reach about
  /// 0.95 em above a baseline and descenders 0.25 em below in common fonts (1.0 and 0.3 leave room), a
  /// line is at most 1.5 em below the one before; widths as `width(of:)` with fixed cells
  /// at least a conservative advance, or the wrap width with an em of
  /// room for a glyph that overhangs it. Leading and trailing boxes are doubled to both sides of the
  /// origin, so that either layout direction is covered.
  public static func conservativeInkBounds(of text: TextContent) -> Rect {
    let size = text.font.size
    let lines = lines(of: text)
    var count = Double(lines.count)
    var width = lines.map { self.width(of: $0, text, holdingWiderCells: true) }.max() ?? 0
    if let wrap = text.wrapWidth {
      // Every line holds at least one character: the text cannot take more lines than it has characters.
      count = Double(max(1, text.text.count))
      width = min(width, wrap + size)
    }
    let top = text.origin.y - 1.0 * size
    let height = (1.3 + 1.5 * (count - 1)) * size
    if text.alignment == .center {
      return Rect(x: text.origin.x - width / 2, y: top, width: width, height: height)
    }
    return Rect(x: text.origin.x - width, y: top, width: 2 * width, height: height)
  }
}

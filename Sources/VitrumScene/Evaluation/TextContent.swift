import VitrumGeometry

/// What a text node draws: its text, font, anchor point, alignment, spacing and wrap width, as one value.
public struct TextContent: Hashable, Sendable {
  /// The text (a line feed starts a new line).
  public var text: String
  /// The font.
  public var font: Font
  /// The anchor point on the baseline.
  public var origin: Point
  /// Where the origin sits along the line.
  public var alignment: TextAlignment
  /// Proportional, or fixed cells.
  public var spacing: TextSpacing
  /// The width within which lines break; nil: no breaking but at line feeds.
  public var wrapWidth: Double?
  /// A change from another text in progress, if any.
  public var change: TextChange?

  /// Creates text content.
  public init(
    _ text: String, font: Font, origin: Point, alignment: TextAlignment = .leading,
    spacing: TextSpacing = .proportional, wrapWidth: Double? = nil
  ) {
    self.text = text
    self.font = font
    self.origin = origin
    self.alignment = alignment
    self.spacing = spacing
    self.wrapWidth = wrapWidth
  }
}

extension TextNode {
  /// The node's text as a value (without its change in progress, which layout ignores).
  public var content: TextContent {
    TextContent(
      text, font: font, origin: origin, alignment: alignment, spacing: spacing, wrapWidth: wrapWidth)
  }

  /// The node's text as a frame presents it: with its change in progress.
  public var presentedContent: TextContent {
    var content = self.content
    content.change = textChange
    return content
  }
}

import VitrumGeometry

/// What a text node draws: its line, font, anchor point, alignment and spacing, as one value.
public struct TextContent: Hashable, Sendable {
  /// The line.
  public var text: String
  /// The font.
  public var font: Font
  /// The anchor point on the baseline.
  public var origin: Point
  /// Where the origin sits along the line.
  public var alignment: TextAlignment
  /// Proportional, or fixed cells.
  public var spacing: TextSpacing

  /// Creates text content.
  public init(
    _ text: String, font: Font, origin: Point, alignment: TextAlignment = .leading,
    spacing: TextSpacing = .proportional
  ) {
    self.text = text
    self.font = font
    self.origin = origin
    self.alignment = alignment
    self.spacing = spacing
  }
}

extension TextNode {
  /// The node's line as a value.
  public var content: TextContent {
    TextContent(text, font: font, origin: origin, alignment: alignment, spacing: spacing)
  }
}

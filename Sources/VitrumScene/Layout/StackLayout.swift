import VitrumGeometry

/// How a group arranges its children: in a row, in a column or on top of one another, with spacing,
/// alignment, padding and an optional fixed frame (SwiftUI's `HStack`, `VStack`, `ZStack`, `.padding`,
/// `.frame`).
///
/// A stack measures each child by its layout frame (`Node.layoutFrame`, the child's own transform left
/// out, as SwiftUI lays views out before their effects) and moves it into its slot through
/// `Node.layoutOffset`; the child's own transform then applies on top, so an animated scale or offset
/// moves a child from where the stack put it. The stack's own frame is `(0, 0, width, height)` in its
/// coordinates, padding included; its transform places it in its parent.
///
/// Under a right-to-left layout direction a row runs from the right (its first child rightmost), and
/// leading and trailing (alignment, padding) swap sides. A group that pins `layoutDirection` to
/// left-to-right keeps its row in reading order — the timer's digits.
public struct StackLayout: Hashable, Sendable {
  /// The direction children follow one another.
  public enum Axis: String, Hashable, Sendable, CaseIterable {
    /// A row: children side by side, the first at the leading edge.
    case horizontal
    /// A column: the first child on top.
    case vertical
    /// Children on top of one another, each aligned in the frame.
    case overlay
  }

  /// Where content sits across a column, or along a row within a wider frame.
  public enum HorizontalAlignment: String, Hashable, Sendable, CaseIterable { case leading, center, trailing }
  /// Where content sits across a row, or along a column within a taller frame.
  public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable { case top, center, bottom }

  public var axis: Axis
  /// Points between neighbouring children (rows and columns; overlays ignore it).
  public var spacing: Double
  public var horizontalAlignment: HorizontalAlignment
  public var verticalAlignment: VerticalAlignment
  /// Space inside the frame, around the children.
  public var padding: EdgeInsets
  /// A fixed frame width (padding included); nil: as wide as the content.
  public var width: Double?
  /// A fixed frame height (padding included); nil: as tall as the content.
  public var height: Double?

  /// Creates a stack layout.
  public init(
    _ axis: Axis, spacing: Double = 0, horizontalAlignment: HorizontalAlignment = .center,
    verticalAlignment: VerticalAlignment = .center, padding: EdgeInsets = .zero, width: Double? = nil,
    height: Double? = nil
  ) {
    self.axis = axis
    self.spacing = spacing
    self.horizontalAlignment = horizontalAlignment
    self.verticalAlignment = verticalAlignment
    self.padding = padding
    self.width = width
    self.height = height
  }
}

/// Distances inside the edges of a frame; leading and trailing follow the layout direction.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on every edge.
  public init(_ all: Double) { self.init(top: all, leading: all, bottom: all, trailing: all) }

  public static let zero = EdgeInsets()
}

extension StackLayout {
  /// The frame of a stack and the offsets of its children: `frames` are the children's layout frames in
  /// their own coordinates (nil for a child that takes no place), in document order.
  ///
  /// Linear in the number of children.
  public func arrange(_ frames: [Rect?], direction: LayoutDirection) -> (size: Size, offsets: [Point]) {
    let rtl = direction == .rightToLeft
    let left = rtl ? padding.trailing : padding.leading
    let right = rtl ? padding.leading : padding.trailing
    let placed = frames.indices.filter { frames[$0] != nil }
    let sizes = placed.map { frames[$0]!.size }
    var content = Size(0, 0)
    switch axis {
    case .horizontal:
      content.width = sizes.reduce(0) { $0 + $1.width } + spacing * Double(max(0, sizes.count - 1))
      content.height = sizes.map(\.height).max() ?? 0
    case .vertical:
      content.width = sizes.map(\.width).max() ?? 0
      content.height = sizes.reduce(0) { $0 + $1.height } + spacing * Double(max(0, sizes.count - 1))
    case .overlay:
      content.width = sizes.map(\.width).max() ?? 0
      content.height = sizes.map(\.height).max() ?? 0
    }
    let size = Size(
      width ?? content.width + left + right, height ?? content.height + padding.top + padding.bottom)
    // The content box: the frame less its padding (never negative).
    let box = Rect(
      x: left, y: padding.top, width: max(0, size.width - left - right),
      height: max(0, size.height - padding.top - padding.bottom))
    // Leading is the left side left-to-right and the right side right-to-left.
    func x(_ w: Double, in span: Rect) -> Double {
      switch (horizontalAlignment, rtl) {
      case (.leading, false), (.trailing, true): span.minX
      case (.center, _): span.minX + (span.width - w) / 2
      case (.trailing, false), (.leading, true): span.maxX - w
      }
    }
    func y(_ h: Double, in span: Rect) -> Double {
      switch verticalAlignment {
      case .top: span.minY
      case .center: span.minY + (span.height - h) / 2
      case .bottom: span.maxY - h
      }
    }
    var offsets = [Point](repeating: .zero, count: frames.count)
    switch axis {
    case .horizontal:
      // The run of children, aligned as a whole in the box; a row under right-to-left starts at the right.
      var cursor = x(content.width, in: box)
      for index in rtl ? placed.reversed() : placed {
        let frame = frames[index]!
        offsets[index] = Point(cursor - frame.minX, y(frame.height, in: box) - frame.minY)
        cursor += frame.width + spacing
      }
    case .vertical:
      var cursor = y(content.height, in: box)
      for index in placed {
        let frame = frames[index]!
        offsets[index] = Point(x(frame.width, in: box) - frame.minX, cursor - frame.minY)
        cursor += frame.height + spacing
      }
    case .overlay:
      for index in placed {
        let frame = frames[index]!
        offsets[index] = Point(x(frame.width, in: box) - frame.minX, y(frame.height, in: box) - frame.minY)
      }
    }
    return (size, offsets)
  }
}

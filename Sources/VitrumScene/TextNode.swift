import VitrumGeometry

/// A font request: family, size in points, weight and slant. The renderer resolves the family through
/// the system's font configuration, and characters the family lacks through its fallback fonts.
public struct Font: Hashable, Sendable {
  /// The stroke weight, named as in CSS; a family without that weight gives its nearest one.
  public enum Weight: String, Hashable, Sendable, CaseIterable {
    case thin, extraLight, light, regular, medium, semibold, bold, heavy, black

    /// The CSS (and OpenType, and Pango) number of the weight: 100 for thin … 400 regular … 900 black.
    public var value: Int {
      switch self {
      case .thin: 100
      case .extraLight: 200
      case .light: 300
      case .regular: 400
      case .medium: 500
      case .semibold: 600
      case .bold: 700
      case .heavy: 800
      case .black: 900
      }
    }
  }
  public enum Slant: String, Hashable, Sendable, CaseIterable { case normal, italic }

  /// One family, or several separated by commas, tried in order for each character (`"Noto Sans Arabic,
  /// DejaVu Sans"`); characters none of them has come from the system's fallback fonts.
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
  /// at its natural advance. Each glyph's ink is centred in its cell, and digits take the font's tabular
  /// figures where it has them.
  ///
  /// The cells are the design's, and the font may need more: a digit cell widens to the font's widest
  /// digit advance when that is wider, and both widen where the widest ink would come closer than
  /// 0.05 em to its neighbour's, so two glyph outlines never touch (glass on glyph outlines would melt
  /// them into one shape). The timer's 0.6 em, drawn for SF Pro, become DejaVu Sans Bold's 0.696 em.
  case fixedCells(digit: Double, separator: Double)

  /// The timer's cells: 0.6 em per digit, 0.3 em per colon.
  public static let timerDigits = TextSpacing.fixedCells(digit: 0.6, separator: 0.3)
}

/// Text drawn as glyph outlines, so it can be filled, stroked — or be glass itself.
///
/// The renderer shapes it (ligatures, fallback fonts, any script, bidirectional runs) and, with a
/// `wrapWidth`, breaks it into lines within that width; a line feed always starts a new line. The origin
/// is the anchor point on the first line's baseline: the left end of the lines for leading alignment in a
/// left-to-right layout, the right end right-to-left.
public final class TextNode: PaintedNode {
  public var text: String
  public var font: Font
  /// The anchor point on the first baseline.
  public var origin: Point
  public var alignment: TextAlignment
  public var spacing: TextSpacing
  /// The width (points) within which lines break; nil keeps each paragraph on one line. Lines are aligned
  /// within a box of this width, placed at the origin by `alignment`.
  public var wrapWidth: Double?

  /// A change from another text in progress (written by timelines); nil when none runs. Layout and
  /// bounds follow the node's own text.
  public var textChange: TextChange?

  /// The text as the scene's text measurer last measured it (`Scene.updateLayout()`), with the content it
  /// measured; nil before the first measurement.
  var measurement: (content: TextContent, direction: LayoutDirection, metrics: TextMetrics)?

  /// Creates a text node.
  public init(
    id: NodeID? = nil, _ text: String, font: Font, origin: Point, alignment: TextAlignment = .leading,
    spacing: TextSpacing = .proportional, wrapWidth: Double? = nil, fill: Fill? = nil, stroke: Stroke? = nil,
    glass: GlassMaterial? = nil
  ) {
    self.text = text
    self.font = font
    self.origin = origin
    self.alignment = alignment
    self.spacing = spacing
    self.wrapWidth = wrapWidth
    super.init(id: id, fill: fill, stroke: stroke, glass: glass)
  }

  public override var kindName: String { "text" }

  /// The measurement of the current content, if the layout pass took one.
  var currentMetrics: TextMetrics? {
    guard let measurement, measurement.content == content else { return nil }
    return measurement.metrics
  }

  /// The ink of the current content where it rests, without a change's turning glyphs: what a reflection
  /// mirrors about. A floor does not move while a digit above it turns over; with the turnover's reach in
  /// it, the reflection dropped by the travel and the previous text's estimate for every turnover, and
  /// its glyphs landed on a new sub-pixel phase in every frame of it.
  var restingInkBounds: Rect {
    currentMetrics?.inkBounds ?? EstimatedTextMeasurer.conservativeInkBounds(of: content)
  }

  public override var outlineBounds: Rect {
    var bounds = restingInkBounds
    if let change = textChange {
      var previous = content
      previous.text = change.previous
      bounds = bounds.union(EstimatedTextMeasurer.conservativeInkBounds(of: previous))
      // Turning glyphs travel above and below their places.
      let travel = TextChange.travel * font.size
      bounds = Rect(
        x: bounds.minX, y: bounds.minY - travel, width: bounds.width, height: bounds.height + 2 * travel)
    }
    return bounds
  }
}

/// A change of a text's content under way (a timer's digit turning over): the text it comes from and how
/// far it is.
///
/// The glyphs the two texts share at the same place stay. The others turn over as SwiftUI's numeric text
/// transition turns digits: the old glyph leaves and the new one arrives, each moving a short way
/// vertically (`travel`) while it fades and blurs (`blur`) — the old one out from its place, the new one
/// into its place from the other side. A count going down leaves downwards and arrives from above; going
/// up, the other way (`isDescending`). Each glyph keeps its own outline throughout, and glass on the text
/// follows every one of them: there is no in-between outline.
public struct TextChange: Hashable, Sendable {
  /// The text before the change.
  public var previous: String
  /// 0: the previous text, 1: the node's own.
  public var progress: Double

  public init(previous: String, progress: Double) {
    self.previous = previous
    self.progress = progress
  }

  /// How far a turning glyph moves, in em: about a third of a digit's height, a move that reads as the
  /// digit rolling over without leaving its cell's neighbourhood.
  public static let travel = 0.3
  /// The blur a turning glyph reaches as it leaves (or starts from as it arrives), in em: the width of
  /// the soft edge its outline takes.
  public static let blur = 0.04
  /// The share of the change over which the old glyph fades out (from its start) and the new one fades
  /// in (up to its end): they overlap in the middle.
  public static let fadeShare = 0.7

  /// How far below its place (negative: above) an old glyph is drawn at `progress`, in em, and its
  /// opacity and blur (0…1 of `blur`).
  public static func leaving(_ progress: Double, descending: Bool) -> (
    offset: Double, opacity: Double, blur: Double
  ) {
    let p = min(max(progress, 0), 1)
    return ((descending ? 1 : -1) * travel * p, 1 - smooth(p / fadeShare), p)
  }

  /// How far below its place (negative: above) a new glyph is drawn at `progress`, in em, and its
  /// opacity and blur (0…1 of `blur`).
  public static func arriving(_ progress: Double, descending: Bool) -> (
    offset: Double, opacity: Double, blur: Double
  ) {
    let p = min(max(progress, 0), 1)
    return ((descending ? -1 : 1) * travel * (1 - p), smooth((p - (1 - fadeShare)) / fadeShare), 1 - p)
  }

  /// Smoothstep on 0…1, clamped.
  static func smooth(_ x: Double) -> Double {
    let t = min(max(x, 0), 1)
    return t * t * (3 - 2 * t)
  }

  /// Whether changing from `previous` to `text` counts down: the new text's digits read as a smaller
  /// number than the old one's. Texts without digits, and equal numbers, count up.
  public func isDescending(to text: String) -> Bool {
    let old = Self.number(previous)
    let new = Self.number(text)
    if old.count != new.count { return new.count < old.count }
    return new < old
  }

  /// The digits of a text with leading zeros dropped: numbers of any length compare by their length,
  /// then digit by digit.
  static func number(_ text: String) -> String {
    let digits = String(
      String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x30 && $0.value <= 0x39 }))
    return String(digits.drop { $0 == "0" })
  }
}

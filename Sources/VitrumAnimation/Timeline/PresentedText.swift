import VitrumScene

/// A text as a timeline presents it: the text, and a change from a previous text in progress.
public struct PresentedText: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The text (the target, while a change runs).
  public var text: String
  /// The text a change comes from; nil when none runs.
  public var previous: String?
  /// How far the change is, 0…1.
  public var progress: Double

  /// A text with no change under way.
  public init(_ text: String) {
    self.text = text
    self.previous = nil
    self.progress = 1
  }

  public init(stringLiteral value: String) { self.init(value) }

  public var description: String { text }

  /// The text a fraction of the way to another: the other text, coming from this one. A change
  /// retargeted mid-way comes from whichever text it was showing more of.
  func blended(to other: PresentedText, fraction: Double) -> PresentedText {
    if fraction <= 0 { return self }
    if fraction >= 1 || other.text == shownText { return other }
    var result = other
    result.previous = shownText
    result.progress = fraction
    return result
  }

  /// The text that shows more: the previous one before halfway through a change.
  var shownText: String {
    if let previous, progress < 0.5 { return previous }
    return text
  }
}

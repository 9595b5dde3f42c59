/// A foreground for content on glass that adapts to what lies beneath it, as the system's vibrant labels
/// and symbols do: it is drawn in a light or a dark ink, whichever stands apart from the pixels the glass
/// (or anything else) put beneath it, in every colour scheme and accessibility setting.
///
/// A scene writes only the level (`"fill": "primary"` or `"secondary"`). Which ink a frame draws is decided
/// from the rendered pixels: where the node is drawn, when nothing else decided it (`Scene.inkDecisions`
/// empty), or by an ink schedule that remembers earlier frames, so that the ink holds while content scrolls
/// beneath it near the switching point and changes with a short cross-fade (see docs/format.md, "Adaptive
/// foregrounds").
public struct AdaptiveInk: Hashable, Sendable, CustomStringConvertible {
  /// How strong the foreground is.
  public enum Level: String, Hashable, Sendable, CaseIterable {
    /// Full-strength ink: white or black.
    case primary
    /// A dimmer ink for supporting labels: white or black made partly transparent, but never so much that
    /// it falls below 4.5:1 against what lies beneath when full strength reaches it.
    case secondary
  }

  public var level: Level
  /// An opacity the fill fades by (a fill animated in from nothing), 0…1, on top of the ink's own.
  public var opacity: Double
  /// The ink this frame draws, when a schedule decided it (evaluation fills it in from
  /// `Scene.inkDecisions`); nil in the model, and when the renderer decides from the pixels beneath.
  public internal(set) var decision: InkDecision?

  public init(_ level: Level, opacity: Double = 1) {
    self.level = level
    self.opacity = opacity
  }

  public static let primary = AdaptiveInk(.primary)
  public static let secondary = AdaptiveInk(.secondary)

  /// The colour drawn in a tone, with the fill's opacity.
  public func color(in tone: InkTone) -> Color {
    let base = tone.side == .light ? Color.white : Color.black
    let strength = level == .primary ? 1 : tone.secondaryOpacity
    return base.withAlpha(strength * min(max(opacity, 0), 1))
  }

  /// The colour drawn for a decision: its tone or, during a cross-fade, the mix of the two tones.
  public func color(for decision: InkDecision) -> Color {
    let to = color(in: decision.tone)
    guard let from = decision.fadingFrom.map(color(in:)), decision.progress < 1 else { return to }
    let t = min(max(decision.progress, 0), 1)
    // Straight alpha, mixed premultiplied so that a fade between two opacities does not flash.
    let alpha = from.alpha + (to.alpha - from.alpha) * t
    guard alpha > 0 else { return Color.clear }
    func channel(_ a: Double, _ b: Double) -> Double {
      (a * from.alpha + (b * to.alpha - a * from.alpha) * t) / alpha
    }
    return Color(
      red: channel(from.red, to.red), green: channel(from.green, to.green),
      blue: channel(from.blue, to.blue), alpha: alpha)
  }

  /// `primary`, `secondary`, or `primary 50%` for a faded one.
  public var description: String {
    opacity < 1 ? "\(level.rawValue) \(Int((opacity * 100).rounded()))%" : level.rawValue
  }
}

/// Which of the two inks an adaptive foreground is drawn in.
public enum InkSide: String, Hashable, Sendable, CaseIterable {
  /// White, for dark glass.
  case light
  /// Black, for light glass.
  case dark
}

/// One ink of an adaptive foreground: its side and, for the secondary level, how far it is dimmed.
public struct InkTone: Hashable, Sendable, CustomStringConvertible {
  public var side: InkSide
  /// The secondary level's opacity (the primary is always opaque): 0…1.
  public var secondaryOpacity: Double

  public init(side: InkSide, secondaryOpacity: Double = 1) {
    self.side = side
    self.secondaryOpacity = secondaryOpacity
  }

  public var description: String {
    secondaryOpacity < 1
      ? "\(side.rawValue) (secondary \(Int((secondaryOpacity * 100).rounded()))%)" : side.rawValue
  }
}

/// The ink an adaptive foreground shows in a frame, and why.
public struct InkDecision: Hashable, Sendable {
  /// The ink decided.
  public var tone: InkTone
  /// During a cross-fade, the ink it leaves; nil when none runs.
  public var fadingFrom: InkTone?
  /// How far the cross-fade has gone, 0…1 (1 when none runs).
  public var progress: Double
  /// Why this ink, for `vitrum eval`: the contrasts measured, and what held or switched it.
  public var reason: String

  public init(tone: InkTone, fadingFrom: InkTone? = nil, progress: Double = 1, reason: String) {
    self.tone = tone
    self.fadingFrom = fadingFrom
    self.progress = progress
    self.reason = reason
  }
}

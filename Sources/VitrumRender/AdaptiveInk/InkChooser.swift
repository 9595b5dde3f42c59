import Foundation
import VitrumScene

/// Chooses an adaptive foreground's ink from a reading of what lies beneath it, and from the ink it had a
/// moment before (its hysteresis).
///
/// Without a previous ink the side that stands out more is taken. With one, the ink keeps its side until
/// the other side stands out `hysteresis` times better, or until its own side falls below `legibleRatio`
/// while the other reaches it: content scrolling beneath near the switching point does not make it flicker,
/// and it never stays on an ink that fails where the other would pass. (With ideal white and black inks over
/// an even grey the two stand out equally at luminance 0.179, 4.58:1 each; the rule keeps either side
/// between 0.175 and 0.183 and switches outside, so a frame at rest is never less legible than the better
/// ink whenever that one passes.)
public enum InkChooser {
  /// How much better the other side must stand out before a held ink switches to it.
  public static let hysteresis = 1.15
  /// WCAG 2's ratio for body text (1.4.3): an ink below it gives way to one that reaches it.
  public static let legibleRatio = 4.5
  /// The opacities the secondary level may take, dimmest first: 60 % (the system's secondary labels) to
  /// full strength in steps of 10 % (each step is a cross-fade, so fewer steps change it less often).
  public static let secondarySteps: [Double] = [0.6, 0.7, 0.8, 0.9, 1]

  /// The ink for a level from a reading, given the side it had before (nil: none, as at the first frame),
  /// and the reason in words.
  public static func choose(_ level: AdaptiveInk.Level, _ reading: InkReading, previous: InkSide?)
    -> (tone: InkTone, reason: String)
  {
    let measured =
      "light ink \(ratio(reading.light)), dark \(ratio(reading.dark)) over \(reading.pixels) px beneath "
      + "(mean luminance \(String(format: "%.2f", reading.meanLuminance)))"
    let side: InkSide
    var reason: String
    if let held = previous {
      let other: InkSide = held == .light ? .dark : .light
      let own = reading.contrast(held)
      let alternative = reading.contrast(other)
      if alternative > own * hysteresis || (own < legibleRatio && alternative >= legibleRatio) {
        side = other
        reason = "switched from \(held.rawValue): \(measured)"
      } else {
        side = held
        reason =
          alternative > own
          ? "held \(held.rawValue) (hysteresis: \(other.rawValue) is not \(hysteresis)× better): \(measured)"
          : "\(held.rawValue) stands out more: \(measured)"
      }
    } else {
      side = reading.dark > reading.light ? .dark : .light
      reason = "\(side.rawValue) stands out more: \(measured)"
    }
    guard level == .secondary else { return (InkTone(side: side), reason) }
    let (opacity, note) = secondaryOpacity(reading, side: side)
    reason += "; " + note
    return (InkTone(side: side, secondaryOpacity: opacity), reason)
  }

  /// The secondary level's opacity on a side: the dimmest step still reaching `legibleRatio` (full
  /// strength when none does). It depends on the reading alone, so that a reading decides it whatever came
  /// before (`isDecisive`).
  static func secondaryOpacity(_ reading: InkReading, side: InkSide) -> (Double, String) {
    let steps = secondarySteps
    guard let fitting = steps.indices.first(where: { reading.contrast(side, step: $0) >= legibleRatio })
    else {
      return (1, "secondary at full strength: no dimmer step reaches \(ratio(legibleRatio))")
    }
    return (
      steps[fitting],
      "secondary at \(percent(steps[fitting])), the dimmest reaching \(ratio(legibleRatio)) "
        + "(\(ratio(reading.contrast(side, step: fitting))))"
    )
  }

  /// Whether a reading decides the ink on its own: both previous sides lead to the same one (the
  /// hysteresis holds only near the switching point).
  public static func isDecisive(_ reading: InkReading) -> Bool {
    choose(.primary, reading, previous: .light).tone.side
      == choose(.primary, reading, previous: .dark).tone.side
  }

  static func ratio(_ value: Double) -> String { String(format: "%.2f:1", value) }
  static func percent(_ value: Double) -> String { "\(Int((value * 100).rounded())) %" }
}

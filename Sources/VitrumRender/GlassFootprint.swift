import VitrumGeometry
import VitrumScene

/// Where one glass command reads the content layer and where it may paint, in device pixels, by the
/// compositor's own rules (the very functions it captures and paints with, so the two cannot drift apart).
///
/// A glass command is one or more *parts*: a glass shape is one; a merging container is one per member
/// (`containerParts`). A part's pixels are a function of the content layer inside its read rectangle, as it stands when
/// the part draws, and of nothing else the frame draws: glass never samples glass.
struct GlassFootprint: Hashable, Sendable {
  struct Part: Hashable, Sendable {
    /// Pixels the part may change (its outline, anti-aliasing, shadow and, in a container, bridges),
    /// before the display list's clips.
    var paint: PixelRect
    /// Pixels of the content layer the part copies and blurs.
    var read: PixelRect
  }

  var parts: [Part]

  /// Every pixel the command may change.
  var paint: PixelRect { parts.reduce(PixelRect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1.paint) } }
}

extension GlassCompositor {
  /// The footprint of a glass command on a canvas; nil for commands that are not glass.
  ///
  /// A member of a spacing-0 container that reads a shared capture reads a larger rectangle than its own,
  /// but the pixels it samples from it depend only on the content inside its own capture rectangle (the
  /// exactness condition of `SharedCapturePlan`), so its own rectangle is its read footprint.
  func footprint(of command: DisplayCommand, canvas: PixelRect) -> GlassFootprint? {
    switch command {
    case .glass(let item):
      return GlassFootprint(parts: [Self.part(of: item, canvas: canvas)])
    case .glassContainer(let container):
      return GlassFootprint(parts: containerParts(container, canvas: canvas))
    default:
      return nil
    }
  }

  static func part(of item: GlassItem, canvas: PixelRect) -> GlassFootprint.Part {
    GlassFootprint.Part(
      paint: paintRect(for: item, canvas: canvas, clip: canvas), read: captureRect(for: item, canvas: canvas))
  }
}

import VitrumGeometry

/// A mirror image of another node's subtree below it (the essay's reflection under a timer): the source
/// flipped vertically, faded by a linear gradient from `startOpacity` at its top to clear at `fadeEnd` of
/// its height, and pulled up by `offset` points so that it touches the original. It is decorative
/// (hidden from accessibility) and follows its source: every frame reflects the source as it is then —
/// its text, its glass, its transitions.
///
/// Geometry, in the coordinates of the reflection's parent: let B be the bounds of what the source draws
/// (its outlines, without glass shadows), as the source's ancestors place it. The copy is mirrored about
/// the line `offset / 2` below B's bottom — so it would start `offset` below the original — and pulled up
/// by `offset`, so the copy's top meets B's bottom. The reflection's own transform applies after that.
///
/// Glass in the copy is drawn as glass, refracting the content beneath the reflection (never the
/// source's glass). A reflection inside the subtree it reflects, or inside another reflection's copy,
/// draws nothing.
public final class ReflectionNode: Node {
  /// The node reflected; nil, or a node outside the scene, reflects nothing.
  public weak var source: Node?
  /// The mask's opacity at the reflection's top (the essay: 20 %).
  public var startOpacity: Double
  /// The fraction of the reflection's height at which it is fully clear (the essay: 60 %).
  public var fadeEnd: Double
  /// How far the copy is pulled up towards the original, points (the essay: 8).
  public var offset: Double

  /// The essay's numbers.
  public static let defaultStartOpacity = 0.2
  public static let defaultFadeEnd = 0.6
  public static let defaultOffset = 8.0

  /// Where the last layout pass found the source: B in the source's parent coordinates, the source's
  /// paint bounds there, and the map from there to the reflection's parent (the mirror included).
  public internal(set) var placement: ReflectionPlacement?

  /// Creates a reflection of `source`.
  public init(
    id: NodeID? = nil, of source: Node, startOpacity: Double = defaultStartOpacity,
    fadeEnd: Double = defaultFadeEnd, offset: Double = defaultOffset
  ) {
    self.source = source
    self.startOpacity = startOpacity
    self.fadeEnd = fadeEnd
    self.offset = offset
    super.init(nodeID: id)
    isAccessibilityHidden = true
  }

  public override var kindName: String { "reflection" }

  public override var localPaintBounds: Rect {
    guard let placement else { return .null }
    return placement.mirror.apply(placement.paintBounds.intersection(placement.maskRect))
  }

  /// The mask: opaque white at `startOpacity` at the bottom of B (the copy's top once mirrored), clear
  /// from `fadeEnd` of B's height above it, over the source's paint bounds down to B's bottom (so nothing
  /// of the copy reaches above its top, over the original). In the copy's coordinates.
  public func maskFill(for placement: ReflectionPlacement) -> Fill {
    let b = placement.drawnBounds
    let start = Point(b.midX, b.maxY)
    let end = Point(b.midX, b.maxY - max(fadeEnd, 1e-9) * max(b.height, 1e-9))
    return .linearGradient(
      start: start, end: end,
      stops: [
        GradientStop(0, Color(red: 1, green: 1, blue: 1, alpha: min(max(startOpacity, 0), 1))),
        GradientStop(1, Color(red: 1, green: 1, blue: 1, alpha: 0)),
      ])
  }

  /// The mask's opacity at a fraction of the reflection's height from its top (0 at the top), as the mask
  /// gradient gives it.
  public func maskOpacity(atFraction f: Double) -> Double {
    guard fadeEnd > 0 else { return f <= 0 ? startOpacity : 0 }
    return startOpacity * max(0, 1 - max(f, 0) / fadeEnd)
  }
}

/// Where a reflection's copy sits (see `ReflectionNode`).
public struct ReflectionPlacement: Hashable, Sendable {
  /// The bounds of what the source draws, in the source's parent coordinates (the copy's coordinates).
  public var drawnBounds: Rect
  /// The source's paint bounds in the same coordinates.
  public var paintBounds: Rect
  /// The copy's coordinates → the reflection's parent: the source's place, mirrored and pulled up.
  public var mirror: AffineMatrix

  /// The rectangle the mask covers: the source's paint bounds down to the bottom of what it draws.
  public var maskRect: Rect {
    let top = min(paintBounds.minY, drawnBounds.minY)
    return Rect(
      x: min(paintBounds.minX, drawnBounds.minX), y: top,
      width: max(paintBounds.maxX, drawnBounds.maxX) - min(paintBounds.minX, drawnBounds.minX),
      height: max(0, drawnBounds.maxY - top))
  }
}

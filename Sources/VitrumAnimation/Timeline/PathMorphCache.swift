import Synchronization
import VitrumGeometry

/// Path morphs of recently animated outline pairs. Matching two outlines costs milliseconds (see
/// `PathMorph.maximumPointsPerOutline`); each in-between costs a fraction of one, and a morph is sampled
/// at every frame of its animation.
final class PathMorphCache: Sendable {
  struct Key: Hashable {
    var from: Shape
    var to: Shape
  }

  private let entries = Mutex<[Key: PathMorph?]>([:])
  /// Pairs kept; beyond this the cache starts over. A scene morphs a handful of outlines at a time.
  static let capacity = 32

  /// The outline `fraction` of the way from one shape to another through matched points, as a path
  /// filled with the target's rule; the nearer end when the outlines cannot be matched.
  func shape(from: Shape, to: Shape, fraction: Double) -> Shape {
    let key = Key(from: from, to: to)
    let morph = entries.withLock { table -> PathMorph? in
      if let hit = table[key] { return hit }
      if table.count >= Self.capacity { table.removeAll() }
      let made = try? PathMorph(from: from.path, to: to.path)
      table[key] = made
      return made
    }
    guard let morph else { return fraction < 0.5 ? from : to }
    return .path(morph.path(at: fraction), fillRule: to.fillRule)
  }
}

import VitrumScene

/// What a change of one merging-container member reaches, for `vitrum-bench merging`: the moved member's
/// parts of the container's footprint (`containerParts`: where it can change pixels, and what it reads) in
/// the frames before and after, against the container's whole paint.
package enum ContainerMoveReach {
  /// Distinct pixels of the union of member `member`'s parts in the first merging container of `before` and of
  /// `after`, and distinct pixels the container paints in `after`; nil when either list has no merging container.
  package static func pixels(
    member: Int, before: DisplayList, after: DisplayList, renderer: CairoRenderer
  ) -> (reached: Int, whole: Int)? {
    let canvas = PixelRect(x: 0, y: 0, width: after.width, height: after.height)
    var reached = PixelRegion(limit: canvas)
    var whole = 0
    for list in [before, after] {
      guard let container = list.commands.lazy.compactMap(Self.container).first else { return nil }
      let parts = renderer.compositor.containerParts(container, canvas: canvas)
      guard member < parts.count else { return nil }
      reached.add(parts[member].paint)
      reached.add(parts[member].read)
      var paint = PixelRegion(limit: canvas)
      for part in parts { paint.add(part.paint) }
      whole = paint.disjointRects.reduce(0) { $0 + $1.area }
    }
    return (reached.disjointRects.reduce(0) { $0 + $1.area }, whole)
  }

  static func container(_ command: DisplayCommand) -> ContainerItem? {
    if case .glassContainer(let container) = command { return container }
    return nil
  }
}

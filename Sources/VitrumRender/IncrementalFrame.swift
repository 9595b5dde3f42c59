import VitrumGeometry
import VitrumScene

/// The frame a renderer keeps so that the next can be drawn over it: its display list, its pixels, the
/// footprints of its glass, and the surfaces incremental frames reuse.
final class RetainedFrame {
  let list: DisplayList
  /// The previous frame's pixels; drawn over in place once no caller holds them, copied otherwise.
  var output: ImageSurface
  /// The options it was drawn with (scale, mode and budget decide its pixels).
  let options: CairoRenderer.Options
  /// Whether every command was drawn (no draw was left out for the frame's budget).
  let isComplete: Bool
  /// Footprints of the list's glass commands, by display-list index, as far as they were needed.
  var footprints: [Int: GlassFootprint]
  /// The content layer's surface, reused by incremental frames.
  var contentSurface: ImageSurface?
  /// The blurred captures its glass was drawn from, for the next frame's glass to read again.
  var captures = KeptCaptures()
  /// The edge bounds of its commands (`EdgeBounds.byCommand`), when an incremental plan found them.
  var edges: [PixelRect?]?
  /// The caller's buffer the frame was drawn into; nil for the renderer's own surface. A frame in a
  /// caller's buffer is drawn over only when the next goes into the same buffer, and never read otherwise:
  /// the caller may have freed it.
  let target: PixelBuffer.Identity?

  init(
    list: DisplayList, output: ImageSurface, options: CairoRenderer.Options, isComplete: Bool,
    footprints: [Int: GlassFootprint] = [:], surfacesFrom previous: RetainedFrame? = nil,
    target: PixelBuffer.Identity? = nil
  ) {
    self.target = target
    self.list = list
    self.output = output
    self.options = options
    self.isComplete = isComplete
    self.footprints = footprints
    if let previous, previous.list.width == list.width, previous.list.height == list.height {
      contentSurface = previous.contentSurface
    }
  }

  /// Whether a list drawn with `options` can be drawn over this frame.
  func accepts(_ list: DisplayList, options: CairoRenderer.Options) -> Bool {
    list.width == self.list.width && list.height == self.list.height && options.scale == self.options.scale
      && options.mode == self.options.mode && options.budget == self.options.budget
  }

  /// The footprint of one of this frame's glass commands.
  func footprint(at index: Int, by compositor: GlassCompositor) -> GlassFootprint {
    if let known = footprints[index] { return known }
    let canvas = PixelRect(x: 0, y: 0, width: list.width, height: list.height)
    let computed =
      compositor.footprint(of: list.commands[index], canvas: canvas) ?? GlassFootprint(parts: [])
    footprints[index] = computed
    return computed
  }
}

/// What the next frame must redraw over the previous one: the changed pixels, grown so that every glass
/// part drawn reads only redrawn content.
///
/// 1. The commands that are not stable (`DisplayListChanges`) change their old and new pixels: content by
///    its conservative device bounds, glass by its footprint's paint. This comparison is the one source
///    of what changed; the scene reports none.
/// 2. Glass refracts what lies beneath it: a stable glass part whose read rectangle meets changed
///    *content* changes all it paints. One pass suffices, since glass never samples glass.
/// 3. Every glass part whose paint meets the region is drawn again, and must read content redrawn in this
///    frame: its read rectangle joins the region — unless it reads a capture kept from an earlier frame
///    (`KeptCaptures`), taken where nothing beneath it has changed since, and reads no content at all.
/// 4. Cairo rasterizes curves, slanted edges and strokes as polygons whose edges it splits where the
///    clip's rectangles cut them across, at a crossing rounded to 1/256 pixel: a pixel beside a vertical
///    edge of the region then came out a level apart from the complete frame's (measured: a stroked
///    rounded rectangle on a generated scene). Cuts along rows are exact (an edge keeps its line and only
///    starts or ends lower). So wherever the region meets such a command or clip, its rows there are
///    widened to the command's bounds, and no vertical edge of the region crosses it.
/// 5. An adaptive foreground (`Fill.adaptive`) chooses its ink from the pixels drawn beneath it, which it
///    reads over its whole bounds: wherever the region meets those bounds, they join it, so that the reading
///    sees only redrawn pixels (outside the region lie the previous frame's, its own ink on top). Where the
///    region does not meet them, nothing beneath changed, and neither does the reading.
///
/// Steps 3 to 5 repeat until none grows the region.
/// Gradients and resampled images need nothing more: they are drawn from surfaces painted over fixed
/// bounds (`PaintSurfaces`), so the region's edges cannot change their pixels.
struct IncrementalPlan {
  enum Outcome {
    /// Nothing changed.
    case unchanged
    /// Redraw these pixels.
    case redraw(PixelRegion)
    /// Draw everything.
    case full(FrameRedraw.FullRedrawReason)
  }

  var outcome: Outcome
  /// Footprints of the new list's glass commands, by index.
  var footprints: [Int: GlassFootprint] = [:]
  /// The previous frame's kept captures, carried to the new list.
  var captures = KeptCaptures()
  /// The new list's glass commands that read a kept capture, by index.
  var reusable: [Int: KeptCapture] = [:]
  /// The new list's glass commands that keep their captures (`KeptCaptures.keepable`).
  var keepable: [NodeID: Int] = [:]
  /// The new list's edge bounds by command (`EdgeBounds.byCommand`), when the plan got that far.
  var edges: [PixelRect?]?

  /// Redraws covering at least this share of the canvas draw everything instead: a frame that much
  /// changed costs no more drawn whole, and a whole frame skips the comparison next time it is kept.
  static let fullRedrawShare = 0.5

  init(previous: RetainedFrame, list: DisplayList, compositor: GlassCompositor) {
    var footprints: [Int: GlassFootprint] = [:]
    var captures = KeptCaptures()
    var reusable: [Int: KeptCapture] = [:]
    var edges: [PixelRect?]?
    keepable = KeptCaptures.keepable(in: list)
    outcome = Self.plan(
      previous: previous, list: list, compositor: compositor, footprints: &footprints, keepable: keepable,
      captures: &captures, reusable: &reusable, edges: &edges)
    self.edges = edges
    self.footprints = footprints
    self.captures = captures
    self.reusable = reusable
  }

  static func plan(
    previous: RetainedFrame, list: DisplayList, compositor: GlassCompositor,
    footprints: inout [Int: GlassFootprint], keepable: [NodeID: Int], captures: inout KeptCaptures,
    reusable: inout [Int: KeptCapture], edges byCommand: inout [PixelRect?]?
  ) -> Outcome {
    let canvas = PixelRect(x: 0, y: 0, width: list.width, height: list.height)
    let changes = DisplayListChanges(from: previous.list, to: list)
    (captures, reusable) = previous.captures.carried(
      to: list, keepable: keepable, changes: ContentChanges(changes, from: previous.list, to: list),
      canvas: canvas)
    var content = PixelRegion(limit: canvas)
    var region = PixelRegion(limit: canvas)
    func note(_ command: DisplayCommand, glass: () -> GlassFootprint) -> Bool {
      switch command {
      case .glass, .glassContainer:
        region.add(glass().paint)
      default:
        guard let bounds = SharedCapturePlan.deviceBounds(of: command) else { return false }
        content.add(PixelRect(covering: bounds))
      }
      return true
    }
    let members = ContainerMemberDamage(changes, from: previous.list, to: list, compositor: compositor)
    for rect in members.rects { region.add(rect) }
    for index in changes.removed where !members.oldIndices.contains(index) {
      guard note(previous.list.commands[index], glass: { previous.footprint(at: index, by: compositor) })
      else { return .full(.unboundedChange) }
    }
    let commands = list.commands
    for index in commands.indices {
      switch commands[index] {
      case .glass, .glassContainer:
        if let origin = changes.stableOrigin[index] {
          footprints[index] = previous.footprint(at: origin, by: compositor)
        } else {
          footprints[index] =
            compositor.footprint(of: commands[index], canvas: canvas) ?? GlassFootprint(parts: [])
        }
      default:
        continue
      }
    }
    for index in changes.inserted where !members.newIndices.contains(index) {
      guard note(list.commands[index], glass: { footprints[index]! }) else { return .full(.unboundedChange) }
    }
    // 2. Stable glass over changed content.
    // In display-list order, so that the region (whose rectangles merge in the order they come) is the
    // same on every run.
    let glassIndices = footprints.keys.sorted()
    for index in glassIndices where changes.stableOrigin[index] != nil {
      for part in footprints[index]!.parts where content.intersects(part.read) { region.add(part.paint) }
    }
    region.add(content)
    // 3 and 4: glass drawn again reads only redrawn content; edges Cairo splits are not cut.
    var parts = glassIndices.flatMap { index in footprints[index]!.parts.map { (index, $0) } }
    // A stable command is equal to its origin, so its edge bounds are the origin's.
    let found = EdgeBounds.byCommand(
      list, known: previous.edges.map { edges in (edges, changes.stableOrigin) })
    byCommand = found
    let edges = found.compactMap { $0 }
    let inks = list.commands.compactMap { command -> PixelRect? in
      guard command.adaptiveInk != nil, let bounds = SharedCapturePlan.deviceBounds(of: command) else {
        return nil
      }
      return PixelRect(covering: bounds)
    }
    var grown = true
    while grown {
      grown = false
      for bounds in inks where region.intersects(bounds) {
        if region.add(bounds) { grown = true }
      }
      parts.removeAll { index, part in
        guard region.intersects(part.paint) else { return false }
        if reusable[index] == nil { region.add(part.read) }
        grown = true
        return true
      }
      for bounds in edges where region.intersects(bounds) {
        for rect in region.rects where rect.intersection(bounds).area > 0 {
          let top = max(rect.y, bounds.y)
          let band = PixelRect(
            x: bounds.x, y: top, width: bounds.width, height: min(rect.maxY, bounds.maxY) - top)
          if region.add(band) { grown = true }
        }
      }
    }
    if region.isEmpty { return .unchanged }
    if Double(region.area) >= fullRedrawShare * Double(canvas.area) { return .full(.mostOfTheCanvasChanged) }
    return .redraw(region)
  }
}

/// The device bounds of the commands and clips Cairo rasterizes as polygons (see `IncrementalPlan`, step
/// 4): fills and clips with curves or slanted edges, every stroke, and images not aligned with the device
/// axes. Fills and clips of axis-aligned straight edges become boxes, which clip exactly.
enum EdgeBounds {
  /// The edge bounds of each command of `list` (nil: a command with none), taking those of the commands
  /// `known` maps to an earlier list's (an equal command, by index) from that list's.
  static func byCommand(_ list: DisplayList, known: ([PixelRect?], [Int: Int])?) -> [PixelRect?] {
    var found = [PixelRect?](repeating: nil, count: list.commands.count)
    let everywhere = PixelRect(x: -(1 << 30), y: -(1 << 30), width: 1 << 31, height: 1 << 31)
    let commands = list.commands
    for index in commands.indices {
      if let known, let origin = known.1[index], origin < known.0.count {
        found[index] = known.0[origin]
        continue
      }
      let command = commands[index]
      let bounds: Rect?
      switch command {
      case .fill(let path, _, _, let transform, _, _):
        if isAxisAligned(path, transform) { continue }
        bounds = SharedCapturePlan.deviceBounds(of: command)
      case .stroke:
        bounds = SharedCapturePlan.deviceBounds(of: command)
      case .image(_, _, let transform, _, _):
        if transform.b == 0 && transform.c == 0 { continue }
        bounds = SharedCapturePlan.deviceBounds(of: command)
      case .pushClip(let path, _, let transform):
        if isAxisAligned(path, transform) { continue }
        let device = transform.apply(path.controlPointBounds)
        bounds = device.isFinite ? device.outset(by: 1) : nil
      default:
        continue
      }
      found[index] = bounds.map { PixelRect(covering: $0) } ?? everywhere
    }
    return found
  }

  /// Whether a path is straight horizontal and vertical edges under a transform without rotation or skew.
  static func isAxisAligned(_ path: Path, _ transform: AffineMatrix) -> Bool {
    guard transform.b == 0 && transform.c == 0 else { return false }
    var current = Point.zero
    var start = Point.zero
    for element in path.elements {
      switch element {
      case .move(let p):
        current = p
        start = p
      case .line(let p):
        guard p.x == current.x || p.y == current.y else { return false }
        current = p
      case .close:
        guard start.x == current.x || start.y == current.y else { return false }
        current = start
      case .quad, .cubic:
        return false
      }
    }
    return true
  }
}

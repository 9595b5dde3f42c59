import VitrumGeometry
import VitrumScene

/// One glass shape ready for the compositor: its outline, where it sits in device pixels and the
/// resolved look.
public struct GlassItem: Hashable, Sendable {
  /// The node the glass belongs to.
  public var nodeID: NodeID
  /// The outline in the node's coordinates.
  public var shape: Shape
  /// The node's kind of outline ("capsule", "text", …); unions join only members of one kind.
  public var shapeKind: String
  /// The node's coordinates → device pixels (pressed interactive glass includes its scale).
  public var transform: AffineMatrix
  /// The material resolved against the node's environment.
  public var appearance: GlassAppearance
  /// The material's variant (unions join only members of one variant).
  public var variant: GlassMaterial.Variant
  /// Points → device pixels for the appearance's lengths (the canvas scale times the node's own scale).
  public var lengthScale: Double
  /// Opacity from ancestors that was not taken by a layer, times the node's own.
  public var alpha: Double
  /// Whether the glass is pressed (it is drawn grown by `PaintedNode.pressedScale`).
  public var isPressed: Bool
  /// The feedback illumination on it: its own press's, or a share of a pressed neighbour's.
  public var glow: GlassGlow?
  /// The union id, if any (used by containers).
  public var unionID: String?
  /// The spacing-0 container the shape belongs to, in container mode: its members are drawn one by one in
  /// document order exactly as per-node rendering draws them, and may read a backdrop captured and blurred
  /// once for several of them (see `SharedCapturePlan`).
  public var batch: NodeID?
  /// A morph from another outline in progress: the glass is the blend of the two distance fields.
  public var morph: GlassMorph?
  /// For text, the glyphs the outline is made of (in the node's coordinates): the compositor builds the
  /// text's distance field from one cached field per glyph.
  var glyphs: [PlacedGlyph]?
  /// The width of a soft edge, in device pixels, beyond the one-pixel anti-aliasing ramp: a glyph turning
  /// over blurs as it leaves or arrives (`TextChange`). 0 for a crisp outline.
  public var edgeSoftness: Double = 0

  /// The outline's bounding box in device pixels (with a morph's source outline, which holds the blend).
  public var deviceBounds: Rect {
    let own = transform.apply(shape.bounds)
    guard let morph else { return own }
    return own.union(own.offsetBy(morph.targetShift)).union(morph.transform.apply(morph.shape.bounds))
  }
}

/// The source of a glass morph in device pixels: the item's glass is drawn where
/// (1 − progress)·d_source + progress·d_own ≤ 0 (see `ShapeMorph`), the item's own outline moved by
/// `targetShift` (a travelling morph, see `GlassMorph.travel`).
public struct GlassMorph: Hashable, Sendable {
  /// The outline the morph starts from, in its own coordinates.
  public var shape: Shape
  /// Its coordinates → device pixels (a travelling morph's share of the way included).
  public var transform: AffineMatrix
  /// 0: the source outline, 1: the item's own.
  public var progress: Double
  /// Device pixels by which the item's own outline is moved while the morph runs (zero unless the two
  /// outlines are too far apart to blend in place).
  public var targetShift: Point = .zero

  public init(shape: Shape, transform: AffineMatrix, progress: Double) {
    self.shape = shape
    self.transform = transform
    self.progress = progress
  }
}

/// A container's glass members, drawn together from shared captures (container mode only).
public struct ContainerItem: Hashable, Sendable {
  /// The container node.
  public var nodeID: NodeID
  /// The blend radius k = 2 × spacing, in device pixels (0: batching without merging).
  public var blendRadius: Double
  /// The members in document order (their alpha includes opacity between the container and them).
  public var members: [GlassItem]
}

/// One step of drawing a frame, in device pixels. A frame is a flat list of these, produced from the scene
/// by `DisplayListBuilder` and executed by a renderer.
public enum DisplayCommand: Hashable, Sendable {
  /// Fills a path (in its own coordinates, mapped to device pixels by `transform`) for a node (nil: the
  /// scene's background).
  case fill(
    path: Path, fillRule: FillRule, fill: Fill, transform: AffineMatrix, alpha: Double, node: NodeID?)
  /// Strokes a path.
  case stroke(path: Path, stroke: Stroke, transform: AffineMatrix, alpha: Double, node: NodeID?)
  /// Paints a PNG image stretched over `frame`.
  case image(path: String, frame: Rect, transform: AffineMatrix, alpha: Double, node: NodeID?)
  /// Draws one glass shape from its own capture of the content beneath it. Boxed: a glass item is several
  /// times the size of any other command, and every command of a list is as large as the largest unboxed
  /// one, so each copy of a list's commands (building, comparing, planning a frame) moved that many bytes.
  indirect case glass(GlassItem)
  /// Draws a merging container's glass members together (spacing > 0: one capture and blur per connected
  /// group, one pass that melts nearby members).
  case glassContainer(ContainerItem)
  /// Intersects the clip with a path until the matching `popClip`.
  case pushClip(path: Path, fillRule: FillRule, transform: AffineMatrix)
  case popClip
  /// Starts an offscreen layer composited at `alpha` (and through `mask`, drawn by its own commands in
  /// device space) at the matching `popLayer`.
  case pushLayer(alpha: Double, mask: [DisplayCommand]?)
  case popLayer

  /// The node a content command draws for (nil for the background and for other commands).
  public var node: NodeID? {
    switch self {
    case .fill(_, _, _, _, _, let node), .stroke(_, _, _, _, let node), .image(_, _, _, _, let node): node
    default: nil
    }
  }

  /// Whether the command puts pixels into the content layer that glass samples.
  var isContent: Bool {
    switch self {
    case .fill, .stroke, .image: true
    default: false
    }
  }
}

/// A frame's worth of drawing commands and what the builder noticed on the way.
public struct DisplayList: Hashable, Sendable {
  /// Canvas size in device pixels.
  public var width: Int
  public var height: Int
  /// The commands in drawing order.
  public var commands: [DisplayCommand]
  /// Problems worth reporting that did not stop the frame (glass in the content layer, say).
  public var warnings: [RenderWarning]
  /// The scene's colour scheme: a viewer sees the system's light or dark backdrop where the canvas is
  /// transparent, and adaptive inks are chosen against it there.
  public var colorScheme: ColorScheme = .light

  /// The number of glass shapes drawn (container members counted one by one).
  public var glassCount: Int {
    commands.reduce(0) { count, command in
      switch command {
      case .glass: count + 1
      case .glassContainer(let container): count + container.members.count
      default: count
      }
    }
  }
}

/// Something the renderer drew differently from what the scene asks, or left out, without stopping the
/// frame. Design rules (glass in the content layer, stacked glass, legibility, …) are `VitrumLint`'s alone:
/// the renderer draws what they flag as asked, so it does not warn about them.
public struct RenderWarning: Hashable, Sendable, CustomStringConvertible {
  public enum Code: String, Hashable, Sendable {
    /// A glass shape inside another glass shape's subtree or mask, which cannot sample glass.
    case glassInMask
    /// A union member whose shape kind or variant differs from the union's first member, drawn on its own.
    case unionMismatch
    /// Glass left out because its outline is too large to shade (its distance field would pass the limit).
    case glassDropped
    /// A blur wider than everything it can capture, drawn as the mean of its capture.
    case blurClamped
    /// Spacing-0 container members that could not share their container's capture, because content drawn
    /// after it lies beneath them: each read its own capture, as per-node rendering does (same pixels,
    /// more work).
    case sharedCaptureFallback
    /// A stroke reaching beyond the rasteriser's coordinate range, left out.
    case geometryOutOfRange
    /// The frame's drawing budget ran out: this node's draw and everything after it were left out.
    case frameBudgetExhausted
    /// A presented value is not a finite number: the renderer refuses the frame
    /// (`RenderError.nonFiniteValue`).
    case nonFiniteValue
  }
  public var code: Code
  public var nodeID: NodeID
  public var message: String

  public var description: String { "\(nodeID): \(message)" }
}

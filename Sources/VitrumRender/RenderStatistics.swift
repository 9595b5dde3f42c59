/// Counters of the work one frame did: what `vitrum ab` and `vitrum bench` report beside the time, so two
/// modes can be compared by the work they did as well as by the clock.
///
/// The pixel and byte counters depend on the scene and the mode alone — never on the machine, its load or
/// the number of threads — so they can be compared across runs and machines and checked in CI.
public struct RenderStatistics: Hashable, Sendable {
  /// Glass shapes drawn (each union or merged group counts once in container mode).
  public var glassDraws = 0
  /// Backdrop captures taken (one per glass shape per-node; one per connected group in container mode).
  public var captures = 0
  /// Device pixels of the content layer read by captures (each capture's rectangle in whole blocks of its
  /// reduction, clamped to the canvas).
  public var capturedPixels = 0
  /// Coarse pixels the blur passes ran over (each capture's reduced grid, padding included).
  public var blurredPixels = 0
  /// Pixels the glass shader wrote.
  public var shadedPixels = 0
  /// Of those, pixels shaded as a plain resample of the toned capture (the interior of a shape) rather
  /// than with refraction, rim, coverage or shadow.
  public var interiorPixels = 0
  /// Bytes the glass stages read and wrote: each stage's input and output images once per pass over
  /// them (capture: device pixels in, coarse image out; blur: the coarse image in and out per pass;
  /// shading: the toned grid and the shaded pixels; composite: the shaded pixels and the frame under
  /// them), counted from their sizes — what the algorithm moves, not what the caches do.
  public var bytesRead = 0
  public var bytesWritten = 0
  /// Captures that several members of a spacing-0 container read (each also counts in `captures`), and
  /// the members that read them.
  public var sharedCaptures = 0
  public var sharedCaptureMembers = 0
  /// Members of spacing-0 containers that read their own capture because content drawn after their
  /// container's shared capture lies beneath them (exact, as per-node, but more work).
  public var sharedCaptureFallbacks = 0
  /// How each group of container members was drawn, in the order the groups first drew.
  public var containerGroups: [ContainerGroupDecision] = []
  /// Offscreen layers (group opacity and masks).
  public var layers = 0
  /// Wall time spent on glass (capture, blur, shading, compositing), milliseconds: the part of a frame the
  /// two modes do differently, without the content drawing they share.
  public var glassMilliseconds = 0.0
  /// That time by stage, milliseconds; what no stage covers (planning regions and captures, resolving
  /// looks) is `glassMilliseconds` minus their sum.
  public var stageMilliseconds = GlassStageTimes()

  public init() {}
}

/// A part of the glass pipeline whose wall time the renderer measures: the one list of stages that
/// `vitrum bench`, `vitrum ab`, their charts and `Tools/glass-stages` report. Each stage's code lives in
/// the folder of `Sources/VitrumRender/Glass` named after it (`Capture`, `Blur`, …); what no stage covers
/// lives beside them: planning container regions and shared captures in `ContainerPlanning`, the
/// compositor that runs the stages at the top of `Glass`.
public enum GlassStage: String, CaseIterable, Hashable, Sendable {
  /// Reading the content layer beneath the glass and averaging it down to the capture's coarse grid
  /// (`DownsampledBlur`: the only step that reads the backdrop at full resolution).
  case capture
  /// The box passes on the coarse grid.
  case blur
  /// Building distance fields and finding which painted pixels are interior, outline or empty (the box
  /// kernel's column tables, the general kernel's walk along each row).
  case distance
  /// Resolving each shape's look (the luminance beneath it, its toned grid) and writing every painted pixel.
  case shading
  /// Compositing the shaded pixels onto the frame (straight into its pixels, or by Cairo through the clip
  /// and layers).
  case composite
}

/// Milliseconds per `GlassStage`.
public struct GlassStageTimes: Hashable, Sendable {
  private var values = [Double](repeating: 0, count: GlassStage.allCases.count)

  public init() {}

  public subscript(stage: GlassStage) -> Double {
    get { values[stage.index] }
    set { values[stage.index] = newValue }
  }

  /// All stages together.
  public var total: Double { values.reduce(0, +) }

}

extension GlassStage {
  /// A short label for legends and tables.
  public var label: String {
    switch self {
    case .capture: "capture (read and downsample)"
    case .blur: "blur (coarse passes)"
    case .distance: "distance (fields, outline runs)"
    case .shading: "shading (look, tone, refraction, rim)"
    case .composite: "composite (onto the frame)"
    }
  }

  /// The stage's position in `allCases`, for per-stage arrays on hot paths.
  var index: Int {
    switch self {
    case .capture: 0
    case .blur: 1
    case .distance: 2
    case .shading: 3
    case .composite: 4
    }
  }
}

/// How a container drew one group of members, and why: the strategy the renderer picked, for reports to
/// tell two identical-looking frames apart.
public struct ContainerGroupDecision: Hashable, Sendable {
  public enum Strategy: String, Hashable, Sendable {
    /// Spacing 0: the members read one capture, blurred once, each drawn where per-node draws it.
    case sharedCapture = "shared-capture"
    /// Spacing 0: each member reads its own capture, because sharing would capture more pixels than
    /// capturing apart (the members' captures do not overlap enough) or than a cache-sized capture holds
    /// (`SharedCapturePlan.maximumSharedTexels`), or because content drawn between them lies beneath a
    /// later one.
    case ownCaptures = "own-captures"
    /// Spacing above 0, or a union: the members melt, one capture per blur level and one pass.
    case merged
  }

  /// The container node.
  public var container: String
  public var strategy: Strategy
  /// Members in the group.
  public var members: Int
  /// Why this strategy, in words.
  public var reason: String

  public init(container: String, strategy: Strategy, members: Int, reason: String) {
    self.container = container
    self.strategy = strategy
    self.members = members
    self.reason = reason
  }
}

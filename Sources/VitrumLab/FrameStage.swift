import VitrumRender

/// A part of a frame whose time the renderer measures, reported and drawn as one segment of a stacked bar.
///
/// The glass stages are the renderer's (`GlassStage`: capture, blur, distance, shading, composite), and
/// `glassOther` is the glass time no stage covers (planning captures and regions, resolving looks). What
/// no stage covers at all (the content layer, display-list building) is the rest of the frame, measured as
/// the frame time minus the stages. The table, JSON and charts list every case.
public enum FrameStage: String, CaseIterable, Hashable, Sendable {
  case capture
  case blur
  case distance
  case shading
  case composite
  case glassOther = "glass-other"

  /// The renderer's stage this one reports, if any.
  public var glassStage: GlassStage? {
    switch self {
    case .capture: .capture
    case .blur: .blur
    case .distance: .distance
    case .shading: .shading
    case .composite: .composite
    case .glassOther: nil
    }
  }

  /// A short label for legends and tables.
  public var label: String {
    switch self {
    case .capture: "capture (read and downsample)"
    case .blur: "blur (coarse passes)"
    case .distance: "distance (fields, outline runs)"
    case .shading: "shading (look, tone, refraction, rim)"
    case .composite: "composite (onto the frame)"
    case .glassOther: "other glass work (planning)"
    }
  }

  /// The stage's time in one frame, milliseconds.
  public func milliseconds(in statistics: RenderStatistics) -> Double {
    if let stage = glassStage { return statistics.stageMilliseconds[stage] }
    return max(0, statistics.glassMilliseconds - statistics.stageMilliseconds.total)
  }

  /// The label of the remainder of a frame that no stage covers.
  public static let restLabel = "rest of the frame (content layer, set-up)"
}

/// The times of one stage over the timed runs of one mode.
public struct StageTiming: Hashable, Sendable {
  public var stage: FrameStage
  public var summary: TimingSummary

  public init(stage: FrameStage, summary: TimingSummary) {
    self.stage = stage
    self.summary = summary
  }
}

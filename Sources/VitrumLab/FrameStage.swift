import VitrumRender

/// A part of a frame whose time the renderer measures, reported and drawn as one segment of a stacked bar:
/// each of the renderer's glass stages (`GlassStage`, the one list of them), then `glassOther`, the glass
/// time no stage covers (planning captures and regions). What no stage covers at all (the content layer,
/// display-list building) is the rest of the frame, measured as the frame time minus the stages. The
/// table, JSON and charts list every case.
public enum FrameStage: Hashable, Sendable, CaseIterable {
  case glass(GlassStage)
  case glassOther

  public static var allCases: [FrameStage] { GlassStage.allCases.map(FrameStage.glass) + [.glassOther] }

  /// The stage's name in tables and JSON.
  public var rawValue: String {
    switch self {
    case .glass(let stage): stage.rawValue
    case .glassOther: "glass-other"
    }
  }

  /// The renderer's stage this one reports, if any.
  public var glassStage: GlassStage? {
    if case .glass(let stage) = self { return stage }
    return nil
  }

  /// A short label for legends and tables.
  public var label: String {
    switch self {
    case .glass(let stage): stage.label
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

import VitrumRender

/// A part of a frame whose time the renderer measures, reported and drawn as one segment of a stacked bar.
///
/// The cases are exactly the stage times `RenderStatistics` carries; what no stage covers (the content
/// layer, display-list building, set-up) is the rest of the frame, measured as the frame time minus the
/// stages. When the renderer times more stages, each becomes a case here with its label and extraction, and
/// the table, JSON and charts pick it up.
public enum FrameStage: String, CaseIterable, Hashable, Sendable {
  /// All glass work: capture, blur, shading and compositing (`RenderStatistics.glassMilliseconds`).
  case glass

  /// A short label for legends and tables.
  public var label: String {
    switch self {
    case .glass: "glass (capture, blur, shading, composite)"
    }
  }

  /// The stage's time in one frame, milliseconds.
  public func milliseconds(in statistics: RenderStatistics) -> Double {
    switch self {
    case .glass: statistics.glassMilliseconds
    }
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

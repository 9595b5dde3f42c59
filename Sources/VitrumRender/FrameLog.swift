import VitrumScene

/// What running a frame records besides pixels: its work counters, and the decisions that changed what was
/// drawn (glass dropped, a blur clamped, a shared capture not taken), each with the node it concerns.
struct FrameLog {
  var statistics = RenderStatistics()
  var warnings: [RenderWarning] = []
  /// What each adaptive foreground drawn read beneath it and was painted in.
  var inks: [NodeID: InkReport] = [:]

  /// Records a warning once (a command drawn into both the frame and the content layer meets its
  /// problem twice).
  mutating func warn(_ code: RenderWarning.Code, _ id: NodeID, _ message: String) {
    let warning = RenderWarning(code: code, nodeID: id, message: message)
    if !warnings.contains(warning) { warnings.append(warning) }
  }
}

import VitrumScene

/// What running a frame records besides pixels: its work counters, and the decisions that changed what was
/// drawn (glass dropped, a blur clamped, a shared capture not taken), each with the node it concerns.
struct FrameLog {
  var statistics = RenderStatistics()
  var warnings: [RenderWarning] = []

  mutating func warn(_ code: RenderWarning.Code, _ id: NodeID, _ message: String) {
    warnings.append(RenderWarning(code: code, nodeID: id, message: message))
  }
}

import VitrumGeometry
import VitrumRender
import VitrumScene

/// What must hold of every legal scene, checked by rendering it: it renders in both modes without an
/// error, and where every container has spacing 0 the two modes give the same bytes (the container's
/// promise: batching changes the cost, never the pixels). The renderer fuzz target and the generated-scene
/// tests both check scenes through this.
public enum RenderCheck {
  /// A violated promise, with what was seen.
  public struct Finding: Error, CustomStringConvertible, Sendable {
    public var description: String
  }

  /// Renders `scene` in both modes; nil when every promise holds.
  public static func check(
    _ scene: Scene, spacingZero: Bool, scale: Double = 1, threads: Int = 1, budget: FrameBudget = .standard
  ) -> Finding? {
    var frames: [RenderedFrame] = []
    for mode in RenderMode.allCases {
      do {
        let renderer = CairoRenderer(
          options: .init(scale: scale, mode: mode, threads: threads, budget: budget))
        frames.append(try renderer.render(scene))
      } catch {
        return Finding(description: "\(mode.rawValue) mode failed: \(error)")
      }
    }
    guard spacingZero else { return nil }
    guard let c = ImageComparison(frames[0].surface, frames[1].surface) else {
      return Finding(description: "the modes rendered frames of different sizes")
    }
    if c.maxDelta != 0 {
      return Finding(description: "spacing 0: container mode differs from per-node: \(c)")
    }
    return nil
  }
}

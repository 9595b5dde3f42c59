import VitrumAnimation
import VitrumScene
import VitrumSceneFile

/// What lint looks at: a scene, where it came from, and how to put it at a given time.
public struct LintSubject {
  /// The scene; lint reads it and renders it, and may change node properties for a moment to isolate a
  /// node's pixels, restoring them before it returns (the scene's damage tracking sees those changes).
  public var scene: Scene
  /// The file named in locations, if any.
  public var file: String?
  /// Where each node is written and the allowances the file makes; nil for a scene built in code.
  public var sourceMap: SceneSourceMap?
  /// The decoded document, for rules that read declarations beyond the scene graph.
  public var document: SceneDocument?
  /// The render scale the scene suggests (`canvas.scale`).
  public var suggestedScale: Double?
  /// Puts the scene at a time (seconds) before lint looks at it; nil for a scene that does not change
  /// with time, which lint then examines once and reports at every requested time.
  public var present: ((Double) throws(LintError) -> Void)?
  /// The times at which the scene stands still (its timeline's resting times under the scene's motion
  /// policy), which lint looks at when asked for no time in particular; empty for a static scene.
  public var restingTimes: [Double] = []

  /// A scene built in code.
  public init(scene: Scene, file: String? = nil, suggestedScale: Double? = nil) {
    self.scene = scene
    self.file = file
    self.suggestedScale = suggestedScale
  }

  /// A decoded scene file, located through its source map.
  public init(document: SceneDocument, sourceMap: SceneSourceMap?) {
    self.scene = document.scene
    self.file = document.file
    self.sourceMap = sourceMap
    self.document = document
    self.suggestedScale = document.suggestedScale
    if let timeline = document.timeline, !timeline.isEmpty {
      // Each linted time shows the frame a viewer sees then, under the scene's own motion policy.
      let policy = MotionPolicy(environment: document.scene.environment)
      // Linted times are finite: resting times and frame instants.
      self.present = { time in _ = try? timeline.seek(to: time, policy: policy) }
      self.restingTimes = timeline.restingTimes(policy: policy)
    }
  }
}

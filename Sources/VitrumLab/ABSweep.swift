import VitrumGeometry
import VitrumRender
import VitrumScene

/// Runs an A/B experiment at each value of one parameter: over generated card scenes, or over one scene
/// when only the thread count varies.
public struct ABSweep {
  /// What is measured at each point.
  public enum Subject {
    /// Card scenes from this generator, with the swept parameter changed.
    case generated(CardsGenerator)
    /// One scene (only `threads` can vary).
    case scene(Scene, name: String)
  }

  public var subject: Subject
  public var specification: SweepSpecification
  /// The experiment run at every point (its `threads` is replaced when threads are swept).
  public var experiment: ABExperiment

  /// A sweep; throws when the parameter needs a generated scene and the subject is a fixed one.
  public init(subject: Subject, specification: SweepSpecification, experiment: ABExperiment)
    throws(SweepSpecification.ParseError)
  {
    if case .scene = subject, specification.parameter.needsGeneratedScene {
      throw SweepSpecification.ParseError(
        description: "\(specification.parameter.rawValue) changes the generated scene; only threads can be "
          + "swept over a scene file")
    }
    self.subject = subject
    self.specification = specification
    self.experiment = experiment
  }

  /// The generator with one value of the swept parameter applied. Card size and coverage both size the
  /// cards, so sweeping one clears the other.
  public static func apply(_ value: SweepValue, of parameter: SweepParameter, to generator: CardsGenerator)
    -> CardsGenerator
  {
    var g = generator
    switch (parameter, value) {
    case (.count, .number(let v)): g.count = Int(min(max(v, 1), Double(CardsGenerator.maximumCount)))
    case (.spacing, .number(let v)): g.spacing = v
    case (.blur, .number(let v)): g.blur = v
    case (.coverage, .number(let v)):
      g.coverage = v
      g.card = nil
    case (.card, .size(let s)):
      g.card = s
      g.coverage = nil
    default: break
    }
    return g
  }

  /// Runs every point in order; `progress` hears each point before it is measured (index from 0).
  public func run(progress: (Int, SweepValue) -> Void = { _, _ in }) throws(RenderError) -> SweepReport {
    var points: [SweepPoint] = []
    for (index, value) in specification.values.enumerated() {
      progress(index, value)
      var experiment = self.experiment
      let scene: Scene
      let name: String
      switch subject {
      case .generated(let generator):
        scene = Self.apply(value, of: specification.parameter, to: generator).makeScene()
        name = "cards \(specification.parameter.rawValue)=\(value)"
      case .scene(let fixed, let sceneName):
        scene = fixed
        name = sceneName
      }
      if specification.parameter == .threads, case .number(let v) = value {
        experiment.threads = Int(min(max(v, 1), 256))
      }
      let report = try experiment.run(scene, name: name, keepFrames: false)
      points.append(SweepPoint(value: value, report: report))
    }
    return SweepReport(
      parameter: specification.parameter, subject: subjectDescription, runs: experiment.runs,
      warmup: experiment.warmup, points: points)
  }

  /// The fixed part of the subject in words ("1920×1080 pt, 48 cards, spacing 0 pt, …"), leaving out the
  /// swept parameter.
  public var subjectDescription: String {
    switch subject {
    case .scene(_, let name): return name
    case .generated(let g):
      func n(_ v: Double) -> String { SweepValue.number(v).description }
      let swept = specification.parameter
      var parts = ["\(n(g.canvas.width))×\(n(g.canvas.height)) pt"]
      if swept != .count { parts.append("\(g.count) cards") }
      if swept != .spacing { parts.append("spacing \(n(g.spacing)) pt") }
      if swept != .blur { parts.append(g.blur.map { "blur \(n($0)) pt" } ?? "default blur") }
      if swept != .card && swept != .coverage {
        if let card = g.card {
          parts.append("cards \(n(card.width))×\(n(card.height)) pt")
        } else if let coverage = g.coverage {
          parts.append("coverage \(n(coverage))")
        } else {
          parts.append(g.layout == .grid ? "cards fill the grid" : "cards 120×80 pt")
        }
      }
      parts.append("\(g.layout.rawValue) layout, seed \(g.seed)")
      if swept != .threads, let threads = experiment.threads { parts.append("\(threads) threads") }
      return parts.joined(separator: ", ")
    }
  }
}

/// One point of a sweep: the value and the A/B report measured there (without frames).
public struct SweepPoint: Sendable {
  public var value: SweepValue
  public var report: ABReport
}

import VitrumGeometry
import VitrumScene

/// A problem one rule found, before the engine locates it in the file, rates it and checks the scene's
/// allowances.
public struct LintIssue {
  /// The companion id it is reported under (one of the rule's `descriptors`); nil: the rule's own.
  public var rule: String?
  /// The node the problem is about: its location and the allowances that apply are taken from it (and its
  /// ancestors). Nil for the scene as a whole.
  public var node: Node?
  /// The node's field the problem lies in (`"glass"`, `"spacing"`): the location points at that key when
  /// the node writes it.
  public var field: String?
  /// Where the problem is written when that is not the node itself (a declaration the node is the target
  /// of): the finding is located there, while allowances are still looked up from `node`.
  public var place: LintPlace?
  /// Other nodes involved, in the order the message names them.
  public var relatedNodes: [Node]
  /// One line saying what is wrong and why it matters.
  public var message: String
  /// What to change.
  public var fix: String
  /// The numbers behind the finding (finite), for JSON: a contrast ratio, a gap, a spacing.
  public var measurements: [String: Double]
  /// Outlines to draw on an annotated frame, in scene points.
  public var outlines: [Path]
  /// The settings (`EnvironmentVariant` keys such as `light-increase-contrast`) the problem shows in; empty
  /// for the scene's own look.
  public var settings: [String]
  /// The moments the problem concerns, for a rule that reads declarations rather than frames (a spring's
  /// start): the finding reports these instead of the times lint looked at.
  public var times: [Double]?
  /// The stretch of the timeline the problem spans (an animation from its start to its end), if any.
  public var interval: LintInterval?

  public init(
    node: Node?, field: String? = nil, place: LintPlace? = nil, relatedNodes: [Node] = [], message: String,
    fix: String, measurements: [String: Double] = [:], outlines: [Path] = [], settings: [String] = [],
    times: [Double]? = nil, interval: LintInterval? = nil, rule: String? = nil
  ) {
    self.rule = rule
    self.settings = settings
    self.times = times
    self.interval = interval
    self.node = node
    self.field = field
    self.place = place
    self.relatedNodes = relatedNodes
    self.message = message
    self.fix = fix
    self.measurements = measurements.filter { $0.value.isFinite }
    self.outlines = outlines
  }
}

/// What lint found in one scene.
public struct LintReport: Hashable, Sendable {
  /// The scene's file, if it came from one.
  public var file: String?
  /// Device pixels per point of the measurements.
  public var scale: Double
  /// The times (seconds) lint looked at.
  public var times: [Double]
  /// The findings reported, in file order, numbered from 1.
  public var findings: [LintFinding]
  /// The findings the scene allows on purpose, with the author's reasons.
  public var allowed: [AllowedFinding]
  /// How many times the scene's timeline rests at, when lint chose the times from them (nil when the
  /// times were named, or the scene is static). More than `times.count` means some were not looked at.
  public var restingTimeCount: Int?

  public init(
    file: String?, scale: Double, times: [Double], findings: [LintFinding], allowed: [AllowedFinding]
  ) {
    self.file = file
    self.scale = scale
    self.times = times
    self.findings = findings
    self.allowed = allowed
  }

  /// The number of findings of error severity.
  public var errorCount: Int { findings.count { $0.severity == .error } }
  /// The number of findings of warning severity.
  public var warningCount: Int { findings.count { $0.severity == .warning } }
  /// Whether lint reports nothing.
  public var isClean: Bool { findings.isEmpty }

  /// A note when lint looked at only some of the times the scene rests at: which, and how to see others.
  public var samplingNote: String? {
    guard let restingTimeCount, restingTimeCount > times.count else { return nil }
    let list = times.map { Format.number($0, digits: 3) }.joined(separator: ", ")
    return "note: \(file ?? "scene") rests at \(restingTimeCount) times; lint looked at \(times.count) of "
      + "them (t = \(list) s): name others with --time"
  }
}

/// Why a file could not be linted.
public struct LintFileError: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    /// The file is not a valid scene (exit status 65).
    case invalidScene = "invalid-scene"
    /// The file could not be read.
    case unreadable
    /// The scene was read but could not be linted (a frame that could not be rendered).
    case lintFailed = "lint-failed"
  }
  public var kind: Kind
  public var message: String
  /// Where in the file, when known.
  public var line: Int?
  public var column: Int?
  /// The path inside the document, such as `root.children[2].fill` (empty when unknown).
  public var path: String

  public init(kind: Kind, message: String, line: Int? = nil, column: Int? = nil, path: String = "") {
    self.kind = kind
    self.message = message
    self.line = line
    self.column = column
    self.path = path
  }
}

/// What lint found in one scene, or why it could not look.
public struct LintReport: Hashable, Sendable {
  /// The scene's file, if it came from one.
  public var file: String?
  /// Why the file could not be linted; nil when it was (its findings are below).
  public var error: LintFileError?
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
    self.error = nil
    self.file = file
    self.scale = scale
    self.times = times
    self.findings = findings
    self.allowed = allowed
  }

  /// The report of a file that could not be linted.
  public init(file: String, error: LintFileError) {
    self.file = file
    self.error = error
    self.scale = 0
    self.times = []
    self.findings = []
    self.allowed = []
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

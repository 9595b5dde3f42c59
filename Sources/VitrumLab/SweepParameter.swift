import VitrumGeometry

/// What a sweep varies from point to point.
public enum SweepParameter: String, CaseIterable, Hashable, Sendable {
  /// The number of glass cards.
  case count
  /// The container's spacing, points.
  case spacing
  /// The glass blur radius, points.
  case blur
  /// The card size, points (`WxH`).
  case card
  /// The share of the canvas the cards cover together.
  case coverage
  /// Cores for the glass kernels.
  case threads

  /// The axis title of a chart.
  public var axisTitle: String {
    switch self {
    case .count: "glass cards"
    case .spacing: "container spacing (pt)"
    case .blur: "blur radius (pt)"
    case .card: "card size (pt; placed by area)"
    case .coverage: "share of the canvas covered by glass"
    case .threads: "threads"
    }
  }

  /// A position on this parameter's axis (a crossover) with the precision the parameter warrants.
  public func format(_ v: Double) -> String {
    switch self {
    case .count, .threads: ChartFormat.number(v, decimals: v < 10 ? 1 : 0)
    case .card: ChartFormat.number(v, decimals: 0) + " pt² of card"
    default: ChartFormat.number(v, decimals: v < 1 ? 3 : v < 10 ? 2 : 1)
    }
  }

  /// Threads apply to any scene; every other parameter changes a generated scene.
  public var needsGeneratedScene: Bool { self != .threads }

  /// What a value must look like, for usage messages.
  var expectation: String {
    switch self {
    case .count: "a whole number from 1 to \(CardsGenerator.maximumCount)"
    case .spacing: "a number of points from 0 to 1000"
    case .blur: "a number of points from 0 to 200"
    case .card: "a card size like 200x120 (points, each side from 1 to 4096)"
    case .coverage: "a share above 0 and at most 1 (e.g. 0.25)"
    case .threads: "a whole number from 1 to 256"
    }
  }

  /// Parses one value; nil when it is malformed or out of range.
  func parse(_ text: String) -> SweepValue? {
    switch self {
    case .count:
      guard let n = Int(text), (1...CardsGenerator.maximumCount).contains(n) else { return nil }
      return .number(Double(n))
    case .threads:
      guard let n = Int(text), (1...256).contains(n) else { return nil }
      return .number(Double(n))
    case .spacing: return Self.number(text, in: 0...1000)
    case .blur: return Self.number(text, in: 0...200)
    case .coverage:
      guard case .number(let v)? = Self.number(text, in: 0...1), v > 0 else { return nil }
      return .number(v)
    case .card:
      let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
      guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
        (1...4096).contains(w), (1...4096).contains(h)
      else { return nil }
      return .size(Size(w, h))
    }
  }

  private static func number(_ text: String, in range: ClosedRange<Double>) -> SweepValue? {
    guard let v = Double(text), v.isFinite, range.contains(v) else { return nil }
    return .number(v)
  }
}

/// One value of a swept parameter.
public enum SweepValue: Hashable, Sendable, CustomStringConvertible {
  case number(Double)
  case size(Size)

  /// Where the value sits on a chart's axis: the number itself, or a card's area.
  public var position: Double {
    switch self {
    case .number(let v): v
    case .size(let s): s.width * s.height
    }
  }

  /// The value as written on the command line ("48", "0.25", "200x120").
  public var description: String {
    func text(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }
    switch self {
    case .number(let v): return text(v)
    case .size(let s): return text(s.width) + "x" + text(s.height)
    }
  }

  /// The value for people ("200×120").
  public var label: String { description.replacingOccurrences(of: "x", with: "×") }
}

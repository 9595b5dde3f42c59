import Foundation

/// A parsed `PARAMETER=V1,V2,…` sweep: the parameter and its values in increasing order.
public struct SweepSpecification: Hashable, Sendable {
  /// Why a sweep could not be parsed, in words that say what to type instead.
  public struct ParseError: Error, CustomStringConvertible, Sendable {
    public var description: String
  }

  /// Each point is a full A/B experiment; 64 points at 21 runs per mode is already hours at 1080p, so a
  /// longer list is more likely a mistake than a plan.
  public static let maximumValues = 64

  public var parameter: SweepParameter
  /// The values, sorted by their axis position.
  public var values: [SweepValue]

  public init(parameter: SweepParameter, values: [SweepValue]) {
    self.parameter = parameter
    self.values = values.sorted { $0.position < $1.position }
  }

  /// Parses `count=1,8,48,256`, `card=100x60,200x120`, `coverage=0.1,0.5`…
  public init(parsing text: String) throws(ParseError) {
    let names = SweepParameter.allCases.map(\.rawValue).joined(separator: ", ")
    guard let equals = text.firstIndex(of: "=") else {
      throw ParseError(
        description: "expects PARAMETER=V1,V2,… with PARAMETER one of \(names), got \"\(text)\"")
    }
    let name = String(text[..<equals])
    guard let parameter = SweepParameter(rawValue: name) else {
      throw ParseError(description: "unknown parameter \"\(name)\" (parameters: \(names))")
    }
    let items = text[text.index(after: equals)...].split(separator: ",", omittingEmptySubsequences: false)
    var values: [SweepValue] = []
    for (index, item) in items.enumerated() {
      let trimmed = item.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty else {
        throw ParseError(description: "\(name): value \(index + 1) is empty (write \(name)=V1,V2,…)")
      }
      guard let value = parameter.parse(trimmed) else {
        throw ParseError(description: "\(name): \"\(trimmed)\" is not \(parameter.expectation)")
      }
      if let earlier = values.first(where: { $0.position == value.position }) {
        throw ParseError(
          description: earlier == value
            ? "\(name): \(value) appears twice"
            : "\(name): \(earlier) and \(value) have the same area; a sweep needs distinct positions")
      }
      values.append(value)
    }
    guard values.count >= 2 else {
      throw ParseError(description: "\(name): a sweep needs at least two values, got \(values.count)")
    }
    guard values.count <= Self.maximumValues else {
      throw ParseError(
        description: "\(name): at most \(Self.maximumValues) values, got \(values.count)")
    }
    self.init(parameter: parameter, values: values)
  }
}

/// The arguments after the command name: positional values and `--option value` / `--flag` pairs.
///
/// Each command declares which options take a value and which are flags; anything else is a usage error
/// naming the option, so a typo never silently changes what a command does.
struct Arguments {
  var positional: [String] = []
  private var values: [String: String] = [:]
  private var flags: Set<String> = []
  let command: String

  init(_ raw: [String], command: String, valueOptions: Set<String>, flagOptions: Set<String>)
    throws(CommandFailure)
  {
    self.command = command
    var index = 0
    var onlyPositional = false
    while index < raw.count {
      let arg = raw[index]
      index += 1
      if onlyPositional || !arg.hasPrefix("-") || arg == "-" {
        positional.append(arg)
        continue
      }
      if arg == "--" {
        onlyPositional = true
        continue
      }
      var name = arg
      var inline: String?
      if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
        name = String(arg[..<eq])
        inline = String(arg[arg.index(after: eq)...])
      }
      if flagOptions.contains(name) {
        guard inline == nil else { throw .usage("\(command): \(name) takes no value") }
        flags.insert(name)
      } else if valueOptions.contains(name) {
        if let inline {
          values[name] = inline
        } else {
          guard index < raw.count else { throw .usage("\(command): \(name) needs a value") }
          values[name] = raw[index]
          index += 1
        }
      } else {
        let known = (valueOptions.union(flagOptions)).sorted().joined(separator: ", ")
        throw .usage("\(command): unknown option \(name)" + (known.isEmpty ? "" : " (options: \(known))"))
      }
    }
  }

  func has(_ flag: String) -> Bool { flags.contains(flag) }

  func string(_ name: String) -> String? { values[name] }

  /// A finite decimal number in a range, or a usage error naming the option.
  func double(_ name: String, in range: ClosedRange<Double>) throws(CommandFailure) -> Double? {
    guard let text = values[name] else { return nil }
    guard Self.isDecimal(text), let value = Double(text), value.isFinite, range.contains(value) else {
      throw .usage(
        "\(command): \(name) expects a number from \(format(range.lowerBound)) to \(format(range.upperBound)), got \"\(text)\""
      )
    }
    return value
  }

  /// Whether `text` is a decimal number: an optional sign, digits with at most one decimal point, and an
  /// optional exponent (`1.5`, `.25`, `2e-3`). `Double(_:)` also reads hexadecimal (`0x10` is 16), `nan`
  /// and `inf`, which no option means.
  static func isDecimal(_ text: String) -> Bool {
    var rest = Substring(text)
    if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
    let mantissa = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
    let digits = mantissa.filter(\.isNumber).count
    guard digits > 0, mantissa.filter({ $0 == "." }).count <= 1 else { return false }
    rest = rest.dropFirst(mantissa.count)
    guard let e = rest.first else { return true }
    guard e == "e" || e == "E" else { return false }
    rest = rest.dropFirst()
    if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
    return !rest.isEmpty && rest.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// An integer in a range, or a usage error naming the option.
  func int(_ name: String, in range: ClosedRange<Int>) throws(CommandFailure) -> Int? {
    guard let text = values[name] else { return nil }
    guard let value = Int(text), range.contains(value) else {
      throw .usage(
        "\(command): \(name) expects a whole number from \(range.lowerBound) to \(range.upperBound), got \"\(text)\""
      )
    }
    return value
  }

  /// Exactly `count` positional arguments, or a usage error naming what is missing.
  func positional(count: Int, names: String) throws(CommandFailure) -> [String] {
    guard positional.count == count else {
      throw .usage(
        positional.count < count
          ? "\(command): missing \(names) (see `vitrum help \(command)`)"
          : "\(command): unexpected argument \"\(positional[count])\"")
    }
    return positional
  }

  private func format(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}

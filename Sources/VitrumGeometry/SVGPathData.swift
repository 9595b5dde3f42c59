extension Path {
  /// Parses SVG path data (the `d` attribute), following the SVG 1.1 and SVG 2 grammar.
  ///
  /// All commands are supported, absolute and relative: `M L H V C S Q T A Z`. A command letter may be
  /// followed by several argument groups (after a moveto, the extra groups are linetos). Numbers may be
  /// written as `.5`, `-.5e-3` or `1.5.5` (which is `1.5` and `.5`), and need no separator before a sign;
  /// arc flags need no separator at all (`a1 1 0 011 1`). Smooth curves reflect the previous control
  /// point only after a curve of their own family (`C`/`S` or `Q`/`T`). Arcs become cubic Béziers of at
  /// most 90° each (see the SVG implementation notes): radii too small to reach the endpoint are scaled
  /// up, a zero radius gives a line, and an arc to its own start point is left out. A drawing command
  /// right after a closepath starts its subpath with an explicit `move` to the closed subpath's start.
  /// Empty or blank data gives an empty path.
  ///
  /// - Parameters:
  ///   - svgPathData: The path data.
  ///   - maxCommands: The largest number of commands accepted, counting each implicitly repeated
  ///     argument group as one command; longer data is rejected rather than parsed (hostile files).
  /// - Throws: `SVGPathError` for the first syntax error, a number or coordinate that is not finite
  ///   (such as `1e999`), or too many commands. No input makes the parser trap.
  public init(svgPathData: String, maxCommands: Int = 100_000) throws(SVGPathError) {
    var parser = SVGPathParser(svgPathData, maxCommands: maxCommands)
    self.init(elements: try parser.parse())
  }
}

/// A single-pass parser over the UTF-8 bytes of SVG path data. The grammar is pure
/// ASCII, so any other byte is an error.
struct SVGPathParser {
  private let bytes: [UInt8]
  private let maxCommands: Int
  private var index = 0
  private var commandCount = 0
  private var elements: [PathElement] = []
  private var current = Point.zero
  private var subpathStart = Point.zero
  /// Set by a closepath: the next drawing command first moves to the closed subpath's start.
  private var needsMove = false
  /// The second control point of the previous command when it was `C` or `S`.
  private var lastCubicControl: Point?
  /// The control point of the previous command when it was `Q` or `T`.
  private var lastQuadControl: Point?

  init(_ text: String, maxCommands: Int) {
    self.bytes = Array(text.utf8)
    self.maxCommands = maxCommands
  }

  mutating func parse() throws(SVGPathError) -> [PathElement] {
    skipWhitespace()
    guard index < bytes.count else { return [] }
    let first = bytes[index]
    if first != Byte.upperM && first != Byte.lowerM {
      if Self.arity(of: first) != nil || Self.isNumberStart(first) {
        throw error(at: index, "path must start with a moveto")
      }
      throw unexpected(at: index, after: nil)
    }
    var previousCommand: UInt8?
    while true {
      skipWhitespace()
      guard index < bytes.count else { break }
      let letter = bytes[index]
      guard Self.arity(of: letter) != nil else { throw unexpected(at: index, after: previousCommand) }
      index += 1
      try run(letter, at: index - 1)
      previousCommand = letter
    }
    return elements
  }

  // MARK: Commands

  /// The number of arguments of each command letter, or nil for anything that is not a command.
  private static func arity(of letter: UInt8) -> Int? {
    switch letter | 0x20 {
    case UInt8(ascii: "z"): 0
    case UInt8(ascii: "h"), UInt8(ascii: "v"): 1
    case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "t"): 2
    case UInt8(ascii: "s"), UInt8(ascii: "q"): 4
    case UInt8(ascii: "c"): 6
    case UInt8(ascii: "a"): 7
    default: nil
    }
  }

  /// Parses the argument groups of one command letter and carries them out.
  private mutating func run(_ letter: UInt8, at letterOffset: Int) throws(SVGPathError) {
    let arity = Self.arity(of: letter) ?? 0
    let name = String(UnicodeScalar(letter))
    if arity == 0 {
      try countCommand(at: letterOffset)
      elements.append(.close)
      current = subpathStart
      needsMove = true
      lastCubicControl = nil
      lastQuadControl = nil
      return
    }
    var groupOffset = letterOffset
    var isFirstGroup = true
    var args = [Double](repeating: 0, count: arity)
    while true {
      try countCommand(at: groupOffset)
      for k in 0..<arity {
        if k == 0 {
          // Only whitespace may separate a command letter from its first argument.
          if isFirstGroup { skipWhitespace() }
        } else {
          skipCommaWhitespace()
        }
        // A function, so that the message is formatted only when a number is missing.
        func missing() -> String {
          k == 0 ? "expected a number after '\(name)'" : "'\(name)' needs \(arity) numbers, found \(k)"
        }
        if letter | 0x20 == UInt8(ascii: "a") && (k == 3 || k == 4) {
          args[k] = try parseFlag(command: name)
        } else {
          args[k] = try parseNumber(missing: missing)
        }
      }
      try execute(letter, args, continuing: !isFirstGroup, at: groupOffset)
      let hadComma = skipCommaWhitespace()
      if index < bytes.count && Self.isNumberStart(bytes[index]) {
        isFirstGroup = false
        groupOffset = index
        continue
      }
      if hadComma { throw error(at: index, "expected a number after ','") }
      return
    }
  }

  private mutating func countCommand(at offset: Int) throws(SVGPathError) {
    commandCount += 1
    if commandCount > maxCommands {
      throw error(at: offset, "too many commands (limit \(maxCommands))")
    }
  }

  /// Carries out one argument group. `continuing` is true for an implicitly repeated group, which turns
  /// a moveto into a lineto.
  private mutating func execute(
    _ letter: UInt8, _ a: [Double], continuing: Bool, at offset: Int
  ) throws(SVGPathError) {
    let relative = letter >= UInt8(ascii: "a")
    let base = current
    func point(_ x: Double, _ y: Double) -> Point { relative ? Point(base.x + x, base.y + y) : Point(x, y) }
    var cubicControl: Point?
    var quadControl: Point?
    switch letter | 0x20 {
    case UInt8(ascii: "m"):
      let p = point(a[0], a[1])
      if continuing {
        try draw([.line(to: p)], at: offset)
      } else {
        try check([p], at: offset)
        elements.append(.move(to: p))
        subpathStart = p
        needsMove = false
      }
      current = p
    case UInt8(ascii: "l"):
      let p = point(a[0], a[1])
      try draw([.line(to: p)], at: offset)
      current = p
    case UInt8(ascii: "h"):
      let p = Point(relative ? base.x + a[0] : a[0], base.y)
      try draw([.line(to: p)], at: offset)
      current = p
    case UInt8(ascii: "v"):
      let p = Point(base.x, relative ? base.y + a[0] : a[0])
      try draw([.line(to: p)], at: offset)
      current = p
    case UInt8(ascii: "c"):
      let c2 = point(a[2], a[3])
      let p = point(a[4], a[5])
      try draw([.cubic(control1: point(a[0], a[1]), control2: c2, to: p)], at: offset)
      cubicControl = c2
      current = p
    case UInt8(ascii: "s"):
      let c1 = lastCubicControl.map { base * 2 - $0 } ?? base
      let c2 = point(a[0], a[1])
      let p = point(a[2], a[3])
      try draw([.cubic(control1: c1, control2: c2, to: p)], at: offset)
      cubicControl = c2
      current = p
    case UInt8(ascii: "q"):
      let c = point(a[0], a[1])
      let p = point(a[2], a[3])
      try draw([.quad(control: c, to: p)], at: offset)
      quadControl = c
      current = p
    case UInt8(ascii: "t"):
      let c = lastQuadControl.map { base * 2 - $0 } ?? base
      let p = point(a[0], a[1])
      try draw([.quad(control: c, to: p)], at: offset)
      quadControl = c
      current = p
    default:  // "a"
      let p = point(a[5], a[6])
      try check([p], at: offset)
      let arc = Path.svgArcElements(
        from: base, to: p, radiusX: a[0], radiusY: a[1], xAxisRotation: a[2], largeArc: a[3] != 0,
        sweep: a[4] != 0)
      try draw(arc, at: offset)
      current = p
    }
    lastCubicControl = cubicControl
    lastQuadControl = quadControl
  }

  /// Appends drawing commands, preceded by the move a closepath left pending.
  private mutating func draw(_ new: [PathElement], at offset: Int) throws(SVGPathError) {
    guard !new.isEmpty else { return }
    for element in new {
      switch element {
      case .line(let p): try check([p], at: offset)
      case .quad(let c, let p): try check([c, p], at: offset)
      case .cubic(let c1, let c2, let p): try check([c1, c2, p], at: offset)
      case .move, .close: break
      }
    }
    if needsMove {
      elements.append(.move(to: current))
      needsMove = false
    }
    elements.append(contentsOf: new)
  }

  /// Rejects points that relative offsets or reflections pushed past the range of `Double`.
  private func check(_ points: [Point], at offset: Int) throws(SVGPathError) {
    for p in points where !p.isFinite { throw error(at: offset, "coordinate out of range") }
  }

  // MARK: Tokens

  private enum Byte {
    static let upperM = UInt8(ascii: "M")
    static let lowerM = UInt8(ascii: "m")
    static let plus = UInt8(ascii: "+")
    static let minus = UInt8(ascii: "-")
    static let dot = UInt8(ascii: ".")
    static let comma = UInt8(ascii: ",")
    static let zero = UInt8(ascii: "0")
    static let one = UInt8(ascii: "1")
  }

  private static func isDigit(_ c: UInt8) -> Bool { c &- Byte.zero < 10 }

  private static func isNumberStart(_ c: UInt8) -> Bool {
    isDigit(c) || c == Byte.plus || c == Byte.minus || c == Byte.dot
  }

  /// SVG's whitespace: space, tab, line feed, form feed and carriage return.
  private static func isWhitespace(_ c: UInt8) -> Bool {
    c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0C || c == 0x0D
  }

  private mutating func skipWhitespace() {
    while index < bytes.count && Self.isWhitespace(bytes[index]) { index += 1 }
  }

  /// Skips `wsp* (',' wsp*)?` and tells whether there was a comma.
  @discardableResult private mutating func skipCommaWhitespace() -> Bool {
    skipWhitespace()
    guard index < bytes.count, bytes[index] == Byte.comma else { return false }
    index += 1
    skipWhitespace()
    return true
  }

  private mutating func parseFlag(command: String) throws(SVGPathError) -> Double {
    guard index < bytes.count, bytes[index] == Byte.zero || bytes[index] == Byte.one else {
      throw error(at: index, "expected a flag (0 or 1) in '\(command)'")
    }
    index += 1
    return bytes[index - 1] == Byte.one ? 1 : 0
  }

  /// Powers of ten that `Double` holds exactly, for the fast path below.
  private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
    var value = 1.0
    for _ in 0..<exponent { value *= 10 }
    return value
  }

  /// Scans `sign? (digits ('.' digits?)? | '.' digits) (('e' | 'E') sign? digits)?`.
  ///
  /// Numbers with at most 19 significant digits, a mantissa below 2⁵³ and a decimal exponent within
  /// ±22 are converted exactly with one rounding (Clinger's fast path, which covers nearly all path
  /// data); the rest go through the standard library's correctly rounded conversion.
  private mutating func parseNumber(missing: () -> String) throws(SVGPathError) -> Double {
    let start = index
    guard index < bytes.count, Self.isNumberStart(bytes[index]) else { throw error(at: index, missing()) }
    var negative = false
    if bytes[index] == Byte.plus || bytes[index] == Byte.minus {
      negative = bytes[index] == Byte.minus
      index += 1
    }
    var mantissa: UInt64 = 0
    var significantDigits = 0
    var decimalExponent = 0
    var digitCount = 0
    func take(_ digit: UInt8, fraction: Bool) {
      digitCount += 1
      if mantissa == 0 && digit == 0 {
        if fraction { decimalExponent -= 1 }
        return
      }
      significantDigits += 1
      if significantDigits <= 19 {
        mantissa = mantissa * 10 + UInt64(digit)
        if fraction { decimalExponent -= 1 }
      } else if !fraction {
        decimalExponent += 1
      }
    }
    while index < bytes.count && Self.isDigit(bytes[index]) {
      take(bytes[index] - Byte.zero, fraction: false)
      index += 1
    }
    if index < bytes.count && bytes[index] == Byte.dot {
      index += 1
      while index < bytes.count && Self.isDigit(bytes[index]) {
        take(bytes[index] - Byte.zero, fraction: true)
        index += 1
      }
    }
    guard digitCount > 0 else { throw error(at: start, "malformed number") }
    if index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "e") {
      var j = index + 1
      var exponentNegative = false
      if j < bytes.count && (bytes[j] == Byte.plus || bytes[j] == Byte.minus) {
        exponentNegative = bytes[j] == Byte.minus
        j += 1
      }
      guard j < bytes.count && Self.isDigit(bytes[j]) else {
        throw error(at: j, "expected digits in the exponent")
      }
      var exponent = 0
      while j < bytes.count && Self.isDigit(bytes[j]) {
        // Saturate: anything this large overflows or underflows a Double either way.
        exponent = Swift.min(exponent * 10 + Int(bytes[j] - Byte.zero), 100_000)
        j += 1
      }
      decimalExponent += exponentNegative ? -exponent : exponent
      index = j
    }
    var value: Double
    if mantissa == 0 {
      value = 0
    } else if significantDigits <= 19 && mantissa <= 1 << 53 && abs(decimalExponent) <= 22 {
      value = Double(mantissa)
      if decimalExponent >= 0 {
        value *= Self.exactPowersOfTen[decimalExponent]
      } else {
        value /= Self.exactPowersOfTen[-decimalExponent]
      }
    } else {
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      guard let parsed = Double(text) else { throw error(at: start, "malformed number") }
      value = abs(parsed)
    }
    guard value.isFinite else { throw error(at: start, "number out of range") }
    return negative ? -value : value
  }

  // MARK: Errors

  /// An error at a byte offset, reported at the matching `Character` offset.
  private func error(at byteOffset: Int, _ message: String) -> SVGPathError {
    let prefix = String(decoding: bytes[0..<Swift.min(byteOffset, bytes.count)], as: UTF8.self)
    return SVGPathError(offset: prefix.count, message: message)
  }

  /// The error for something other than a command where a command must start.
  private func unexpected(at byteOffset: Int, after previous: UInt8?) -> SVGPathError {
    let c = bytes[byteOffset]
    if Self.isNumberStart(c), let previous {
      return error(at: byteOffset, "unexpected number after '\(String(UnicodeScalar(previous)))'")
    }
    if (c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z") {
      return error(at: byteOffset, "unknown command '\(String(UnicodeScalar(c)))'")
    }
    // Show printable characters as themselves and anything else as a code point.
    var end = byteOffset + 1
    while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
    let scalar = String(decoding: bytes[byteOffset..<end], as: UTF8.self).unicodeScalars.first
    let shown: String
    if let scalar, scalar.value > 0x20 && scalar.value != 0x7F && !(0x80...0x9F).contains(scalar.value) {
      shown = "'\(String(scalar))'"
    } else {
      let hex = String(scalar?.value ?? UInt32(c), radix: 16, uppercase: true)
      shown = "U+" + String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex
    }
    return error(at: byteOffset, "unexpected character \(shown)")
  }
}

import Testing
import VitrumGeometry

@Suite struct SVGPathErrorTests {
  @Test(arguments: [
    ("L10 10", 0, "path must start with a moveto"),
    ("10 10", 0, "path must start with a moveto"),
    ("  z", 2, "path must start with a moveto"),
    ("X", 0, "unknown command 'X'"),
    ("M0 0 X1 2", 5, "unknown command 'X'"),
    ("M", 1, "expected a number after 'M'"),
    ("M0 0L", 5, "expected a number after 'L'"),
    ("M0 0 L,1 2", 6, "expected a number after 'L'"),
    ("M 10,20 L 30", 12, "'L' needs 2 numbers, found 1"),
    ("M0 0 C1 2 3 4", 13, "'C' needs 6 numbers, found 4"),
    ("M0 0 L1,,2", 8, "'L' needs 2 numbers, found 1"),
    ("M0 0 L1 2,", 10, "expected a number after ','"),
    ("M0,0,L1 1", 5, "expected a number after ','"),
    ("M0 0 L1 2 Z 3", 12, "unexpected number after 'Z'"),
    ("M1e 2", 3, "expected digits in the exponent"),
    ("M1e+ 2", 4, "expected digits in the exponent"),
    ("M- 2", 1, "malformed number"),
    ("M. 2", 1, "malformed number"),
    ("M0 0 L1 -.e1", 8, "malformed number"),
    ("M1e999 0", 1, "number out of range"),
    ("M0 -1e400", 3, "number out of range"),
    ("M0 0 A1 1 0 2 1 5 5", 12, "expected a flag (0 or 1) in 'A'"),
    ("M0 0 a1 1 0 0", 13, "expected a flag (0 or 1) in 'a'"),
    ("M0 0 #", 5, "unexpected character '#'"),
    (",M0 0", 0, "unexpected character ','"),
    ("M0 0 z,", 6, "unexpected character ','"),
    ("M0 0 L1 2 é", 10, "unexpected character 'é'"),
    ("M0 0\u{0}", 4, "unexpected character U+0000"),
    ("M1e308 0 l1e308 0", 9, "coordinate out of range"),
    // "\r\n" is one Character, so the offset counts it once.
    ("M0 0\r\nX", 5, "unknown command 'X'"),
  ])
  func malformed(data: String, offset: Int, message: String) {
    #expect(throws: SVGPathError(offset: offset, message: message)) { try Path(svgPathData: data) }
  }

  @Test func commandLimit() {
    #expect(throws: SVGPathError(offset: 5, message: "too many commands (limit 1)")) {
      try Path(svgPathData: "M0 0 L1 2", maxCommands: 1)
    }
    // Implicitly repeated groups count as commands.
    #expect(throws: SVGPathError(offset: 9, message: "too many commands (limit 2)")) {
      try Path(svgPathData: "M0 0 1 1 2 2", maxCommands: 2)
    }
    #expect(throws: Never.self) { try Path(svgPathData: "M0 0 1 1 2 2", maxCommands: 3) }
  }

  @Test func description() {
    let error = SVGPathError(offset: 12, message: "expected a number after 'L'")
    #expect(error.description == "at character 12: expected a number after 'L'")
    #expect("\(error)" == error.description)
  }

  /// Thousands of random strings over the grammar's alphabet (plus a few strangers) never trap, and
  /// either parse into a finite path or fail at an offset within the string.
  @Test func randomStringsNeverTrap() {
    let alphabet = Array("MmLlHhVvCcSsQqTtAaZz0123456789012345678901.,-+eE  \t\n.-,1e99X#é")
    var rng = SplitMix64(seed: 0x5EED)
    var parsed = 0
    for round in 0..<6000 {
      let length = rng.int(0...40)
      var text = round % 2 == 0 ? "M" : ""
      for _ in 0..<length { text.append(alphabet[rng.int(0...(alphabet.count - 1))]) }
      do {
        let path = try Path(svgPathData: text)
        #expect(path.isFinite)
        parsed += 1
      } catch {
        #expect(error.offset >= 0 && error.offset <= text.count)
        #expect(!error.message.isEmpty)
      }
    }
    // The alphabet is rich enough that some strings are valid.
    #expect(parsed > 50)
  }

  /// Random well-formed data (random commands, numbers in assorted spellings) always parses.
  @Test func randomValidDataParses() throws {
    var rng = SplitMix64(seed: 42)
    let letters = Array("MmLlHhVvCcSsQqTtAaZz")
    let arity: [Character: Int] = [
      "M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7, "Z": 0,
    ]
    for _ in 0..<1000 {
      var text = "M\(rng.int(-9...9)) \(rng.int(-9...9))"
      var commands = 1
      for _ in 0..<rng.int(0...12) {
        let letter = letters[rng.int(0...(letters.count - 1))]
        text.append(rng.int(0...1) == 0 ? " " : "")
        text.append(letter)
        commands += 1
        let count = arity[Character(letter.uppercased())]!
        for group in 0..<(count == 0 ? 0 : rng.int(1...3)) {
          if group > 0 { commands += 1 }
          for k in 0..<count {
            let isFlag = letter.uppercased() == "A" && (k == 3 || k == 4)
            let number: String
            if isFlag {
              number = "\(rng.int(0...1))"
            } else {
              switch rng.int(0...3) {
              case 0: number = "\(rng.int(-50...50))"
              case 1: number = "\(rng.double(-50...50))"
              case 2: number = ".\(rng.int(0...999))"
              default: number = "\(rng.int(1...9))e\(rng.int(-2...2))"
              }
            }
            text.append(k == 0 && group == 0 ? " " : [" ", ",", " , "][rng.int(0...2)])
            text.append(number)
          }
        }
      }
      let path = try Path(svgPathData: text)
      #expect(path.isFinite)
      #expect(commands > 0)
    }
  }
}

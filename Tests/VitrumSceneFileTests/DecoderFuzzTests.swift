import Foundation
import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumSceneFile

/// Deterministic mutation fuzzing of the whole scene-file reader (parser and decoder), seeded with every
/// bundled scene and the broken corpus.
///
/// Each iteration mutates a seed, by bytes or by JSON structure, and decodes it. Whatever the input, the
/// decoder must return a document or throw a ``SceneFileError`` located inside the input (line and column
/// ≥ 1 and within the text); it must never trap. A document it accepts must survive encoding: the encoder
/// either refuses it with a ``SceneEncodingError`` or writes bytes that decode to the same scene.
///
/// A failure names its iteration; rerun with `iterations` cut to that number to reproduce it.
@Suite("Decoder fuzz")
struct DecoderFuzzTests {
  /// The project's seeded generator (SplitMix64): every run fuzzes the same inputs, and a failure,
  /// named by its iteration, reproduces.
  typealias SplitMix64 = SeededRandom

  struct Seed {
    var name: String
    var bytes: [UInt8]
    /// The parsed document, when the seed is JSON the parser accepts.
    var tree: JSONTree?
    /// Where the seed's relative image paths resolve.
    var folder: String
  }

  static let seeds: [Seed] = {
    let files =
      Repository.bundledScenes.map { ($0, Repository.scenes.path) }
      + Repository.jsonFiles(in: Repository.brokenScenes).map { ($0, Repository.brokenScenes.path) }
    return files.compactMap { url, folder in
      guard let data = try? Data(contentsOf: url) else { return nil }
      let tree = try? JSONTree(JSONParser.parse(data))
      return Seed(name: url.lastPathComponent, bytes: [UInt8](data), tree: tree, folder: folder)
    }
  }()

  static let bundledSeeds = seeds.filter { $0.folder == Repository.scenes.path }

  static let interestingBytes: [UInt8] =
    Array("{}[],:\"\\ -+.0123456789eE#/tnf\n\r\t".utf8) + [
      0x00, 0x1F, 0x7F, 0x80, 0xC3, 0xE2, 0xEF, 0xF0, 0xFF,
    ]

  /// Number literals that probe ranges, limits and the parser's number grammar (some are not JSON).
  static let nastyNumbers = [
    "1e999", "-1e999", "NaN", "Infinity", "-0", "0", "-1", "1e308", "-1e308", "4.9e-324", "1e-320",
    "123456789012345678901234567890", "1000000", "1000001", "8192", "8193", "2000", "2001", "36001",
    "0.0000001",
    "1E400", "01", "1.", ".5", "0x10", "1e-7", "256", "257", "65",
  ]

  /// Strings that probe ids, colours, enums, paths and image sources.
  static let nastyStrings = [
    "", "#", "#FFF", "#FFFFFFFFF", "#GGGGGG", "regular", "claer", "group", "container", "rect", "roundedRect",
    "capsule", "circle", "ellipse", "path", "text", "image", "timerDigits", "nonzero", "evenodd", "M0 0 L",
    "M0 0 A 1 1 0 1 1 1e6 1e6", "Z", "assets/backdrop.png", "/dev/null", "../assets/backdrop.png", "a\u{301}",
    "\u{0}", "\u{FEFF}", String(repeating: "x", count: 300), "vitrum-scene/1", "vitrum-scene/2",
    "vitrum-scene/3", "forever", "instant", "crossFade", "essential", "matchedGeometry", "materialize",
    "identity",
    "mm:ss", "jump-none", "bouncy", "easeInOut", "top",
  ]

  static let nodeTypes = [
    "group", "container", "rect", "roundedRect", "capsule", "circle", "ellipse", "path", "text", "image",
  ]

  // MARK: Mutations

  static func mutateBytes(_ input: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
    var bytes = input
    for _ in 0..<(1 + random.below(3)) {
      let position = random.below(bytes.count + 1)
      switch random.below(6) {
      case 0 where !bytes.isEmpty:
        bytes[min(position, bytes.count - 1)] ^= UInt8(1) << UInt8(random.below(8))
      case 1 where !bytes.isEmpty:
        bytes[min(position, bytes.count - 1)] = random.element(of: interestingBytes)
      case 2:
        bytes.insert(
          contentsOf: (0..<(1 + random.below(3))).map { _ in random.element(of: interestingBytes) },
          at: position)
      case 3 where !bytes.isEmpty:
        let end = min(bytes.count, position + 1 + random.below(16))
        bytes.removeSubrange(min(position, end)..<end)
      case 4 where !bytes.isEmpty:
        let start = min(position, bytes.count - 1)
        let end = min(bytes.count, start + 1 + random.below(64))
        bytes.insert(contentsOf: bytes[start..<end], at: random.below(bytes.count + 1))
      default:
        bytes.removeSubrange(min(position, bytes.count)...)
      }
    }
    return bytes
  }

  static func mutateTree(_ tree: JSONTree, _ random: inout SplitMix64) -> JSONTree {
    var document = tree
    for _ in 0..<(1 + random.below(2)) {
      let all = document.allPaths
      let (path, value) = random.element(of: all)
      switch random.below(9) {
      case 0:
        // A nasty number wherever a number is (or anywhere, for type confusion).
        let numbers = all.filter { if case .number = $0.value { true } else { false } }
        let target = numbers.isEmpty || random.chance(20) ? path : random.element(of: numbers).path
        document = document.replacing(target, with: .number(random.element(of: nastyNumbers)))
      case 1:
        // Drop a member or an element.
        document = document.removing(path)
      case 2:
        // Duplicate: an array element (say a child, with its id), or an object member (a duplicate key).
        if case .index = path.last {
          document.modify(path.dropLast()[...]) { parent in
            if case .array(var elements) = parent, case .index(let i)? = path.last {
              elements.insert(value, at: i)
              parent = .array(elements)
            }
          }
        } else if case .key(let key)? = path.last {
          document = document.adding(key: key, value: value, at: Array(path.dropLast()))
        }
      case 3:
        // Change a node type (or a clip type) to another type.
        let types = all.filter { $0.path.last == .key("type") }
        if let (typePath, _) = types.isEmpty ? nil : random.element(of: types) {
          document = document.replacing(typePath, with: .string(random.element(of: nodeTypes + ["zzz"])))
        }
      case 4:
        // Nest deeper: in an array, in a group's children, or as a group's mask.
        let wrapped: JSONTree
        switch random.below(3) {
        case 0: wrapped = .array([value])
        case 1:
          wrapped = .object([
            .init(key: "type", value: .string("group")), .init(key: "children", value: .array([value])),
          ])
        default:
          wrapped = .object([.init(key: "type", value: .string("group")), .init(key: "mask", value: value)])
        }
        document = document.replacing(path, with: wrapped)
      case 5:
        let strings = all.filter { if case .string = $0.value { true } else { false } }
        let target = strings.isEmpty || random.chance(20) ? path : random.element(of: strings).path
        document = document.replacing(target, with: .string(random.element(of: nastyStrings)))
      case 6:
        // Type confusion: a copy of another value of the document.
        document = document.replacing(path, with: random.element(of: all).value)
      case 7:
        document = document.replacing(
          path, with: random.element(of: [.null, .bool(true), .array([]), .object([])]))
      default:
        // An unknown or misspelt field.
        if case .object = value {
          let key = random.element(of: ["tnit", "widht", "chidlren", "spacing", "id", "type", "zzz", ""])
          document = document.adding(key: key, value: .number("1"), at: path)
        }
      }
    }
    return document
  }

  // MARK: Invariants

  /// The length in Unicode scalars of each line, counted as the parser counts (LF, CRLF and lone CR end a
  /// line; continuation bytes do not count; a leading byte-order mark is not part of line 1).
  static func lineLengths(_ bytes: [UInt8]) -> [Int] {
    var lengths = [0]
    var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while i < bytes.count {
      let byte = bytes[i]
      if byte == 0x0A || (byte == 0x0D && !(i + 1 < bytes.count && bytes[i + 1] == 0x0A)) {
        lengths.append(0)
      } else if byte & 0xC0 != 0x80 {
        lengths[lengths.count - 1] += 1
      }
      i += 1
    }
    return lengths
  }

  /// Decodes `bytes`: the outcome (`accepted` or the error code) and what is wrong with it, if anything.
  static func check(_ bytes: [UInt8], folder: String) -> (outcome: String, problem: String?) {
    let document: SceneDocument
    do {
      document = try SceneFile.decode(Data(bytes), baseDirectory: folder, file: "fuzz.json")
    } catch {
      return ("\(error.code)", problem(with: error, in: bytes))
    }
    return ("accepted", reencodingProblem(document, folder: folder))
  }

  /// What is wrong with an error, or nil if it is well formed and located inside the input.
  static func problem(with error: SceneFileError, in bytes: [UInt8]) -> String? {
    guard error.code != .io else { return "an .io error from bytes: \(error)" }
    guard let line = error.line, let column = error.column else { return "no location: \(error)" }
    let lengths = lineLengths(bytes)
    guard line >= 1, column >= 1, line <= lengths.count, column <= lengths[line - 1] + 1 else {
      return "location \(line):\(column) outside the input (\(lengths.count) lines): \(error)"
    }
    guard !error.message.isEmpty, error.file == "fuzz.json" else { return "malformed error: \(error)" }
    return nil
  }

  /// What goes wrong writing an accepted document back, or nil if nothing does.
  static func reencodingProblem(_ document: SceneDocument, folder: String) -> String? {
    // Accepted: the encoder must refuse it cleanly or write it back faithfully.
    let data: Data
    do {
      data = try SceneFile.encode(document.scene, suggestedScale: document.suggestedScale, imageBase: folder)
    } catch is SceneEncodingError {
      return nil
    } catch {
      return "encoder threw \(error)"
    }
    do {
      let again = try SceneFile.decode(data, baseDirectory: folder)
      let differences = SceneEncoderTests.differences(document.scene, again.scene)
      return differences.isEmpty ? nil : "re-encoding changed the scene: \(differences.prefix(3))"
    } catch {
      return error.code == .limit ? nil : "the encoder wrote a document the decoder refuses: \(error)"
    }
  }

  static let iterations = 5_000

  @Test func mutatedScenesDecodeOrFailCleanly() throws {
    #expect(Self.seeds.count >= 40)
    var random = SplitMix64(seed: 0x5EED_F00D)
    var outcomes: [String: Int] = [:]
    var failures = 0
    for iteration in 0..<Self.iterations {
      // Half the time a bundled scene, which mutations keep close to valid, so that most inputs get
      // past the parser into the decoder.
      let seed = random.chance(50) ? random.element(of: Self.bundledSeeds) : random.element(of: Self.seeds)
      var bytes: [UInt8]
      if let tree = seed.tree, random.chance(75) {
        bytes = Array(Self.mutateTree(tree, &random).text.utf8)
        if random.chance(10) { bytes = Self.mutateBytes(bytes, &random) }
      } else {
        bytes = Self.mutateBytes(seed.bytes, &random)
      }
      let (outcome, problem) = Self.check(bytes, folder: seed.folder)
      outcomes[outcome, default: 0] += 1
      if let problem {
        failures += 1
        let shown = String(decoding: bytes.prefix(600), as: UTF8.self)
        Issue.record("iteration \(iteration), seed \(seed.name): \(problem)\ninput: \(shown)")
        if failures >= 10 { break }
      }
    }
    // The mutations must reach past the parser: documents accepted, and every kind of decoder error.
    for code in ["accepted", "syntax", "type", "unknownField", "missingField", "invalidValue", "limit"] {
      #expect(outcomes[code, default: 0] >= 10, "\(outcomes)")
    }
  }

  /// The line-length helper agrees with the parser on the tricky cases.
  @Test func lineLengthsMatchTheParser() {
    // The CR of a CRLF takes a column, as the parser's locator counts it; a lone CR ends a line.
    #expect(Self.lineLengths(Array("ab\r\ncd\re\u{e9}\n".utf8)) == [3, 2, 2, 0])
    let error = decodeError { _ = try SceneFile.decode(Data("[1,\r\n2,\r\n".utf8), baseDirectory: "/") }
    #expect(error?.line == 3 && error?.column == 1 && error?.message == "unexpected end of file")
    let crlf = decodeError { _ = try SceneFile.decode(Data("[1,\r\nx]".utf8), baseDirectory: "/") }
    #expect(crlf?.line == 2 && crlf?.column == 1)
    #expect(Self.lineLengths([0xEF, 0xBB, 0xBF, 0x41]) == [1])
    #expect(Self.lineLengths([]) == [0])
  }
}

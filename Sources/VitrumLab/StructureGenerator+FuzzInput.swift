import VitrumAnimation
import VitrumGeometry
import VitrumScene

extension StructureGenerator {
  /// The scene the renderer fuzz target (Tools/fuzz-renderer) renders for an input: the first byte chooses
  /// the kind — bit 0 extremes, bit 1 a spacing of 12 pt (merging, checked for traps only) instead of 0 —
  /// and the rest make the generator's decisions, at 96 × 72 points.
  public static func scene(fromFuzzInput bytes: UnsafeBufferPointer<UInt8>) -> (
    scene: Scene, spacingZero: Bool
  ) {
    let kind = bytes.first ?? 0
    let spacingZero = kind & 2 == 0
    let generator = StructureGenerator(
      size: Size(96, 72), spacing: spacingZero ? 0 : 12, maximumDepth: 4, extremes: kind & 1 != 0)
    var random = InputBytes(bytes, from: 1)
    return (generator.scene(using: &random), spacingZero)
  }

  /// The case the renderer fuzz target checks for an input: its scene (as `scene(fromFuzzInput:)`), and
  /// when bit 2 of the first byte is set a timeline over it (`AnimatedStructure`) whose decisions come from
  /// the bytes after the scene's.
  public static func fuzzCase(fromFuzzInput bytes: UnsafeBufferPointer<UInt8>) -> (
    scene: Scene, spacingZero: Bool, animation: AnimatedStructure?
  ) {
    let kind = bytes.first ?? 0
    let spacingZero = kind & 2 == 0
    let generator = StructureGenerator(
      size: Size(96, 72), spacing: spacingZero ? 0 : 12, maximumDepth: 4, extremes: kind & 1 != 0)
    var random = InputBytes(bytes, from: 1)
    let scene = generator.scene(using: &random)
    guard kind & 4 != 0 else { return (scene, spacingZero, nil) }
    return (
      scene, spacingZero, AnimatedStructure.make(scene: scene, spacingZero: spacingZero, using: &random)
    )
  }
}

/// Decisions drawn from the input: its bytes eight at a time, then a generator seeded from all of them,
/// so a short input still makes a whole scene and a mutated byte changes one early decision.
struct InputBytes: RandomNumberGenerator {
  let bytes: UnsafeBufferPointer<UInt8>
  var position: Int
  var rest: SeededRandom

  init(_ bytes: UnsafeBufferPointer<UInt8>, from position: Int) {
    self.bytes = bytes
    self.position = position
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
    rest = SeededRandom(seed: hash)
  }

  mutating func next() -> UInt64 {
    guard position + 8 <= bytes.count else { return rest.next() }
    var value: UInt64 = 0
    for i in 0..<8 { value |= UInt64(bytes[position + i]) << (8 * i) }
    position += 8
    return value
  }
}

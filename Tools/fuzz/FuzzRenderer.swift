// libFuzzer entry point for the renderer: the input's bytes make every decision of a generated scene tree
// (StructureGenerator: containers in every structure, glass parameters, transforms, sizes — with
// `extremes`, values at the edges of their legal ranges), which is rendered small in both modes. With bit 2
// of the first byte set the scene is animated (AnimatedStructure: springs over the whole accepted range of
// mass, stiffness and damping, repeating and stepping curves, keyframes, chains of morphs by glass id) and
// rendered at a few instants, with full motion and under Reduce Motion.
// Built and run by Tools/fuzz-renderer together with StructureGenerator*.swift and RenderCheck.swift;
// not part of the package. `vitrum generate structure --fuzz-input FILE` writes an input's scene (without
// its timeline).
//
// A trap is a finding; so is a broken promise (RenderCheck: an error rendering a legal scene — a presented
// value that is not finite among them — or spacing-0 container mode differing from per-node), turned into
// a trap so libFuzzer saves the input; a render slower than libFuzzer's -timeout is reported as a hang.

import VitrumAnimation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRenderer(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start, count > 0 else { return 0 }
  let bytes = UnsafeBufferPointer(start: start, count: count)
  let (scene, spacingZero, animation) = StructureGenerator.fuzzCase(fromFuzzInput: bytes)
  guard let animation else {
    if let finding = RenderCheck.check(scene, spacingZero: spacingZero) {
      fatalError("renderer finding: \(finding)")
    }
    return 0
  }
  if let finding = AnimatedStructure.check(animation) { fatalError("renderer finding: \(finding)") }
  return 0
}

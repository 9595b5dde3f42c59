// libFuzzer entry point for the scene-file reader (JSON parser + decoder) and, for documents it accepts,
// the encoder. Built and run by Tools/fuzz-decoder; not part of the package.
//
// Any trap is a finding. Beyond traps, a violated invariant is turned into one (fatalError), so libFuzzer
// saves the input:
//   - every error is a SceneFileError with a line and column ≥ 1 (decoding bytes never yields .io);
//   - an accepted document encodes, or is refused with a SceneEncodingError, and what the encoder
//     writes decodes again (unless it runs into a size limit).

import Foundation
import VitrumSceneFile

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecoder(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = start.map { Data(bytes: $0, count: count) } ?? Data()
  let document: SceneDocument
  do {
    document = try SceneFile.decode(data, baseDirectory: "/nonexistent")
  } catch {
    guard error.code != .io, let line = error.line, let column = error.column, line >= 1, column >= 1 else {
      fatalError("badly located error: \(error)")
    }
    return 0
  }
  let encoded: Data
  do {
    encoded = try SceneFile.encode(
      document.scene, suggestedScale: document.suggestedScale, imageBase: "/nonexistent")
  } catch is SceneEncodingError {
    return 0
  } catch {
    fatalError("the encoder threw \(error)")
  }
  do {
    _ = try SceneFile.decode(encoded, baseDirectory: "/nonexistent")
  } catch  where error.code != .limit {
    fatalError("the encoder wrote a document the decoder refuses: \(error)")
  } catch {}
  return 0
}

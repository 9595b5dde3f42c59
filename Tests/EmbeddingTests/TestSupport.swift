import Foundation
import VitrumRender
import VitrumSceneFile

/// Paths the embedding tests share.
enum TestSupport {
  /// The repository root (this file is Tests/EmbeddingTests/TestSupport.swift).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func scenePath(_ name: String) -> String { root.appendingPathComponent("Scenes/\(name).json").path }

  static func load(_ name: String) throws -> SceneDocument { try SceneFile.load(path: scenePath(name)) }

  /// Every scene in Scenes/, by name.
  static let bundledScenes: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Scenes").path)) ?? [])
    .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
}

/// Pixels a test owns, as a host owns a window's buffer: rows padded past the frame, filled with a
/// pattern no frame draws, so pixels a render should not touch can be told apart.
final class HostBuffer {
  let width: Int
  let height: Int
  let bytesPerRow: Int
  let base: UnsafeMutableRawPointer
  static let untouched: UInt32 = 0xDEAD_BEEF

  init(width: Int, height: Int, padding: Int = 24) {
    self.width = width
    self.height = height
    bytesPerRow = (width + padding) * 4
    base = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 16)
    base.initializeMemory(as: UInt32.self, repeating: Self.untouched, count: bytesPerRow * height / 4)
  }

  deinit { base.deallocate() }

  var buffer: PixelBuffer {
    // A layout of whole words with rows at least as long as the pixels: never refused.
    try! PixelBuffer(base: base, width: width, height: height, bytesPerRow: bytesPerRow)
  }

  /// The top-left `width` × `height` pixels, row by row.
  func pixels(width: Int, height: Int) -> [UInt32] {
    var out: [UInt32] = []
    out.reserveCapacity(width * height)
    for y in 0..<height {
      let row = (base + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
      out.append(contentsOf: UnsafeBufferPointer(start: row, count: width))
    }
    return out
  }

  /// Every pixel, padding included.
  var all: [UInt32] {
    Array(
      UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt32.self), count: bytesPerRow * height / 4))
  }

  /// Copies the pixels of `rects` from another buffer of the same layout: a host blitting damage.
  func copy(_ rects: [PixelRect], from other: HostBuffer) {
    for rect in rects {
      for y in rect.y..<rect.maxY {
        (base + y * bytesPerRow + rect.x * 4).copyMemory(
          from: other.base + y * other.bytesPerRow + rect.x * 4, byteCount: rect.width * 4)
      }
    }
  }
}

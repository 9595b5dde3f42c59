import Foundation
import Testing
import VitrumGeometry

@testable import VitrumRender

/// The fast PNG writer decodes to exactly the pixels Cairo's writer decodes to, on generated images of
/// every kind it distinguishes: opaque (written as RGB) or not (RGBA), one pixel wide or tall, padded rows,
/// flat runs and noise.
@Suite struct PNGEncoderTests {
  /// A random image of premultiplied pixels: noise, flat runs and gradients, opaque or with alpha of every
  /// level (channels never above alpha, as premultiplied pixels are).
  static func image(width: Int, height: Int, opaque: Bool, rng: inout SeededRandom) -> [UInt32] {
    var pixels = [UInt32](repeating: 0, count: width * height)
    var run: UInt32 = 0
    for i in pixels.indices {
      switch rng.index(4) {
      case 0: break  // the run goes on: a flat area
      case 1: run = run &+ 0x0001_0203  // a gradient
      default: run = UInt32(truncatingIfNeeded: rng.next())  // noise
      }
      let alpha = opaque ? 255 : [0, 1, 127, 254, 255, UInt32(rng.index(256))][rng.index(6)]
      func channel(_ shift: UInt32) -> UInt32 { ((run >> shift) & 0xFF) * alpha / 255 }
      pixels[i] = alpha << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }
    return pixels
  }

  /// Decodes PNG bytes through Cairo, as `ImageSurface.loadPNG` does.
  static func decode(_ data: Data) throws -> [UInt32] {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).png").path
    defer { unlink(path) }
    try data.write(to: URL(fileURLWithPath: path))
    return try ImageSurface.loadPNG(path: path).pixelArray()
  }

  @Test func decodesToWhatCairosWriterDecodesTo() throws {
    var rng = SeededRandom(seed: 28)
    let sizes = [(1, 1), (1, 7), (9, 1), (2, 2), (3, 5), (17, 13), (64, 3), (101, 67)]
    for (width, height) in sizes {
      for opaque in [true, false] {
        let pixels = Self.image(width: width, height: height, opaque: opaque, rng: &rng)
        let surface = try #require(ImageSurface(pixels: pixels, width: width, height: height))
        let fast = try surface.pngData(compression: .fast)
        let cairo = try surface.pngData(compression: .smallest)
        #expect(try Self.decode(fast) == Self.decode(cairo), "\(width)×\(height), opaque \(opaque)")
        // Colour type: RGB for opaque images, RGBA otherwise, as Cairo writes them.
        #expect(fast[25] == cairo[25] && fast[25] == (opaque ? 2 : 6), "\(width)×\(height)")
      }
    }
  }

  /// Rows further apart than their width (a surface viewing a caller's buffer) are read row by row.
  @Test func paddedRowsAreSkipped() throws {
    var rng = SeededRandom(seed: 7)
    let width = 13
    let height = 9
    let rowPixels = 16
    let padded = Self.image(width: rowPixels, height: height, opaque: false, rng: &rng)
    let packed = (0..<height).flatMap { y in padded[(y * rowPixels)..<(y * rowPixels + width)] }
    let data = try padded.withUnsafeBufferPointer {
      try PNGEncoder.encode($0.baseAddress!, width: width, height: height, rowPixels: rowPixels)
    }
    let reference = try #require(ImageSurface(pixels: packed, width: width, height: height))
    #expect(try Self.decode(data) == Self.decode(reference.pngData(compression: .smallest)))
  }

  /// The same pixels give the same bytes: frames written by any process on any thread count match.
  @Test func sameImageSameBytes() throws {
    var rng = SeededRandom(seed: 3)
    let pixels = Self.image(width: 40, height: 30, opaque: false, rng: &rng)
    let a = try #require(ImageSurface(pixels: pixels, width: 40, height: 30))
    let b = try #require(ImageSurface(pixels: pixels, width: 40, height: 30))
    #expect(try a.pngData(compression: .fast) == b.pngData(compression: .fast))
  }

  /// A rendered frame (text, glass, gradients) too: what `vitrum play` writes.
  @Test func renderedFrameDecodesAlike() throws {
    let scene = try TimelineSceneTests.load("hud-overlays")
    let frame = try CairoRenderer(options: .init(scale: 0.5)).render(scene.scene)
    let fast = try frame.surface.pngData(compression: .fast)
    let cairo = try frame.surface.pngData(compression: .smallest)
    #expect(try Self.decode(fast) == Self.decode(cairo))
  }
}

import Foundation
import Testing
import VitrumAnimation
import VitrumGeometry
import VitrumRender
import VitrumScene

@testable import VitrumPlayback

/// The PNG folder's names and completeness check, and what the ffmpeg sink does without ffmpeg.
@Suite struct SinkTests {
  static func frame() throws -> RenderedFrame {
    let scene = Scene(size: Size(20, 10), background: .solid(Color(hex: "#3366CC")!))
    return try CairoRenderer(options: .init(scale: 1)).render(scene)
  }

  @Test func folderNamesFramesByAbsoluteIndex() throws {
    #expect(PNGFolderSink.fileName(ofFrame: 0) == "frame-000000.png")
    #expect(PNGFolderSink.fileName(ofFrame: 1234) == "frame-001234.png")
    #expect(PNGFolderSink.fileName(ofFrame: 12_345_678) == "frame-12345678.png")
  }

  @Test func completeFramesAreRecognised() throws {
    let folder = try TestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sink = try PNGFolderSink(folder: folder.appendingPathComponent("nested/frames").path)
    try sink.write(try Self.frame(), index: 7)
    try sink.finish()
    #expect(sink.hasCompleteFrame(7, width: 20, height: 10))
    #expect(!sink.hasCompleteFrame(7, width: 40, height: 20), "another size is another render")
    #expect(!sink.hasCompleteFrame(8, width: 20, height: 10))
    // A file cut short (written by something else, or lost by a disk) is not complete.
    let path = sink.path(ofFrame: 7)
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    try data.prefix(data.count - 5).write(to: URL(fileURLWithPath: path))
    #expect(!sink.hasCompleteFrame(7, width: 20, height: 10))
    try Data("not a png".utf8).write(to: URL(fileURLWithPath: sink.path(ofFrame: 9)))
    #expect(!sink.hasCompleteFrame(9, width: 20, height: 10))
  }

  @Test func aFileIsNotAFolder() throws {
    let folder = try TestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("taken")
    try Data().write(to: file)
    #expect(throws: PlaybackError(.io, "\(file.path): exists and is not a folder")) {
      try PNGFolderSink(folder: file.path)
    }
  }

  @Test func missingFFmpegIsNamed() throws {
    let folder = try TestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let error = #expect(throws: PlaybackError.self) {
      try FFmpegSink(
        path: folder.appendingPathComponent("out.mp4").path, rate: try FrameRate(frames: 30),
        searchPath: folder.path)
    }
    #expect(error?.code == .missingProgram)
    #expect(error?.message.contains("ffmpeg not found on PATH") == true)
  }

  @Test func videoFormatsByExtension() {
    #expect(FFmpegSink.Format(path: "a/b.MP4") == .mp4)
    #expect(FFmpegSink.Format(path: "x.webm") == .webm)
    #expect(FFmpegSink.Format(path: "x.gif") == .gif)
    #expect(FFmpegSink.Format(path: "x.png") == .png)
    #expect(FFmpegSink.Format(path: "frames") == nil)
    #expect(FFmpegSink.Format(path: "x.mov") == nil)
  }

  /// Premultiplied pixels become straight-alpha BGRA bytes, rounded as Cairo's PNG writer rounds.
  @Test func pixelsAreUnpremultiplied() {
    // Opaque orange; half-transparent red premultiplied (0x80 × 1.0); fully transparent; a padding pixel
    // past the row's end that must not be read.
    let pixels: [UInt32] = [0xFFFF_8000, 0x8080_0000, 0x0000_0000, 0x1234_5678]
    let bytes = pixels.withUnsafeBufferPointer {
      FFmpegSink.straightBGRA($0.baseAddress!, width: 3, height: 1, rowPixels: 4)
    }
    #expect(bytes == [0x00, 0x80, 0xFF, 0xFF, 0x00, 0x00, 0xFF, 0x80, 0, 0, 0, 0])
  }

  /// The sRGB profile is a well-formed ICC header (its size, version 2.1, an RGB display profile) and goes
  /// into a GIF as an application extension right after the global colour table, in 255-byte blocks.
  @Test func gifGetsTheSRGBProfileAfterItsColourTable() throws {
    let profile = SRGBProfile.bytes
    let size = profile[0..<4].reduce(0) { $0 << 8 | Int($1) }
    #expect(size == profile.count && profile.count % 4 == 0)
    #expect(
      Array(profile[12..<20]) == Array("mntrRGB ".utf8) && Array(profile[36..<40]) == Array("acsp".utf8))
    // A 1 × 1 GIF87a with a two-colour global table (packed 0x80: table of 2 entries).
    let gif: [UInt8] =
      Array("GIF87a".utf8) + [1, 0, 1, 0, 0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
      + [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0, 0x3B]
    let tagged = try #require(GIFColorProfile.tagging(gif))
    #expect(Array(tagged[0..<6]) == Array("GIF89a".utf8), "extensions need 89a")
    #expect(Array(tagged[6..<19]) == Array(gif[6..<19]))
    #expect(
      Array(tagged[19..<22]) == [0x21, 0xFF, 0x0B] && Array(tagged[22..<33]) == Array("ICCRGBG1012".utf8))
    var offset = 33
    var payload: [UInt8] = []
    while tagged[offset] != 0 {
      let count = Int(tagged[offset])
      payload += tagged[(offset + 1)...(offset + count)]
      offset += count + 1
    }
    #expect(payload == profile)
    #expect(Array(tagged[(offset + 1)...]) == Array(gif[19...]), "the image follows unchanged")
    #expect(GIFColorProfile.tagging(Array("PNG".utf8)) == nil)
  }
}

import Foundation
import Testing
import VitrumRender

/// The colour of `vitrum play`'s videos: mp4 and webm tagged BT.709 (primaries, transfer, matrix, limited
/// range) and, decoded by ffmpeg honouring those tags, the same colours as the PNG frames on flat
/// patches; animated PNG and GIF marked sRGB.
@Suite(.serialized) struct VideoColourTests {
  typealias Play = PlayCommandTests

  /// Three frames of the return timer at scale 1: the teal hills, the dark buttons, the purple sky.
  static let frames = ["play", "Scenes/return-timer.json", "--scale", "1", "--fps", "10", "--frames", "5:8"]
  static let (width, height) = (600, 440)

  /// What ffmpeg or ffprobe prints for `arguments`.
  static func output(of program: String, _ arguments: [String]) throws -> Data {
    let tool = try #require(Play.which(program), "\(program) (part of ffmpeg, Tools/install-deps) is needed")
    let process = try Play.spawn(arguments, program: tool)
    let out = (process.standardOutput as! Pipe).fileHandleForReading.readDataToEndOfFile()
    _ = (process.standardError as! Pipe).fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(program) \(arguments)")
    return out
  }

  /// The video's decoded frames as RGB bytes; ffmpeg picks the matrix and range from the stream's tags.
  static func decoded(_ video: String) throws -> [UInt8] {
    [UInt8](
      try output(of: "ffmpeg", ["-v", "error", "-i", video, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]))
  }

  /// Differences between a PNG frame and a decoded one over flat patches: each 8 × 8 block whose
  /// 24 × 24 neighbourhood spans at most 2 levels in every channel of the PNG (away from edges, where
  /// 4:2:0 chroma and the codec's transform blur any encoding).
  static func flatDifferences(png: ImageSurface, video: ArraySlice<UInt8>) -> [Int] {
    let (bw, bh) = (width / 8, height / 8)
    let pixels = png.pixelArray()
    func channel(_ x: Int, _ y: Int, _ c: Int) -> Int {
      Int((pixels[y * width + x] >> UInt32(16 - 8 * c)) & 0xFF)
    }
    var low = [[Int]](repeating: [255, 255, 255], count: bw * bh)
    var high = [[Int]](repeating: [0, 0, 0], count: bw * bh)
    for y in 0..<(bh * 8) {
      for x in 0..<(bw * 8) {
        let block = (y / 8) * bw + x / 8
        for c in 0..<3 {
          low[block][c] = min(low[block][c], channel(x, y, c))
          high[block][c] = max(high[block][c], channel(x, y, c))
        }
      }
    }
    var differences: [Int] = []
    for by in 1..<(bh - 1) {
      for bx in 1..<(bw - 1) {
        let flat = (0..<3).allSatisfy { c in
          let around = [-1, 0, 1].flatMap { dy in [-1, 0, 1].map { dx in (by + dy) * bw + bx + dx } }
          return around.map { high[$0][c] }.max()! - around.map { low[$0][c] }.min()! <= 2
        }
        guard flat else { continue }
        for y in (by * 8)..<(by * 8 + 8) {
          for x in (bx * 8)..<(bx * 8 + 8) {
            for c in 0..<3 {
              differences.append(
                abs(Int(video[video.startIndex + (y * width + x) * 3 + c]) - channel(x, y, c)))
            }
          }
        }
      }
    }
    return differences
  }

  @Test(arguments: ["mp4", "webm"])
  func videoIsTaggedBT709AndDecodesToTheFramesColours(format: String) throws {
    let folder = try CommandLineTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pngs = folder.appendingPathComponent("frames")
    let video = folder.appendingPathComponent("clip.\(format)").path
    for target in [pngs.path, video] {
      let result = try Play.run(Self.frames + ["-o", target])
      #expect(result.status == 0, "stderr: \(result.stderr)")
    }
    let tags = String(
      decoding: try Self.output(
        of: "ffprobe",
        [
          "-v", "error", "-select_streams", "v:0", "-show_entries",
          "stream=color_range,color_space,color_transfer,color_primaries", "-of", "default=nw=1", video,
        ]), as: UTF8.self)
    for tag in ["color_range=tv", "color_space=bt709", "color_transfer=bt709", "color_primaries=bt709"] {
      #expect(tags.contains(tag), "\(format): \(tags)")
    }
    let decoded = try Self.decoded(video)
    let frameBytes = Self.width * Self.height * 3
    #expect(decoded.count == 3 * frameBytes)
    var differences: [Int] = []
    for (i, name) in try Play.files(pngs).enumerated() where decoded.count >= (i + 1) * frameBytes {
      let png = try ImageSurface.loadPNG(path: pngs.appendingPathComponent(name).path)
      differences += Self.flatDifferences(png: png, video: decoded[(i * frameBytes)..<((i + 1) * frameBytes)])
    }
    #expect(differences.count > 50_000, "flat patches cover a good part of the frames")
    let mean = Double(differences.reduce(0, +)) / Double(max(differences.count, 1))
    #expect(mean <= 2, "\(format): mean difference \(mean) levels on flat patches")
    #expect(differences.max() ?? 0 <= 10, "\(format): largest difference \(differences.max() ?? 0) levels")
  }

  /// Animated PNG carries the sRGB chunk; GIF, which has no colour tag, an sRGB ICC profile.
  @Test func animatedPNGAndGIFSaySRGB() throws {
    let folder = try CommandLineTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (format, marker) in [("png", "sRGB"), ("gif", "ICCRGBG1012")] {
      let path = folder.appendingPathComponent("clip.\(format)").path
      let result = try Play.run(
        ["play", "Scenes/morph-by-id.json", "-o", path, "--frames", "10:12"] + Play.quick)
      #expect(result.status == 0, "stderr: \(result.stderr)")
      let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      #expect(bytes.range(of: Data(marker.utf8)) != nil, "\(format) without \(marker)")
      #expect(try Play.videoFrames(path) == 2, "\(format) still decodes")
    }
  }
}

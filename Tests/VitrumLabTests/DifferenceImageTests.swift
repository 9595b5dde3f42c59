import Testing

@testable import VitrumLab

@Suite struct DifferenceImageTests {
  @Test func identicalFramesShowOnlyTheDimmedCopy() throws {
    let frame: [UInt32] = [0xFF00_0000, 0xFFFF_FFFF, 0xFF30_6090]
    let image = try #require(DifferenceImage(frame, frame, width: 3, height: 1))
    #expect(image.changedPixels == 0 && image.maxDelta == 0 && image.amplification == 1)
    // 16 + (sum of channels) / 12: black → 16, white → 16 + 765 / 12 = 79, (0x30 + 0x60 + 0x90) = 288 → 40.
    #expect(image.pixels == [0xFF10_1010, 0xFF4F_4F4F, 0xFF28_2828])
    #expect(image.caption == "The frames are identical: no pixel differs.")
  }

  /// The largest difference maps to full yellow: one level is amplified 255 times.
  @Test func oneLevelShowsAtFullStrength() throws {
    let image = try #require(
      DifferenceImage([0xFF00_0000, 0xFF80_8080], [0xFF00_0000, 0xFF81_8080], width: 2, height: 1))
    #expect(image.maxDelta == 1 && image.amplification == 255 && image.changedPixels == 1)
    #expect(image.pixels == [0xFF10_1010, 0xFFFF_E030])
    #expect(image.caption.contains("× 255") && image.caption.contains("the largest difference, 1 of 255"))
  }

  /// Largest difference 51 → amplification 5; a difference of 10 becomes t = 50 / 255, dark red
  /// (160 + 95 · 2t = 197, no green or blue yet).
  @Test func smallerDifferencesSitLowerOnTheRamp() throws {
    let image = try #require(
      DifferenceImage([0xFF00_0000, 0xFF00_0000], [0xFF33_0000, 0xFF00_000A], width: 2, height: 1))
    #expect(image.maxDelta == 51 && image.amplification == 5)
    #expect(image.pixels == [0xFFFF_E030, 0xFFC5_0000])
  }

  @Test func refusesMismatchedSizes() {
    #expect(DifferenceImage([1, 2], [1], width: 2, height: 1) == nil)
    #expect(DifferenceImage([1, 2], [1, 2], width: 3, height: 1) == nil)
    #expect(DifferenceImage([], [], width: 0, height: 0) == nil)
  }

  @Test func encodesAsPNG() throws {
    let image = try #require(DifferenceImage([0xFF00_0000], [0xFF01_0000], width: 1, height: 1))
    let png = try image.pngData()
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
  }
}

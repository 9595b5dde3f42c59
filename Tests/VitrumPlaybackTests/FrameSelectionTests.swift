import Testing
import VitrumAnimation

@testable import VitrumPlayback

/// Frame ranges from times, and shards of them, worked by hand.
@Suite struct FrameSelectionTests {
  @Test func firstFrameAtOrAfterATime() throws {
    let thirty = try FrameRate(frames: 30)
    #expect(thirty.firstFrame(atOrAfter: 0) == 0)
    #expect(thirty.firstFrame(atOrAfter: -1) == 0)
    // Frame 3 is at 3 / 30, the double nearest 0.1: a range ending at 0.1 stops before it.
    #expect(thirty.firstFrame(atOrAfter: 0.1) == 3)
    #expect(thirty.firstFrame(atOrAfter: 0.1000001) == 4)
    #expect(thirty.firstFrame(atOrAfter: 4) == 120)
    // NTSC: frame 29 is at 0.9676 s, frame 30 at 1.001 s.
    let ntsc = try FrameRate(frames: 30000, per: 1001)
    #expect(ntsc.firstFrame(atOrAfter: 1) == 30)
    #expect(ntsc.firstFrame(atOrAfter: 1.001) == 30)
  }

  @Test func timeRangesExcludeTheirEnd() throws {
    let rate = try FrameRate(frames: 30)
    #expect(rate.frames(from: 0, to: 4) == 0..<120)
    #expect(rate.frames(from: 1, to: 2) == 30..<60)
    #expect(rate.frames(from: 0.5, to: 0.5) == 15..<15)
    #expect(rate.frames(from: 0.51, to: 0.52).isEmpty)
  }

  /// Every frame of the range in exactly one shard, in order; contiguous shards differ in size by at most
  /// one; interleaved shard i holds i, i + N, …
  @Test(arguments: [(0..<10, 3), (5..<6, 4), (0..<0, 2), (100..<1_100, 7), (3..<64, 1)])
  func shardsPartitionTheRange(range: Range<Int>, count: Int) throws {
    for layout in Shard.Layout.allCases {
      var all: [Int] = []
      var sizes: [Int] = []
      for index in 0..<count {
        let frames = Array(try Shard(index: index, of: count, layout: layout).frames(of: range))
        #expect(frames == frames.sorted())
        if layout == .interleaved { #expect(frames.allSatisfy { ($0 - range.lowerBound) % count == index }) }
        all += frames
        sizes.append(frames.count)
      }
      #expect(all.sorted() == Array(range))
      if layout == .contiguous {
        #expect(all == Array(range))
        #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
      }
    }
  }

  @Test func shardsOfTenByHand() throws {
    #expect(Array(try Shard(index: 1, of: 3).frames(of: 0..<10)) == [3, 4, 5])
    #expect(Array(try Shard(index: 2, of: 3).frames(of: 0..<10)) == [6, 7, 8, 9])
    #expect(Array(try Shard(index: 1, of: 3, layout: .interleaved).frames(of: 0..<10)) == [1, 4, 7])
  }

  @Test(arguments: [(3, 3), (-1, 3), (0, 0), (0, Shard.maximumCount + 1)])
  func impossibleShardsAreRefused(index: Int, count: Int) {
    #expect(throws: PlaybackError.self) { try Shard(index: index, of: count) }
  }
}

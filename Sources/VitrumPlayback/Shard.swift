/// One of N slices of a frame range, so that a long render splits over processes or machines run by an
/// existing batch engine (GNU parallel, a Kubernetes Indexed Job, a Slurm array): each process renders its
/// shard, every frame of the range exactly once over all shards.
///
/// - `contiguous` (the default) gives shard i the i-th run of consecutive frames, of sizes differing by
///   at most one: consecutive frames are what incremental frames redraw least between.
/// - `interleaved` gives shard i the frames i, i + N, i + 2N, … of the range: every shard spans the whole
///   timeline, so shards take alike when the scene is busier at one end than the other.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
  /// How the range is dealt out.
  public enum Layout: String, Hashable, Sendable, CaseIterable {
    case contiguous
    case interleaved
  }

  /// Which shard, from 0.
  public let index: Int
  /// How many shards there are.
  public let count: Int
  public let layout: Layout

  /// The most shards a range splits into: far beyond any batch engine's array, and small enough that
  /// `count` times the longest range (a day at a million frames per second) fits in an `Int`.
  public static let maximumCount = 1_000_000

  /// Shard `index` of `count` (0 ≤ index < count, 1 ≤ count ≤ `maximumCount`).
  public init(index: Int, of count: Int, layout: Layout = .contiguous) throws(PlaybackError) {
    guard (1...Self.maximumCount).contains(count) else {
      throw PlaybackError(
        .invalidArgument, "a shard count must be 1 to \(Self.maximumCount), found \(count)")
    }
    guard (0..<count).contains(index) else {
      throw PlaybackError(
        .invalidArgument, "shard index \(index) is outside 0 to \(count - 1) (shards count from 0)")
    }
    self.index = index
    self.count = count
    self.layout = layout
  }

  /// The frames of `range` this shard renders, in increasing order. `range` holds at most a day of frames
  /// at a million frames per second (8.64 × 10¹⁰, so that products with `count` fit in an `Int`).
  public func frames(of range: Range<Int>) -> StrideTo<Int> {
    switch layout {
    case .contiguous:
      let n = range.count
      let start = range.lowerBound + n * index / count
      let end = range.lowerBound + n * (index + 1) / count
      return stride(from: start, to: end, by: 1)
    case .interleaved:
      return stride(from: range.lowerBound + index, to: range.upperBound, by: count)
    }
  }

  public var description: String { "shard \(index)/\(count) (\(layout.rawValue))" }
}

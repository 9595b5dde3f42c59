import Foundation
import VitrumAnimation
import VitrumPlayback

/// The options of `vitrum play` that choose frames: rate, time or frame range, shard.
extension PlayCommand {
  /// `--fps N` or `--fps F/S` (30 by default).
  static func rate(_ args: Arguments) throws(CommandFailure) -> FrameRate {
    guard let text = args.string("--fps") else { return try! FrameRate(frames: 30) }
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let frames = Int(parts[0]),
      let seconds = parts.count == 2 ? Int(parts[1]) : 1
    else {
      throw .usage(
        "play: --fps expects a whole number of frames per second or a ratio such as 30000/1001, got \"\(text)\""
      )
    }
    do {
      return try FrameRate(frames: frames, per: seconds)
    } catch {
      throw .usage("play: --fps \(text): \(error.message)")
    }
  }

  /// The frames `--frames A:B`, or `--from S` / `--to S` (the end excluded), select; by default the whole
  /// timeline, or frame 0 alone for a scene whose timeline is empty.
  static func range(_ args: Arguments, rate: FrameRate, duration: Double) throws(CommandFailure) -> Range<Int>
  {
    if let text = args.string("--frames") {
      guard args.string("--from") == nil, args.string("--to") == nil else {
        throw .usage("play: --frames and --from/--to both choose frames: give one or the other")
      }
      let parts = text.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), a >= 0, b >= a else {
        throw .usage("play: --frames expects A:B with 0 ≤ A ≤ B (frames A to B − 1), got \"\(text)\"")
      }
      return a..<b
    }
    let from = try args.double("--from", in: 0...86_400) ?? 0
    let to = try args.double("--to", in: 0...86_400)
    if let to, to < from {
      throw .usage("play: --to \(Self.seconds(to)) is before --from \(Self.seconds(from))")
    }
    if to == nil && duration <= 0 {
      return rate.firstFrame(atOrAfter: from)..<(rate.firstFrame(atOrAfter: from) + 1)
    }
    return rate.frames(from: from, to: to ?? duration)
  }

  /// `--shard I/N` with `--shard-layout`; I and N are numbers or names of environment variables holding
  /// them (`JOB_COMPLETION_INDEX/8`).
  static func shard(_ args: Arguments, environment: [String: String]) throws(CommandFailure) -> Shard? {
    let layoutText = args.string("--shard-layout")
    guard let text = args.string("--shard") else {
      if layoutText != nil { throw .usage("play: --shard-layout needs --shard I/N") }
      return nil
    }
    let layout: Shard.Layout
    if let layoutText {
      guard let chosen = Shard.Layout(rawValue: layoutText) else {
        throw .usage("play: --shard-layout expects contiguous or interleaved, got \"\(layoutText)\"")
      }
      layout = chosen
    } else {
      layout = .contiguous
    }
    let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2 else {
      throw .usage("play: --shard expects I/N (shard I of N, I from 0), got \"\(text)\"")
    }
    func number(_ part: String) throws(CommandFailure) -> Int {
      if let n = Int(part) { return n }
      guard isVariableName(part) else {
        throw .usage("play: --shard expects I/N with numbers or environment variable names, got \"\(text)\"")
      }
      guard let value = environment[part] else {
        throw .usage("play: --shard \(text): environment variable \(part) is not set")
      }
      guard let n = Int(value.trimmingCharacters(in: .whitespaces)) else {
        throw .usage("play: --shard \(text): \(part) holds \"\(value)\", not a whole number")
      }
      return n
    }
    let index = try number(parts[0])
    let count = try number(parts[1])
    do {
      return try Shard(index: index, of: count, layout: layout)
    } catch {
      throw .usage("play: --shard \(text): \(error.message)")
    }
  }

  /// Whether a word is a shell variable name: a letter or underscore, then letters, digits, underscores.
  static func isVariableName(_ word: String) -> Bool {
    guard let first = word.unicodeScalars.first,
      first == "_" || (first.isASCII && first.properties.isAlphabetic)
    else { return false }
    return word.unicodeScalars.allSatisfy {
      $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
    }
  }

  static func seconds(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}

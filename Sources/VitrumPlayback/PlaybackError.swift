/// Why playback could not go on: a frame range or shard that selects nothing sensible, a program it needs
/// that is not installed, a file it cannot write, a frame it could not render, an encoder that failed.
public struct PlaybackError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of problem.
  public enum Code: String, Hashable, Sendable {
    /// A frame range, time range, shard or rate outside what it accepts (bad usage).
    case invalidArgument
    /// A program playback runs (ffmpeg) is not on the search path.
    case missingProgram
    /// A file or folder could not be read, created or written.
    case io
    /// The encoder ran and failed.
    case encoderFailed
    /// A frame could not be rendered.
    case render
    /// Playback was asked to stop (an interrupt) before every frame was done.
    case stopped
  }

  public var code: Code
  /// What went wrong, in words a person can act on.
  public var message: String

  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  public var description: String { message }
}

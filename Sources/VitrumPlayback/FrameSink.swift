import VitrumRender

/// Where played frames go: a folder of PNG files, or an encoder.
public protocol FrameSink: AnyObject {
  /// Takes frame `index` (its absolute index at the playback rate).
  func write(_ frame: RenderedFrame, index: Int) throws(PlaybackError)
  /// Completes the output; only then is an encoded file there under its name.
  func finish() throws(PlaybackError)
  /// Gives up: whatever is left behind is complete (finished frames) or nothing (a video never finished).
  func abort()
}

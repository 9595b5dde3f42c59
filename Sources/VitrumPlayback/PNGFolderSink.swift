import Foundation
import VitrumIO
import VitrumRender

/// Writes each frame as `frame-000042.png` (its absolute index, six digits and more as needed) in a folder,
/// atomically: a file under a frame's name is always the whole frame, so an interrupted render leaves
/// complete frames and nothing else, and shards writing into one folder never see each other's halves.
///
/// The folder is created (with its parents) when the first frame is written, so a run that fails before
/// drawing anything leaves no empty folder behind. Frame files are written like any output
/// (`AtomicFile.write`): through a symbolic link to its target, never over one of the command's inputs.
///
/// Frames are encoded on worker threads while the next frame is drawn, and written in frame order: `write`
/// returns once the frame is handed over, `finish` once every frame is in its file. A frame that cannot be
/// written fails the next `write` or `finish`, naming its file; no later frame is written.
public final class PNGFolderSink: FrameSink {
  /// The folder.
  public let folder: String
  /// The files the frames must not be written over (the scene and its images).
  public let inputs: Set<FileIdentity>
  /// How the frames are compressed.
  public let compression: PNGCompression
  private var folderReady = false
  private let pipeline: FramePipeline
  /// The frame handed over last, whose PNG the next frame reuses when its pixels are the same.
  private var previous: EncodedFrame?

  /// A sink writing into `folder`, encoding up to `framesInFlight` frames at once (default: one per core,
  /// at least two); throws at once when `folder` is something other than a folder, or cannot be created
  /// because what would hold it is not a folder.
  public init(
    folder: String, compression: PNGCompression = .fast, framesInFlight: Int? = nil,
    protecting inputs: Set<FileIdentity> = []
  ) throws(PlaybackError) {
    self.folder = folder
    self.inputs = inputs
    self.compression = compression
    self.pipeline = FramePipeline(
      capacity: framesInFlight ?? FramePipeline.defaultCapacity, label: "vitrum.png-frames")
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw PlaybackError(.io, "\(folder): exists and is not a folder")
      }
      folderReady = true
      return
    }
    // The nearest folder that exists must be one, to hold what will be created.
    var ancestor = URL(fileURLWithPath: folder).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isDirectory) {
      ancestor.deleteLastPathComponent()
    }
    guard isDirectory.boolValue else {
      throw PlaybackError(.io, "\(folder): cannot create the folder (\(ancestor.path) is not a folder)")
    }
  }

  /// Creates the folder when it is not there yet.
  func makeFolder() throws(PlaybackError) {
    guard !folderReady else { return }
    var isDirectory: ObjCBool = false
    do {
      // Shards may create the folder at once: one wins, the others find it there.
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue
      else {
        throw PlaybackError(.io, "\(folder): cannot create the folder (\(error.localizedDescription))")
      }
    }
    folderReady = true
  }

  /// The file name of frame `index`.
  public static func fileName(ofFrame index: Int) -> String {
    "frame-" + String(format: "%06d", index) + ".png"
  }

  /// The path of frame `index`.
  public func path(ofFrame index: Int) -> String {
    (folder as NSString).appendingPathComponent(Self.fileName(ofFrame: index))
  }

  public func write(_ frame: RenderedFrame, index: Int) throws(PlaybackError) {
    try makeFolder()
    let surface = frame.surface
    let path = path(ofFrame: index)
    let compression = compression
    let inputs = inputs
    let current = EncodedFrame(surface: surface)
    let before = previous
    previous = current
    try pipeline.submit { () throws(PlaybackError) -> FramePipeline.Delivery in
      // A frame like the one before it (a pause, a still stretch) is the same file: its bytes are reused
      // rather than encoded again.
      var data = before.flatMap { $0.surface.hasSamePixels(as: surface) ? $0.waitForData() : nil }
      if data == nil {
        do throws(ImageIOError) {
          data = try surface.pngData(compression: compression)
        } catch {
          current.fulfil(nil)
          throw PlaybackError(.io, "cannot write \(path): \(error.reason)")
        }
      }
      current.fulfil(data)
      return { () throws(PlaybackError) in
        do throws(AtomicFile.Failure) {
          try AtomicFile.write(data!, to: path, protecting: inputs)
        } catch {
          throw PlaybackError(.io, "cannot write \(error)")
        }
      }
    }
  }

  /// Waits until every frame handed over is in its file; creates the folder if no frame did (a run whose
  /// frames were all complete already, say).
  public func finish() throws(PlaybackError) {
    try pipeline.drain()
    try makeFolder()
  }

  /// Writes the frames already handed over (each is complete) and returns; a failure is dropped, the
  /// frames before it stay.
  public func abort() { try? pipeline.drain() }

  deinit { try? pipeline.drain() }

  /// Whether frame `index` is already there, whole, at `width` × `height`: a PNG whose header gives that
  /// size and whose last chunk is IEND. Files are written atomically, so this holds for every file under a
  /// frame's name unless something else wrote it (or a disk lost a write): those are drawn again.
  public func hasCompleteFrame(_ index: Int, width: Int, height: Int) -> Bool {
    let path = path(ofFrame: index)
    guard let header = try? PNGHeader(path: path), header.width == width, header.height == height,
      let handle = FileHandle(forReadingAtPath: path)
    else { return false }
    defer { try? handle.close() }
    // The IEND chunk: length 0, type "IEND", CRC AE 42 60 82.
    let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
    guard let size = try? handle.seekToEnd(), size >= 45 else { return false }
    guard (try? handle.seek(toOffset: size - 12)) != nil, let tail = try? handle.read(upToCount: 12) else {
      return false
    }
    return [UInt8](tail) == iend
  }
}

/// A frame handed to a PNG sink and, once a worker encoded it, its PNG bytes.
private final class EncodedFrame: @unchecked Sendable {
  // @unchecked: `data` and `done` are guarded by `condition`.
  let surface: ImageSurface
  private let condition = NSCondition()
  private var data: Data?
  private var done = false

  init(surface: ImageSurface) { self.surface = surface }

  /// Sets the bytes (nil: the frame could not be encoded) and wakes whoever waits for them.
  func fulfil(_ data: Data?) {
    condition.lock()
    self.data = data
    done = true
    condition.broadcast()
    condition.unlock()
  }

  /// The bytes, once a worker set them. The frame was submitted before the one asking, so its worker is
  /// already running or queued: the wait ends.
  func waitForData() -> Data? {
    condition.lock()
    defer { condition.unlock() }
    while !done { condition.wait() }
    return data
  }
}

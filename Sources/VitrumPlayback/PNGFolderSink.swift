import Foundation
import VitrumIO
import VitrumRender

/// Writes each frame as `frame-000042.png` (its absolute index, six digits and more as needed) in a folder,
/// atomically: a file under a frame's name is always the whole frame, so an interrupted render leaves
/// complete frames and nothing else, and shards writing into one folder never see each other's halves.
public final class PNGFolderSink: FrameSink {
  /// The folder.
  public let folder: String

  /// A sink writing into `folder`, created (with its parents) when missing.
  public init(folder: String) throws(PlaybackError) {
    self.folder = folder
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw PlaybackError(.io, "\(folder): exists and is not a folder")
      }
      return
    }
    do {
      // Shards may create the folder at once: one wins, the others find it there.
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue
      else {
        throw PlaybackError(.io, "\(folder): cannot create the folder (\(error.localizedDescription))")
      }
    }
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
    do {
      try frame.writePNG(to: path(ofFrame: index))
    } catch {
      throw PlaybackError(.io, "cannot write \(error)")
    }
  }

  public func finish() throws(PlaybackError) {}

  public func abort() {}

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

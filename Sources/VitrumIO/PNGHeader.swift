import Foundation

/// The size of a PNG image read from its IHDR chunk without decoding pixels.
public struct PNGHeader: Sendable, Equatable {
  public var width: Int
  public var height: Int

  /// Why a header could not be read.
  public struct Failure: Error, CustomStringConvertible, Sendable {
    public var description: String
  }

  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Parses the first 24 bytes of a PNG: signature, IHDR length and type, width, height.
  public init(bytes: [UInt8]) throws(Failure) {
    guard bytes.count >= 24, Array(bytes[0..<8]) == Self.signature else {
      throw Failure(description: "not a PNG file")
    }
    guard bytes[12..<16].elementsEqual("IHDR".utf8) else {
      throw Failure(description: "PNG file without an IHDR header")
    }
    func be32(_ i: Int) -> Int {
      Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
    }
    width = be32(16)
    height = be32(20)
    guard width > 0, height > 0 else { throw Failure(description: "PNG image with zero size") }
  }

  /// Reads the header of a PNG file. Only regular files are opened: a scene naming a pipe or a device
  /// (`/dev/tty`) must fail at once rather than block on a read.
  public init(path: String) throws(Failure) {
    if let type = try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType,
      type != .typeRegular
    {
      throw Failure(description: type == .typeDirectory ? "is a directory" : "is not a regular file")
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
        throw Failure(description: isDirectory.boolValue ? "is a directory" : "cannot be opened")
      }
      throw Failure(description: "no such file")
    }
    defer { try? handle.close() }
    let data = (try? handle.read(upToCount: 24)) ?? nil
    try self.init(bytes: [UInt8](data ?? Data()))
  }
}

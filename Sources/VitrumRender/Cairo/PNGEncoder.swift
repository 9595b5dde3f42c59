import CZlib
import Foundation

/// How a PNG writer trades file size for time.
public enum PNGCompression: String, Sendable, Hashable, CaseIterable {
  /// Cairo's own writer: zlib's default level, the filter chosen afresh for every row. The smallest files;
  /// what `vitrum render` writes.
  case smallest
  /// zlib level 1, run-length matching, the Paeth filter on every row: far less time than `smallest`
  /// for a few per cent more bytes (figures in docs/benchmarks.md, *Playback*); what `vitrum play`
  /// writes into a folder, where encoding would otherwise bound the frame rate.
  case fast
}

/// A PNG writer for premultiplied ARGB32 pixels that decodes to exactly what Cairo's writer decodes to:
/// straight alpha rounded as Cairo rounds it, RGB when every pixel is opaque and RGBA otherwise, 8 bits a
/// channel. Only the compression differs.
enum PNGEncoder {
  /// Why zlib refused; it fails only when memory runs out.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The PNG of `height` rows of `width` pixels, each row `rowPixels` apart.
  static func encode(
    _ pixels: UnsafePointer<UInt32>, width: Int, height: Int, rowPixels: Int
  ) throws(Failure) -> Data {
    let opaque = isOpaque(pixels, width: width, height: height, rowPixels: rowPixels)
    let channels = opaque ? 3 : 4
    let rowBytes = 1 + width * channels
    let filtered = scratch.acquire(rowBytes * height)
    defer { scratch.release(filtered) }
    // Two rows of straight-alpha bytes: the one being filtered and the one above it (zero above row 0).
    let rows = scratch.acquire(2 * width * channels)
    defer { scratch.release(rows) }
    for y in 0..<height {
      let current = rows.baseAddress! + (y & 1) * width * channels
      let above = rows.baseAddress! + ((y & 1) ^ 1) * width * channels
      straighten(pixels + y * rowPixels, count: width, channels: channels, into: current)
      let row = filtered.baseAddress! + y * rowBytes
      row[0] = 4  // Paeth
      paeth(current, above: above, firstRow: y == 0, count: width * channels, stride: channels, into: row + 1)
    }
    let compressed = try deflate(UnsafeBufferPointer(rebasing: filtered[0..<(rowBytes * height)]))
    var header = Data()
    header.appendBigEndian(UInt32(width))
    header.appendBigEndian(UInt32(height))
    header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    png.reserveCapacity(compressed.count + 64)
    png.appendChunk("IHDR", header)
    png.appendChunk("IDAT", compressed)
    png.appendChunk("IEND", Data())
    return png
  }

  /// Whether every pixel's alpha is full.
  static func isOpaque(_ pixels: UnsafePointer<UInt32>, width: Int, height: Int, rowPixels: Int) -> Bool {
    for y in 0..<height {
      let row = pixels + y * rowPixels
      var all: UInt32 = 0xFF00_0000
      for x in 0..<width { all &= row[x] }
      if all < 0xFF00_0000 { return false }
    }
    return true
  }

  /// Premultiplied ARGB32 as straight bytes R, G, B (and A when `channels` is 4; with 3 the pixels must
  /// be opaque), rounded as Cairo's PNG writer rounds.
  static func straighten(
    _ pixels: UnsafePointer<UInt32>, count: Int, channels: Int, into out: UnsafeMutablePointer<UInt8>
  ) {
    if channels == 3 {
      // Opaque: no division, alpha dropped.
      for i in 0..<count {
        let p = pixels[i]
        let o = out + 3 * i
        o[0] = UInt8(truncatingIfNeeded: p >> 16)
        o[1] = UInt8(truncatingIfNeeded: p >> 8)
        o[2] = UInt8(truncatingIfNeeded: p)
      }
      return
    }
    for i in 0..<count {
      let (r, g, b, a) = StraightAlpha.channels(pixels[i])
      let o = out + 4 * i
      o[0] = r
      o[1] = g
      o[2] = b
      o[3] = a
    }
  }

  /// PNG's Paeth filter of one row: each byte less the neighbour (left, above or above-left) nearest to
  /// left + above − above-left; `stride` bytes per pixel.
  static func paeth(
    _ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, firstRow: Bool, count: Int, stride: Int,
    into out: UnsafeMutablePointer<UInt8>
  ) {
    if firstRow {
      // Above is zero: the predictor is the left byte (PNG's Sub).
      for i in 0..<min(stride, count) { out[i] = row[i] }
      for i in stride..<max(stride, count) { out[i] = row[i] &- row[i - stride] }
      return
    }
    for i in 0..<min(stride, count) { out[i] = row[i] &- above[i] }
    // Encoding reads only unfiltered bytes, so sixteen bytes are filtered at once; the scalar loop takes
    // the tail. This loop and zlib's are the whole cost of a frame.
    var i = stride
    while i + 16 <= count {
      let a = SIMD16<Int16>(truncatingIfNeeded: load16(row + i - stride))
      let b = SIMD16<Int16>(truncatingIfNeeded: load16(above + i))
      let c = SIMD16<Int16>(truncatingIfNeeded: load16(above + i - stride))
      let pa = absolute(b &- c)
      let pb = absolute(a &- c)
      let pc = absolute(a &+ b &- c &- c)
      var predictor = c
      predictor.replace(with: b, where: pb .<= pc)
      predictor.replace(with: a, where: (pa .<= pb) .& (pa .<= pc))
      let filtered = load16(row + i) &- SIMD16<UInt8>(truncatingIfNeeded: predictor)
      UnsafeMutableRawPointer(out + i).storeBytes(of: filtered, as: SIMD16<UInt8>.self)
      i += 16
    }
    while i < count {
      let a = Int32(row[i - stride])
      let b = Int32(above[i])
      let c = Int32(above[i - stride])
      let pa = abs(b &- c)
      let pb = abs(a &- c)
      let pc = abs(a &+ b &- c &- c)
      let predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
      out[i] = row[i] &- UInt8(truncatingIfNeeded: predictor)
      i += 1
    }
  }

  @inline(__always)
  private static func load16(_ p: UnsafePointer<UInt8>) -> SIMD16<UInt8> {
    UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt8>.self)
  }

  @inline(__always)
  private static func absolute(_ v: SIMD16<Int16>) -> SIMD16<Int16> { pointwiseMax(v, 0 &- v) }

  /// The zlib stream of `bytes` at level 1 with run-length matching: on filtered rows of rendered frames it
  /// compresses nearly as well as the default level's string matching, in a fraction of the time.
  static func deflate(_ input: UnsafeBufferPointer<UInt8>) throws(Failure) -> Data {
    var stream = z_stream()
    guard vitrum_deflate_init2(&stream, 1, Z_RLE) == Z_OK else {
      throw Failure(description: "zlib could not start (out of memory)")
    }
    defer { deflateEnd(&stream) }
    let output = scratch.acquire(Int(deflateBound(&stream, uLong(input.count))))
    defer { scratch.release(output) }
    stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
    stream.avail_in = uInt(input.count)
    stream.next_out = output.baseAddress
    stream.avail_out = uInt(output.count)
    let status = CZlib.deflate(&stream, Z_FINISH)
    guard status == Z_STREAM_END else {
      throw Failure(description: "zlib failed to compress (status \(status))")
    }
    return Data(bytes: output.baseAddress!, count: Int(stream.total_out))
  }

  /// Byte buffers kept from one frame to the next: a frame's filtered rows and its compressed stream are
  /// megabytes each, and fresh ones cost a page fault, zeroed by the kernel, every 4 kB.
  static let scratch = ScratchBuffers()

  final class ScratchBuffers: @unchecked Sendable {
    // @unchecked: `free` is guarded by `lock`.
    private let lock = NSLock()
    private var free: [UnsafeMutableBufferPointer<UInt8>] = []
    /// Buffers kept at most: two per frame in flight on an eight-core machine.
    private let kept = 16

    /// A buffer of at least `count` bytes (contents undefined).
    func acquire(_ count: Int) -> UnsafeMutableBufferPointer<UInt8> {
      lock.lock()
      defer { lock.unlock() }
      if let index = free.firstIndex(where: { $0.count >= count }) { return free.remove(at: index) }
      return .allocate(capacity: max(count, 1))
    }

    func release(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
      lock.lock()
      defer { lock.unlock() }
      free.append(buffer)
      if free.count > kept {
        // The smallest goes: the next frame is most likely as large as this one.
        let smallest = free.indices.min { free[$0].count < free[$1].count }!
        free.remove(at: smallest).deallocate()
      }
    }
  }
}

extension Data {
  fileprivate mutating func appendBigEndian(_ value: UInt32) {
    Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
  }

  /// A PNG chunk: length, type, data, and the CRC of type and data.
  fileprivate mutating func appendChunk(_ type: String, _ data: Data) {
    appendBigEndian(UInt32(data.count))
    let name = Data(type.utf8)
    append(name)
    append(data)
    var crc = crc32(0, nil, 0)
    for part in [name, data] {
      crc = part.withUnsafeBytes { bytes in
        crc32(crc, bytes.baseAddress?.assumingMemoryBound(to: Bytef.self), uInt(bytes.count))
      }
    }
    appendBigEndian(UInt32(crc))
  }
}

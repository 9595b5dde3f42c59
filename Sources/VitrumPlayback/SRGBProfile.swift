import Foundation

/// A minimal ICC version 2 display profile of sRGB (IEC 61966-2-1): its D50-adapted primaries, white
/// point and tone curve, built here rather than read from a file the system may not have. GIF has no
/// colour space of its own; an ICC profile in an application extension (`ICCRGBG1`) is the one way to
/// say its colours are sRGB (`GIFColorProfile`).
enum SRGBProfile {
  /// The profile's bytes.
  static let bytes: [UInt8] = make()

  /// The sRGB primaries and white point adapted to D50 (Bradford), as ICC profiles of sRGB give them.
  static let red = (0.4360747, 0.2225045, 0.0139322)
  static let green = (0.3850649, 0.7168786, 0.0971045)
  static let blue = (0.1430804, 0.0606169, 0.7141733)
  static let whiteD50 = (0.9642, 1.0, 0.8249)

  /// Entries of the tone curve table: fine enough that interpolating it is within a tenth of a level.
  static let curvePoints = 1024

  static func make() -> [UInt8] {
    func u32(_ v: UInt32) -> [UInt8] {
      [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }
    func u16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }
    func tag(_ s: String) -> [UInt8] { Array(s.utf8) }
    func fixed(_ v: Double) -> [UInt8] { u32(UInt32(bitPattern: Int32((v * 65536).rounded()))) }
    func xyz(_ v: (Double, Double, Double)) -> [UInt8] {
      tag("XYZ ") + u32(0) + fixed(v.0) + fixed(v.1) + fixed(v.2)
    }
    let name = "sRGB IEC61966-2.1"
    let description =
      tag("desc") + u32(0) + u32(UInt32(name.utf8.count + 1)) + Array(name.utf8) + [0] + u32(0) + u32(0)
      + u16(0) + [0] + [UInt8](repeating: 0, count: 67)
    let copyright = tag("text") + u32(0) + Array("No copyright, use freely".utf8) + [0]
    var curve = tag("curv") + u32(0) + u32(UInt32(curvePoints))
    for i in 0..<curvePoints {
      let v = Double(i) / Double(curvePoints - 1)
      let linear = v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
      curve += u16(UInt16((linear * 65535).rounded()))
    }
    // Tags in order; the three tone curves share one table.
    let tags: [(String, [UInt8])] = [
      ("desc", description), ("cprt", copyright), ("wtpt", xyz(whiteD50)), ("rXYZ", xyz(red)),
      ("gXYZ", xyz(green)), ("bXYZ", xyz(blue)), ("rTRC", curve),
    ]
    let shared = ["gTRC", "bTRC"]
    let tableSize = 4 + 12 * (tags.count + shared.count)
    var data: [UInt8] = []
    var table = u32(UInt32(tags.count + shared.count))
    var offset = 128 + tableSize
    var curveEntry: [UInt8] = []
    for (signature, body) in tags {
      let entry = u32(UInt32(offset)) + u32(UInt32(body.count))
      table += tag(signature) + entry
      if signature == "rTRC" { curveEntry = entry }
      var padded = body
      while padded.count % 4 != 0 { padded.append(0) }
      data += padded
      offset += padded.count
    }
    for signature in shared { table += tag(signature) + curveEntry }
    let size = 128 + tableSize + data.count
    var header = u32(UInt32(size)) + u32(0) + u32(0x0210_0000) + tag("mntr") + tag("RGB ") + tag("XYZ ")
    header += [UInt8](repeating: 0, count: 12) + tag("acsp") + [UInt8](repeating: 0, count: 24)
    header += u32(0) + fixed(whiteD50.0) + fixed(whiteD50.1) + fixed(whiteD50.2)
    header += [UInt8](repeating: 0, count: 128 - header.count)
    return header + table + data
  }
}

/// Marks a GIF's colours as sRGB: inserts `SRGBProfile` as an ICC application extension (`ICCRGBG1`,
/// identifier and authentication code `ICCRGBG1012`) right after the global colour table, where readers
/// that honour embedded profiles (ImageMagick, browsers' colour management) look for it.
enum GIFColorProfile {
  /// The GIF with the profile inserted; nil when the bytes are not a GIF89a/87a with a logical screen.
  static func tagging(_ gif: [UInt8]) -> [UInt8]? {
    guard gif.count >= 13, gif.starts(with: Array("GIF89a".utf8)) || gif.starts(with: Array("GIF87a".utf8))
    else { return nil }
    let packed = gif[10]
    let tableSize = packed & 0x80 != 0 ? 3 << (Int(packed & 0x07) + 1) : 0
    let insertion = 13 + tableSize
    guard insertion <= gif.count else { return nil }
    var block: [UInt8] = [0x21, 0xFF, 0x0B] + Array("ICCRGBG1012".utf8)
    var rest = SRGBProfile.bytes[...]
    while !rest.isEmpty {
      let chunk = rest.prefix(255)
      block.append(UInt8(chunk.count))
      block += chunk
      rest = rest.dropFirst(chunk.count)
    }
    block.append(0)
    // An 87a file cannot hold extensions: it becomes 89a.
    var head = Array(gif[..<insertion])
    head.replaceSubrange(0..<6, with: Array("GIF89a".utf8))
    return head + block + gif[insertion...]
  }
}

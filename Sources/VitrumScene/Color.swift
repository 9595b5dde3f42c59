import VitrumGeometry

/// An sRGB colour with straight (not premultiplied) alpha, each component in 0…1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  /// Creates a colour from components in 0…1 (values outside are clamped when drawn).
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a colour from 8-bit components.
  public init(r8: UInt8, g8: UInt8, b8: UInt8, a8: UInt8 = 255) {
    self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, alpha: Double(a8) / 255)
  }

  /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
  public init?(hex: String) {
    guard hex.first == "#" else { return nil }
    let digits = Array(hex.utf8.dropFirst())
    func nibble(_ c: UInt8) -> UInt8? {
      switch c {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
      default: nil
      }
    }
    let values = digits.compactMap(nibble)
    guard values.count == digits.count else { return nil }
    switch values.count {
    case 3, 4:
      let v = values.map { $0 * 17 }
      self.init(r8: v[0], g8: v[1], b8: v[2], a8: values.count == 4 ? v[3] : 255)
    case 6, 8:
      let v = stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
      self.init(r8: v[0], g8: v[1], b8: v[2], a8: values.count == 8 ? v[3] : 255)
    default:
      return nil
    }
  }

  /// `#RRGGBB`, or `#RRGGBBAA` when the alpha, written as a byte, is not opaque: a colour reads back as
  /// the same string.
  public var hexString: String {
    func byte(_ v: Double) -> String {
      let b = UInt8(max(0, min(255, (v * 255).rounded())))
      let s = String(b, radix: 16, uppercase: true)
      return s.count == 1 ? "0" + s : s
    }
    let rgb = "#" + byte(red) + byte(green) + byte(blue)
    let a = byte(alpha)
    return a == "FF" ? rgb : rgb + a
  }

  /// Relative luminance with Rec. 709 weights on the (gamma-encoded) components — the cheap measure the
  /// glass uses to decide between light and dark tones.
  public var luminance: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }

  /// The same colour with another alpha.
  public func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }

  /// Whether every component is a finite number.
  public var isFinite: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }

  public var description: String { hexString }

  public static let black = Color(red: 0, green: 0, blue: 0)
  public static let white = Color(red: 1, green: 1, blue: 1)
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}

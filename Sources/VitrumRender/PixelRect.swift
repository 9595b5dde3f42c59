import VitrumGeometry

/// A rectangle of whole device pixels: columns `x ..< x + width`, rows `y ..< y + height`.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public var maxX: Int { x + width }
  public var maxY: Int { y + height }
  public var isEmpty: Bool { width <= 0 || height <= 0 }
  public var area: Int { isEmpty ? 0 : width * height }

  /// The pixels a rectangle touches (rounded out), or an empty rect for a non-finite input.
  init(covering r: Rect) {
    guard !r.isEmpty, r.isFinite else {
      self.init(x: 0, y: 0, width: 0, height: 0)
      return
    }
    // Clamp before converting: a huge finite coordinate must not trap in Int(_:).
    let limit = 1e9
    let x0 = Int(max(-limit, min(limit, r.minX.rounded(.down))))
    let y0 = Int(max(-limit, min(limit, r.minY.rounded(.down))))
    let x1 = Int(max(-limit, min(limit, r.maxX.rounded(.up))))
    let y1 = Int(max(-limit, min(limit, r.maxY.rounded(.up))))
    self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  func intersection(_ o: PixelRect) -> PixelRect {
    let x0 = max(x, o.x)
    let y0 = max(y, o.y)
    let x1 = min(maxX, o.maxX)
    let y1 = min(maxY, o.maxY)
    if x1 <= x0 || y1 <= y0 { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
    return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  func union(_ o: PixelRect) -> PixelRect {
    if isEmpty { return o }
    if o.isEmpty { return self }
    let x0 = min(x, o.x)
    let y0 = min(y, o.y)
    return PixelRect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
  }

  func outset(by n: Int) -> PixelRect {
    PixelRect(x: x - n, y: y - n, width: width + 2 * n, height: height + 2 * n)
  }

  var rect: Rect { Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }

  public var description: String { "\(x),\(y) \(width)×\(height)" }
}

import VitrumGeometry
import VitrumPlayback
import VitrumRender
import VitrumSceneFile

/// What an application that owns a window does with Vitrum: it keeps a frame buffer of its own that
/// Vitrum draws into, frame after frame over the one before, and a screen that receives only each frame's
/// damage rectangles — as a window system receives the rectangles a program updates.
public final class HostWindow {
  public let player: Player
  public let width: Int
  public let height: Int
  public let bytesPerRow: Int
  /// The buffer Vitrum draws into.
  private let frame: UnsafeMutableRawPointer
  /// What the display shows: changed only by blits of damage.
  private let screen: UnsafeMutableRawPointer
  /// Pixels copied to the screen so far.
  public private(set) var blittedPixels = 0

  /// A window showing a scene file at a scale (device pixels per point).
  public init(scenePath: String, scale: Double) throws {
    let renderer = CairoRenderer(options: .init(scale: scale))
    let document = try SceneFile.load(path: scenePath, textMeasurer: renderer.textMeasurer)
    player = Player(document: document, renderer: renderer)
    let size = DisplayListBuilder(scale: scale, mode: .container).deviceSize(of: document.scene)
    (width, height) = (size.width, size.height)
    bytesPerRow = width * 4 + 32  // rows padded, as toolkits often pad them
    frame = .allocate(byteCount: bytesPerRow * height, alignment: 16)
    screen = .allocate(byteCount: bytesPerRow * height, alignment: 16)
    frame.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * height)
    screen.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * height)
  }

  deinit {
    frame.deallocate()
    screen.deallocate()
  }

  /// Draws the scene at a timeline time into the frame buffer and copies the damage to the screen;
  /// returns the rectangles copied.
  @discardableResult
  public func show(time: Double) throws -> [PixelRect] {
    let buffer = try PixelBuffer(base: frame, width: width, height: height, bytesPerRow: bytesPerRow)
    let played = try player.frame(at: PlaybackTick(index: nil, time: time), into: buffer)
    for rect in played.rendered.redraw.rects {
      for y in rect.y..<rect.maxY {
        let offset = y * bytesPerRow + rect.x * 4
        (screen + offset).copyMemory(from: frame + offset, byteCount: rect.width * 4)
      }
      blittedPixels += rect.area
    }
    return played.rendered.redraw.rects
  }

  /// A mouse press at a point of the window, in device pixels, at a timeline time.
  public func press(atPixel x: Double, _ y: Double, time: Double) throws -> PointerPress? {
    try player.press(at: Point(x, y) / scale, time: time)
  }

  /// The mouse going up at a point of the window.
  public func release(atPixel x: Double, _ y: Double, time: Double) throws -> PointerRelease? {
    try player.release(at: Point(x, y) / scale, time: time)
  }

  /// The topmost node and glass under a point of the window.
  public func hitTest(atPixel x: Double, _ y: Double) -> HitTestResult { player.hitTest(Point(x, y) / scale) }

  private var scale: Double { (player.renderer as? CairoRenderer)?.options.scale ?? 1 }

  /// What the screen shows, row by row without padding.
  public var screenPixels: [UInt32] {
    var pixels: [UInt32] = []
    pixels.reserveCapacity(width * height)
    for y in 0..<height {
      let row = (screen + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
      pixels.append(contentsOf: UnsafeBufferPointer(start: row, count: width))
    }
    return pixels
  }
}

import VitrumScene

/// Why a frame could not be rendered.
public enum RenderError: Error, CustomStringConvertible, Sendable, Equatable {
  /// The canvas is empty or larger than the renderer accepts.
  case canvasSize(width: Int, height: Int, reason: String)
  /// An image node's file could not be read.
  case image(ImageIOError)
  /// Cairo could not allocate a surface.
  case outOfMemory(width: Int, height: Int)
  /// The renderer's scale is not a finite number greater than 0.
  case invalidScale(Double)
  /// A presented value of a node (a frame, a transform, a blur radius…) is not a finite number.
  case nonFiniteValue(node: NodeID, message: String)
  /// A caller's pixel buffer cannot take the frame (see `PixelBuffer`).
  case buffer(PixelBuffer.Problem, String)
  /// A caller's Cairo context is in an error state, or could not be painted on.
  case cairoContext(String)

  public var description: String {
    switch self {
    case .invalidScale(let scale): "scale \(scale): expected a finite number greater than 0"
    case .nonFiniteValue(let node, let message): "\(node): \(message)"
    case .canvasSize(let w, let h, let reason): "canvas \(w)×\(h) px: \(reason)"
    case .image(let error): "image \(error)"
    case .outOfMemory(let w, let h): "could not allocate a \(w)×\(h) px surface"
    case .buffer(_, let message): "pixel buffer: \(message)"
    case .cairoContext(let message): "Cairo context: \(message)"
    }
  }
}

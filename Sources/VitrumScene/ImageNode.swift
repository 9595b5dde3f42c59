import VitrumGeometry

/// A raster image (PNG) stretched to fill a frame.
public final class ImageNode: Node {
  /// Where the image's bytes live: an absolute path, or a path relative to the working directory.
  /// Scene files resolve paths relative to the file itself before they get here.
  public var path: String
  /// The rectangle the image fills, in the node's coordinates.
  public var frame: Rect

  /// Creates an image node.
  public init(id: NodeID? = nil, path: String, frame: Rect) {
    self.path = path
    self.frame = frame
    super.init(nodeID: id)
  }

  public override var kindName: String { "image" }

  public override var localPaintBounds: Rect { frame }
}

import CCairo

/// The pixels of an open Cairo group (the surface `CairoContext.pushGroup` draws into until the matching
/// pop), read in device coordinates: what has been drawn into a layer so far.
///
/// Valid only while the group is open and nothing draws; made from `CairoContext.groupTarget` right where
/// it is read.
struct GroupPixels {
  private let data: UnsafeMutablePointer<UInt8>?
  private let rowBytes: Int
  private let width: Int
  private let height: Int
  /// Device coordinates → the surface's pixels: a group covers the clip's extents, offset to them.
  private let offsetX: Int
  private let offsetY: Int

  init(_ surface: OpaquePointer) {
    cairo_surface_flush(surface)
    guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
    else {
      (data, rowBytes, width, height, offsetX, offsetY) = (nil, 0, 0, 0, 0, 0)
      return
    }
    var dx = 0.0
    var dy = 0.0
    cairo_surface_get_device_offset(surface, &dx, &dy)
    data = cairo_image_surface_get_data(surface)
    rowBytes = Int(cairo_image_surface_get_stride(surface))
    width = Int(cairo_image_surface_get_width(surface))
    height = Int(cairo_image_surface_get_height(surface))
    offsetX = Int(dx.rounded())
    offsetY = Int(dy.rounded())
  }

  /// The premultiplied ARGB32 pixel at a device position; transparent outside the group's surface.
  func pixel(x: Int, y: Int) -> UInt32 {
    let px = x + offsetX
    let py = y + offsetY
    guard let data, px >= 0, py >= 0, px < width, py < height else { return 0 }
    return UnsafeRawPointer(data + py * rowBytes).load(fromByteOffset: px * 4, as: UInt32.self)
  }
}

extension CairoContext {
  /// The surface drawing goes to now: the innermost open group's, or the context's own.
  var groupTarget: OpaquePointer { cairo_get_group_target(cr) }
}

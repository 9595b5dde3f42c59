extension GlassCompositor {
  /// A batch's shapes ready to shade rows, and the pool buffers their shaders read.
  struct PreparedLooks {
    var shaders: [ShapeShader]
    /// Per shape: its toned grid's texels, its column table, and its grid's width in texels.
    var texels: [UnsafeMutableBufferPointer<SIMD4<Float>>]
    var columns: [UnsafeMutableBufferPointer<GridColumn>]
    var gridWidths: [Int]
  }

  /// Resolves every planned shape's look over its capture (the tone follows the luminance beneath the
  /// shape), tones its grid and builds its row shader, side by side on up to `threads` cores.
  func prepareShaders(_ planned: [PlannedShape], captures: [BlurredCapture], canvas: PixelRect)
    -> PreparedLooks
  {
    // Samples stay within the shape's own pixels, where a shared capture reads what its own would.
    let backdrops = planned.map { captures[$0.capture].backdrop.clamped(to: $0.shapeRect) }
    let extents = planned.indices.map { ToneGrid.extent(of: backdrops[$0], within: planned[$0].shapeRect) }
    let texels = extents.map { vectors.acquire(max(1, $0.columns.count * $0.rows.count)) }
    let columnTables = planned.map { columns.acquire($0.paintRect.width) }
    let texelPointers = texels.map { SharedPointer(base: $0.baseAddress!) }
    let columnPointers = columnTables.map { SharedPointer(base: $0.baseAddress!) }
    let made = SharedPointer(base: UnsafeMutablePointer<ShapeShader?>.allocate(capacity: planned.count))
    made.base.initialize(repeating: nil, count: planned.count)
    defer {
      made.base.deinitialize(count: planned.count)
      made.base.deallocate()
    }
    forEachItem(count: planned.count, workers: threads) { i, _ in
      made.base[i] = Self.makeShader(
        planned[i], backdrop: backdrops[i], canvas: canvas, texels: texelPointers[i].base,
        columns: columnPointers[i].base)
    }
    return PreparedLooks(
      shaders: (0..<planned.count).map { made.base[$0]! }, texels: texels, columns: columnTables,
      gridWidths: extents.map(\.columns.count))
  }

  func release(_ looks: PreparedLooks) {
    for t in looks.texels { vectors.release(t) }
    for c in looks.columns { columns.release(c) }
  }

  /// One shape's row shader: its look resolved over `backdrop`, its grid toned into `texels`, its column
  /// table in `columns`. Dispatches once on the concrete distance type so the per-pixel loops are
  /// specialised (through the existential they cost a witness call per evaluation).
  static func makeShader(
    _ shape: PlannedShape, backdrop: DownsampledBackdrop, canvas: PixelRect,
    texels: UnsafeMutablePointer<SIMD4<Float>>, columns: UnsafeMutablePointer<GridColumn>
  ) -> ShapeShader {
    func look<D: GlassDistance>(_ d: D) -> (GlassShading, ToneGrid) {
      let luminance = backdrop.meanLuminance(inside: d, region: shape.shapeRect.intersection(canvas))
      let shading = GlassShading(
        appearance: shape.item.appearance, lengthScale: shape.item.lengthScale, maximumDepth: d.maximumDepth,
        luminance: luminance, pressed: shape.item.isPressed)
      let extent = ToneGrid.extent(of: backdrop, within: shape.shapeRect)
      let grid = ToneGrid(
        backdrop: backdrop, columns: extent.columns, rows: extent.rows, shading: shading, texels: texels)
      return (shading, grid)
    }
    func make<D: GlassDistance>(_ d: D) -> MemberShader<D> {
      let (shading, grid) = look(d)
      return MemberShader(
        distance: d, shading: shading, grid: grid, region: shape.paintRect, columns: columns)
    }
    switch shape.distance {
    case let d as BoxGlassDistance:
      let (shading, grid) = look(d)
      if let aligned = BoxShader(
        distance: d, shading: shading, grid: grid, region: shape.paintRect, columns: columns)
      {
        return .alignedBox(aligned)
      }
      return .box(
        MemberShader(distance: d, shading: shading, grid: grid, region: shape.paintRect, columns: columns))
    case let d as CircleGlassDistance: return .circle(make(d))
    case let d as EllipseGlassDistance: return .ellipse(make(d))
    case let d as FieldGlassDistance: return .field(make(d))
    default:
      func erased<D: GlassDistance>(_ d: D) -> any GlassRowShader { make(d) }
      return .other(erased(shape.distance))
    }
  }
}

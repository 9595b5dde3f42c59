/// The fast kernel of one glass shape: refraction only in the bezel band, the rim only at the outline, and
/// the interior a straight bilinear resample of the toned capture.
///
/// It runs in two passes over the pixels it paints, each over row bands:
///
/// 1. `classify` (the *distance* stage) walks each row once and records what every pixel needs: runs of
///    interior pixels (at least `GlassShading.interiorDepth` inside, where nothing but the backdrop shows),
///    runs of transparent pixels (beyond the shape and its shadow), and single *edge* pixels with their
///    distance, gradient and shadow. Signed distances change by at most one pixel per pixel (they are
///    1-Lipschitz: exact distances, bilinear fields of them, their blends and smooth minima), so a pixel
///    d deep inside is followed by at least ⌊d − interiorDepth⌋ more interior pixels and the walk jumps
///    over them without evaluating the distance; it keeps one pixel of margin for rounding.
/// 2. `shade` (the *shading* stage) writes every pixel: an interior run is the toned row interpolated
///    down once (`ToneGrid.row`) and across per pixel; an edge pixel samples the toned grid at its refracted
///    position and adds the border, rim, coverage and shadow (`GlassShading.edge`).
///
/// The result equals the plain per-pixel formula (`GlassShading.pixel` over the raw blurred backdrop) up
/// to the order of toning and interpolation (see `ToneGrid`) and rounding; `MemberShaderTests` holds it to
/// that within a stated tolerance. Every pixel depends only on its inputs, so the bytes are the same for
/// any split into bands.
struct MemberShader<D: GlassDistance>: @unchecked Sendable {
  // @unchecked: the grid and the pass buffers are read-only or written by disjoint rows.

  let distance: D
  let shading: GlassShading
  let grid: ToneGrid
  /// The pixels painted, device coordinates.
  let region: PixelRect
  /// Multiplies every pixel (a container member's opacity; 1 when the compositor applies it).
  let opacity: Float
  let interiorDepth: Float
  /// The look's outline constants, resolved once (`GlassShading.refractionShift` and `edge` per pixel
  /// reached the profile table through its lazy global and divided by the rim's width).
  let light: EdgeLight
  /// Where each column of `region` reads the toned grid (`ToneGrid.prepareColumns`), in memory the
  /// caller owns.
  let columns: UnsafeMutablePointer<GridColumn>

  /// Prepares the shader, filling `columns` (room for `region.width`).
  init(
    distance: D, shading: GlassShading, grid: ToneGrid, region: PixelRect, opacity: Float = 1,
    columns: UnsafeMutablePointer<GridColumn>
  ) {
    self.distance = distance
    self.shading = shading
    self.grid = grid
    self.region = region
    self.opacity = opacity
    self.interiorDepth = shading.interiorDepth
    self.light = EdgeLight(shading)
    self.columns = columns
    grid.prepareColumns(for: region, into: columns)
  }

  /// The shading pass over rows `rows`, into `output` (row 0 of the region; `rowPixels` apart).
  func shade(
    _ rows: Range<Int>, _ buffers: MemberBuffers, into output: UnsafeMutablePointer<UInt32>, rowPixels: Int
  ) {
    withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: 2 * max(grid.width, 1)) { lines in
      shade(rows, buffers, lines: lines.baseAddress!, into: output, rowPixels: rowPixels)
    }
  }

  /// The same with `lines` (room for two rows of the grid) as working memory.
  func shade(
    _ rows: Range<Int>, _ buffers: MemberBuffers, lines: UnsafeMutablePointer<SIMD4<Float>>,
    into output: UnsafeMutablePointer<UInt32>, rowPixels: Int
  ) {
    let width = region.width
    let columns = self.columns
    let line = lines
    // The toned grid interpolated down to the height the current run of straight-edge pixels samples.
    let shifted = line + max(grid.width, 1)
    var shiftedY = Float.nan
    for r in rows {
      let kinds = buffers.kinds + r * width
      let records = buffers.records + r * width
      let out = output + r * rowPixels
      let y = region.y + r
      let py = Float(y) + 0.5
      var lineReady = false
      var c = 0
      while c < width {
        switch MemberPixelKind(rawValue: kinds[c]).unsafelyUnwrapped {
        case .transparent:
          let end = c + Int(records[c].x)
          while c < end {
            out[c] = 0
            c += 1
          }
        case .interior:
          if !lineReady {
            grid.row(y, into: line)
            lineReady = true
          }
          let end = c + Int(records[c].x)
          grid.resample(line, columns: columns, c..<end, opacity: opacity, into: out)
          c = end
        case .edge:
          let record = records[c]
          if record.y == 0 {
            // The gradient points straight up or down (the top and bottom of a box): the refracted
            // sample lies on this pixel's column, at a height the whole run of such pixels shares, so
            // it is read from that height's row like the interior — the arithmetic of
            // `EdgeLight.pixel`, with one row interpolated per run instead of per pixel.
            let sy = py - record.z * light.shift(depth: fastMax(-record.x, 0))
            if sy != shiftedY {
              grid.row(at: sy, into: shifted)
              shiftedY = sy
            }
            let column = columns[c]
            let a = shifted[Int(column.left)]
            let sample = a + (shifted[Int(column.right)] - a) * column.fraction
            out[c] = light.finish(record, sample: sample, opacity: opacity)
          } else if record.z == 0 {
            // Straight left or right (the sides of a box): the sample lies on this row, read from the
            // row's own interpolated texels at the refracted column.
            if !lineReady {
              grid.row(y, into: line)
              lineReady = true
            }
            let sx = Float(region.x + c) + 0.5 - record.y * light.shift(depth: fastMax(-record.x, 0))
            let (x0, tx) = grid.backdrop.column(sx)
            let left = x0 - grid.columns.lowerBound
            let right = min(x0 + 1, grid.backdrop.width - 1) - grid.columns.lowerBound
            let a = line[left]
            out[c] = light.finish(record, sample: a + (line[right] - a) * tx, opacity: opacity)
          } else {
            c = edgeRun(from: c, kinds: kinds, records: records, py: py, into: out)
            continue
          }
          c += 1
        case .shadow:
          out[c] = DownsampledBlur.pack(SIMD4(0, 0, 0, records[c].w * 255 * opacity))
          c += 1
        }
      }
    }
  }

  /// The outline pixels from column `c` on whose gradient is neither vertical nor horizontal, up to the
  /// first other pixel (whose column it returns): each `EdgeLight.pixel`. A run at a time, with the look
  /// and the grid in locals: called per pixel, the shader's fields were loaded again for every pixel.
  @inline(never) func edgeRun(
    from c: Int, kinds: UnsafePointer<UInt8>, records: UnsafePointer<SIMD4<Float>>, py: Float,
    into out: UnsafeMutablePointer<UInt32>
  ) -> Int {
    let light = self.light
    let grid = self.grid
    let opacity = self.opacity
    let width = region.width
    let edge = MemberPixelKind.edge.rawValue
    var px = Float(region.x + c) + 0.5
    var c = c
    repeat {
      out[c] = light.pixel(records[c], px, py, grid: grid, opacity: opacity)
      c += 1
      px = Float(region.x + c) + 0.5
    } while c < width && kinds[c] == edge && records[c].y != 0 && records[c].z != 0
    return c
  }
}

extension MemberShader: GlassRowShader {
  /// Both passes over `rows`, with the records of those rows in `scratch` (which must hold `rows.count`
  /// rows of `region.width` and two grid rows): the distance pass is timed apart from the shading. Every
  /// pixel goes to `output` (nothing straight into the frame).
  func shade(
    _ rows: Range<Int>, into output: UnsafeMutablePointer<UInt32>, rowPixels: Int, scratch: ShaderScratch,
    direct: DirectWrite?
  ) -> ShadeCounts {
    precondition(
      rows.count <= scratch.rows && region.width <= scratch.width && grid.width <= scratch.gridWidth,
      "shader scratch too small")
    // Row r of the region at scratch row r − rows.lowerBound.
    let first = rows.lowerBound
    let buffers = MemberBuffers(
      kinds: scratch.kinds - first * region.width, records: scratch.records - first * region.width,
      counts: scratch.counts - first)
    let start = ContinuousClock.now
    classify(rows, buffers)
    let classified = ContinuousClock.now
    shade(rows, buffers, lines: scratch.lines, into: output - first * rowPixels, rowPixels: rowPixels)
    var counts = ShadeCounts(distanceMilliseconds: StageClock.milliseconds(classified - start))
    for r in rows {
      let n = buffers.counts[r]
      counts.interior += Int(n.x)
      counts.edges += Int(n.y)
      if n.x > 0 { counts.interiorRows += 1 }
    }
    return counts
  }
}

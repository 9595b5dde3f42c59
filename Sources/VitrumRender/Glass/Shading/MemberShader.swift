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

  /// The distance pass over rows `rows` of the region (0 is its top row). The distance alone decides
  /// what a pixel is; only the outline's band needs the gradient too (`evaluate`). Counts each row's
  /// interior and edge pixels into `buffers.counts` for the work counters.
  func classify(_ rows: Range<Int>, _ buffers: MemberBuffers) {
    let width = region.width
    let shadowed = shading.shadowOpacity > 0
    let shadowReach = shading.shadowRadius + 1
    // `GlassShading.shadowAlpha` with its division folded (shadowed means a radius above 0).
    let shadowStart = -shading.shadowRadius * 0.5
    let shadowScale = 1 / (shading.shadowRadius * 1.5)
    let shadowOpacity = shading.shadowOpacity
    let offset = shading.shadowOffset
    let deep = -interiorDepth - 1
    for r in rows {
      let kinds = buffers.kinds + r * width
      let records = buffers.records + r * width
      let py = Float(region.y + r) + 0.5
      var interior = 0
      var edges = 0
      var c = 0
      // Where the row's last interior run started, while nothing else has followed it: a run that starts
      // where it ends extends it (the walk's runs grow from the edge inward, 1, 2, 4, … pixels).
      var openRun = -1
      while c < width {
        let px = Float(region.x + c) + 0.5
        let e: (d: Float, gx: Float, gy: Float) =
          D.hasCheapGradient ? distance.evaluate(px, py) : (distance.distance(px, py), 0, 0)
        let d = e.d
        if d <= deep {
          // Converted after clamping: a shape a billion pixels across is as deep as the row is long.
          let run = Int(fastMin(-d - interiorDepth, Float(width - c)))
          if openRun >= 0 {
            records[openRun].x += Float(run)
          } else {
            kinds[c] = MemberPixelKind.interior.rawValue
            records[c].x = Float(run)
            openRun = c
          }
          interior += run
          c += run
          continue
        }
        openRun = -1
        var shadow: Float = 0
        if shadowed && d > -0.5 {
          let ds = distance.distance(px, py - offset)
          if d >= 1.5 && ds >= shadowReach {
            let run = Int(fastMin(fastMin(d - 1.5, ds - shadowReach), Float(width - c - 1))) + 1
            kinds[c] = MemberPixelKind.transparent.rawValue
            records[c].x = Float(run)
            c += run
            continue
          }
          shadow = GlassShading.shadowAlpha(
            ds, opacity: shadowOpacity, start: shadowStart, scale: shadowScale)
        } else if !shadowed && d >= 1.5 {
          let run = Int(fastMin(d - 1.5, Float(width - c - 1))) + 1
          kinds[c] = MemberPixelKind.transparent.rawValue
          records[c].x = Float(run)
          c += run
          continue
        }
        if d >= 0.5 {
          if shadow > 0 {
            kinds[c] = MemberPixelKind.shadow.rawValue
            records[c].w = shadow
            edges += 1
          } else {
            kinds[c] = MemberPixelKind.transparent.rawValue
            records[c].x = 1
          }
        } else {
          let g: (d: Float, gx: Float, gy: Float) = D.hasCheapGradient ? e : distance.evaluate(px, py)
          kinds[c] = MemberPixelKind.edge.rawValue
          records[c] = SIMD4(g.d, g.gx, g.gy, shadow)
          edges += 1
        }
        c += 1
      }
      buffers.counts[r] = SIMD2(Int32(interior), Int32(edges))
    }
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
            out[c] = edgePixel(record, Float(region.x + c) + 0.5, py)
          }
          c += 1
        case .shadow:
          out[c] = DownsampledBlur.pack(SIMD4(0, 0, 0, records[c].w * 255 * opacity))
          c += 1
        }
      }
    }
  }

  /// A pixel of the outline's band (see `EdgeLight.pixel`).
  @inline(__always) func edgePixel(_ record: SIMD4<Float>, _ px: Float, _ py: Float) -> UInt32 {
    light.pixel(record, px, py, grid: grid, opacity: opacity)
  }

  /// After `classify`: the pixels in interior runs, the edge pixels (outline band and shadow), and the rows
  /// holding an interior run, for the work counters.
  static func count(_ buffers: MemberBuffers, rows: Int) -> (interior: Int, edges: Int, interiorRows: Int) {
    var interior = 0
    var edges = 0
    var interiorRows = 0
    for r in 0..<rows {
      let n = buffers.counts[r]
      interior += Int(n.x)
      edges += Int(n.y)
      if n.x > 0 { interiorRows += 1 }
    }
    return (interior, edges, interiorRows)
  }
}

/// What a pixel needs, recorded by `MemberShader.classify` at the first pixel of a run or at a single pixel.
enum MemberPixelKind: UInt8 {
  /// A run of pixels with neither glass nor shadow; the record's x holds the run's length.
  case transparent
  /// A run of fully covered pixels deeper than `interiorDepth`; the record's x holds the run's length.
  case interior
  /// One pixel of the outline's band: the record is (d, gx, gy, shadow opacity).
  case edge
  /// One pixel outside the outline with shadow: the record's w holds the shadow's opacity.
  case shadow
}

/// Scratch `MemberShader`'s passes share: a kind and a record per pixel of the rows shaded, and per row
/// the interior and edge pixels `classify` found; row r of the region at `kinds + r × width`,
/// `records + r × width` and `counts + r`.
struct MemberBuffers: @unchecked Sendable {
  // @unchecked: each band writes its own rows.
  let kinds: UnsafeMutablePointer<UInt8>
  let records: UnsafeMutablePointer<SIMD4<Float>>
  let counts: UnsafeMutablePointer<SIMD2<Int32>>
}

/// What `GlassShading.refractionShift` and `GlassShading.edge` (in levels) compute for one look, with
/// their constants folded, and the pixel of the outline's band they make: the one expression every path
/// that shades a single shape's edge uses (`MemberShader`, and the container kernel where one member owns
/// a pixel), so a pixel is the same whichever path shades it.
struct EdgeLight {
  let profile = RefractionProfile.values
  let displacement: Float
  /// Profile steps per pixel of depth.
  let profileScale: Float
  let steps = Float(RefractionProfile.steps)
  let borderWidth: Float
  let border: SIMD4<Float>
  let rimCentre: Float
  let rimScale: Float
  let rimLevel: Float
  let interiorDepth: Float
  /// From this depth on an edge pixel has no rim, no border, full coverage and no shadow: only its
  /// refracted sample remains (most of the bezel band).
  let plainDepth: Float

  init(_ s: GlassShading) {
    interiorDepth = s.interiorDepth
    var plain: Float = 0.5
    // A pixel's margin past the rim: at exactly rimWidth + ½ the rim's ramp may round to a hair above 0.
    if s.rimIntensity > 0 { plain = max(plain, s.rimWidth + 1) }
    if s.borderWidth > 0 { plain = max(plain, s.borderWidth + 1) }
    plainDepth = plain
    displacement = max(s.displacement, 0)
    profileScale = Float(RefractionProfile.steps) / s.bezel
    borderWidth = s.borderWidth
    border = s.border * 255
    rimCentre = s.rimWidth / 2
    rimScale = 1 / (s.rimWidth / 2 + 0.5)
    rimLevel = s.rimIntensity * 255
  }

  /// How far the sample is pulled inward at depth `depth` ≥ 0.
  @inline(__always) func shift(depth: Float) -> Float {
    let t = depth * profileScale
    guard displacement > 0, t < steps else { return 0 }
    let i = Int(t)
    let f = t - Float(i)
    return displacement * (profile[i] + (profile[i &+ 1] - profile[i]) * f)
  }

  /// Border and rim on a toned colour in levels at signed distance `d` (depth `depth`).
  @inline(__always) func apply(_ toned: SIMD4<Float>, d: Float, depth: Float) -> SIMD4<Float> {
    var c = toned
    if borderWidth > 0 && depth < borderWidth + 1 {
      let b = fastClamp(borderWidth - depth + 0.5, 0, 1)
      c = c * (1 - b) + border * b
    }
    let rim = fastMax(1 - abs(d + rimCentre) * rimScale, 0) * rimLevel
    if rim > 0 {
      let lit = c + SIMD4(rim, rim, rim, 0)
      let alpha = fastMax(lit.w, fastMin(fastMax(lit.x, fastMax(lit.y, lit.z)), 255))
      c = lanesMin(lit, SIMD4(repeating: alpha))
      c.w = alpha
    }
    return c
  }

  /// A pixel of the outline's band from its record (d, gx, gy, shadow opacity): the refracted sample of
  /// the toned grid, border and rim, coverage and shadow, as `GlassShading.pixel` computes them, in levels,
  /// times `opacity`.
  @inline(__always) func pixel(
    _ record: SIMD4<Float>, _ px: Float, _ py: Float, grid: ToneGrid, opacity: Float
  ) -> UInt32 {
    let shift = shift(depth: fastMax(-record.x, 0))
    let sample =
      shift > 0 ? grid.sample(px - record.y * shift, py - record.z * shift) : grid.sample(px, py)
    return finish(record, sample: sample, opacity: opacity)
  }

  /// The rest of `pixel` once its refracted sample is known.
  @inline(__always) func finish(_ record: SIMD4<Float>, sample: SIMD4<Float>, opacity: Float) -> UInt32 {
    let d = record.x
    let depth = fastMax(-d, 0)
    // The bezel's inside: what the full expression below gives when coverage is 1, rim and border 0 and
    // there is no shadow (c · 1 + 0 · 0 is c), without computing them.
    if depth >= plainDepth { return Self.pack(opacity >= 1 ? sample : sample * opacity) }
    let coverage = fastClamp(0.5 - d, 0, 1)
    let c = apply(sample, d: d, depth: depth)
    let v = (c * coverage + SIMD4(0, 0, 0, record.w * 255) * (1 - coverage)) * opacity
    return Self.pack(v)
  }

  /// Any pixel of one shape at signed distance `d` with gradient (gx, gy) and shadow opacity `shadow`,
  /// exactly as `MemberShader` shades it: an empty or shadow-only pixel beyond the outline, an interior
  /// pixel (as deep as `MemberShader.classify` asks, the toned grid's sample unclamped) or an edge pixel.
  @inline(__always) func pixel(
    d: Float, gx: Float, gy: Float, shadow: Float, _ px: Float, _ py: Float, grid: ToneGrid, opacity: Float
  ) -> UInt32 {
    if d >= 0.5 { return DownsampledBlur.pack(SIMD4(0, 0, 0, shadow * 255 * opacity)) }
    if d <= -interiorDepth - 1 {
      let v = grid.sample(px, py)
      return DownsampledBlur.pack(opacity >= 1 ? v : v * opacity)
    }
    return pixel(SIMD4(d, gx, gy, shadow), px, py, grid: grid, opacity: opacity)
  }

  /// Levels (B, G, R, A) → ARGB32, alpha clamped to 0…255 and each colour to the alpha (every lane to
  /// [0, alpha]: the alpha lane comes out as the clamped alpha).
  @inline(__always) static func pack(_ v: SIMD4<Float>) -> UInt32 { DownsampledBlur.pack(clamped(v)) }

  /// `pack`'s clamps: every lane into [0, alpha], alpha into [0, 255].
  @inline(__always) static func clamped(_ v: SIMD4<Float>) -> SIMD4<Float> {
    let a = SIMD4<Float>(repeating: fastClamp(v.w, 0, 255))
    return lanesMin(lanesMax(v, .zero), a)
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

extension MemberShader {
  /// The distance pass over rows `rows` of the region (0 is its top row). The distance alone decides
  /// what a pixel is; only the outline's band needs the gradient too (`evaluate`). Counts each row's
  /// interior and edge pixels into `buffers.counts` for the work counters.
  func classify(_ rows: Range<Int>, _ buffers: MemberBuffers) {
    // Decided per specialisation: only a field has a table, and an analytic distance's loop keeps the
    // shape it has without one (through the table's closure it measured 12 % more instructions).
    if let field = distance as? FieldGlassDistance {
      field.withCentreTable { classify(rows, buffers, table: $0) }
    } else {
      classify(rows, buffers, table: nil)
    }
  }

  /// `classify` reading pixel centres from `table` where it has them.
  @inline(__always) private func classify(_ rows: Range<Int>, _ buffers: MemberBuffers, table: CentreTable?) {
    let width = region.width
    let shadowed = shading.shadowOpacity > 0
    let shadowReach = shading.shadowRadius + 1
    // `GlassShading.shadowAlpha` with its division folded (shadowed means a radius above 0).
    let shadowStart = -shading.shadowRadius * 0.5
    let shadowScale = 1 / (shading.shadowRadius * 1.5)
    let shadowOpacity = shading.shadowOpacity
    let offset = shading.shadowOffset
    let deep = -interiorDepth - 1
    // A field's pixel centres come from its table; the shadow's too when it is offset by whole rows.
    let shadowRows = offset.rounded() == offset && abs(offset) < 0x1p20 ? Int(offset) : nil
    for r in rows {
      let kinds = buffers.kinds + r * width
      let records = buffers.records + r * width
      let y = region.y + r
      let py = Float(y) + 0.5
      var interior = 0
      var edges = 0
      var c = 0
      // Where the row's last interior run started, while nothing else has followed it: a run that starts
      // where it ends extends it (the walk's runs grow from the edge inward, 1, 2, 4, … pixels).
      var openRun = -1
      let known = D.hasRowChords ? knownRuns(py, deep: deep, shadowReach: shadowed ? shadowReach : nil) : nil
      while c < width {
        if let known {
          // A run the row's chords prove interior or empty, without a distance per pixel.
          if c >= known.interior.lowerBound && c < known.interior.upperBound {
            let run = known.interior.upperBound - c
            Self.markInterior(run, at: c, kinds: kinds, records: records, openRun: &openRun)
            interior += run
            c += run
            continue
          }
          if c < known.emptyBefore || c >= known.emptyFrom {
            let end = c < known.emptyBefore ? known.emptyBefore : width
            openRun = -1
            kinds[c] = MemberPixelKind.transparent.rawValue
            records[c].x = Float(end - c)
            c = end
            continue
          }
        }
        let x = region.x + c
        let px = Float(x) + 0.5
        let e: (d: Float, gx: Float, gy: Float) =
          D.hasCheapGradient
          ? distance.evaluate(px, py) : (table?.value(x, y) ?? distance.distance(px, py), 0, 0)
        let d = e.d
        if d <= deep {
          // Converted after clamping: a shape a billion pixels across is as deep as the row is long.
          let run = Int(fastMin(-d - interiorDepth, Float(width - c)))
          Self.markInterior(run, at: c, kinds: kinds, records: records, openRun: &openRun)
          interior += run
          c += run
          continue
        }
        openRun = -1
        var shadow: Float = 0
        if shadowed && d > -0.5 {
          let ds =
            shadowRows.flatMap { table?.value(x, y - $0) } ?? distance.distance(px, py - offset)
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
          let g: (d: Float, gx: Float, gy: Float) =
            D.hasCheapGradient ? e : (table?.evaluate(x, y) ?? distance.evaluate(px, py))
          kinds[c] = MemberPixelKind.edge.rawValue
          records[c] = SIMD4(g.d, g.gx, g.gy, shadow)
          edges += 1
        }
        c += 1
      }
      buffers.counts[r] = SIMD2(Int32(interior), Int32(edges))
    }
  }

  /// Marks `run` pixels from column `c` interior: one run record at `c`, or more length for the run that
  /// `openRun` names when it ends where this one starts.
  @inline(__always) private static func markInterior(
    _ run: Int, at c: Int, kinds: UnsafeMutablePointer<UInt8>, records: UnsafeMutablePointer<SIMD4<Float>>,
    openRun: inout Int
  ) {
    if openRun >= 0 {
      records[openRun].x += Float(run)
    } else {
      kinds[c] = MemberPixelKind.interior.rawValue
      records[c].x = Float(run)
      openRun = c
    }
  }

  /// The pixels (region columns) of the row at `py` that `rowChord` proves interior — at most `deep`, as
  /// the walk asks — and empty — at least 1.5 away (the walk's transparent run) and, with a shadow, its
  /// offset copy at least `shadowReach` away — so the walk asks the distance only in the band between.
  /// The walk would find the same kinds pixel by pixel; only how it splits the runs differs, and runs of
  /// one kind shade the same however split.
  @inline(__always) func knownRuns(_ py: Float, deep: Float, shadowReach: Float?) -> (
    interior: Range<Int>, emptyBefore: Int, emptyFrom: Int
  ) {
    let width = region.width
    let origin = Double(region.x)
    // Pixel i's centre is region.x + i + ½: the columns whose centres lie in [lo, hi].
    func columns(_ chord: (lo: Double, hi: Double)) -> Range<Int> {
      let first = max(0, min(Double(width), (chord.lo - origin - 0.5).rounded(.up)))
      let last = max(-1, min(Double(width - 1), (chord.hi - origin - 0.5).rounded(.down)))
      return first <= last ? Int(first)..<(Int(last) + 1) : 0..<0
    }
    let interior = distance.rowChord(py, level: deep).map(columns) ?? 0..<0
    // Empty outside the hull of the chords beyond which the outline and the shadow are out of reach.
    var reached = distance.rowChord(py, level: 1.5).map(columns) ?? 0..<0
    if let shadowReach, let s = distance.rowChord(py - shading.shadowOffset, level: shadowReach).map(columns),
      !s.isEmpty
    {
      reached =
        reached.isEmpty ? s : min(reached.lowerBound, s.lowerBound)..<max(reached.upperBound, s.upperBound)
    }
    guard !reached.isEmpty else { return (interior, width, width) }
    return (interior, reached.lowerBound, reached.upperBound)
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

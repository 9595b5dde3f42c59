import VitrumGeometry

extension ContainerKernel {
  /// Shades one tile. The candidates' distances are gathered into an array of one concrete kind when they
  /// share it (a grid of cards is all boxes), so the fold below is specialised and inlined for that kind;
  /// through the `MemberDistance` switch, evaluation alone took as long as per-node's whole shading loop.
  func shadeTile(
    _ rect: PixelRect, _ scratch: inout TileScratch, _ members: UnsafeBufferPointer<Member>,
    _ tables: TableBuffers,
    into output: SharedPointer<UInt32>, rowPixels: Int
  ) {
    let candidates = scratch.candidates
    if candidates.isEmpty {
      clear(rect, output, rowPixels)
      return
    }
    if candidates.count == 1 {
      // Most tiles see one member: shade them with the same specialised loop per-node rendering uses (the
      // fold of one member is that member), which keeps container mode as fast per pixel as per-node.
      let i = candidates[0]
      switch distances[i] {
      case .box(let d): shadeSingleBox(rect, i, d, &scratch, into: output, rowPixels: rowPixels)
      case .circle(let d): shadeSingle(rect, i, d, &scratch, into: output, rowPixels: rowPixels)
      case .ellipse(let d): shadeSingle(rect, i, d, &scratch, into: output, rowPixels: rowPixels)
      case .field(let f): shadeSingle(rect, i, tables.fields[f], &scratch, into: output, rowPixels: rowPixels)
      case .union, .morph:
        shadeSingle(
          rect, i, BoundDistance(distance: distances[i], tables: tables), &scratch, into: output,
          rowPixels: rowPixels)
      }
      return
    }
    scratch.boxes.removeAll(keepingCapacity: true)
    scratch.circles.removeAll(keepingCapacity: true)
    for i in candidates {
      switch distances[i] {
      case .box(let d): scratch.boxes.append(d)
      case .circle(let d): scratch.circles.append(d)
      default: break
      }
    }
    candidates.withUnsafeBufferPointer { list in
      if scratch.boxes.count == candidates.count {
        scratch.boxes.withUnsafeBufferPointer {
          shadeFold(rect, list, members, $0, into: output, rowPixels: rowPixels)
        }
      } else if scratch.circles.count == candidates.count {
        scratch.circles.withUnsafeBufferPointer {
          shadeFold(rect, list, members, $0, into: output, rowPixels: rowPixels)
        }
      } else {
        scratch.general.removeAll(keepingCapacity: true)
        for i in candidates { scratch.general.append(BoundDistance(distance: distances[i], tables: tables)) }
        scratch.general.withUnsafeBufferPointer {
          shadeFold(rect, list, members, $0, into: output, rowPixels: rowPixels)
        }
      }
    }
  }

  /// The fold over several candidates, `distances[j]` belonging to member `candidates[j]`.
  private func shadeFold<D: GlassDistance>(
    _ rect: PixelRect, _ candidates: UnsafeBufferPointer<Int>, _ members: UnsafeBufferPointer<Member>,
    _ distances: UnsafeBufferPointer<D>, into output: SharedPointer<UInt32>, rowPixels: Int
  ) {
    withUnsafeTemporaryAllocation(of: Int.self, capacity: Self.recordedContributors) { owners in
      withUnsafeTemporaryAllocation(of: Float.self, capacity: Self.recordedContributors) { weights in
        withUnsafeTemporaryAllocation(of: Look.self, capacity: 1) { slot in
          withUnsafeTemporaryAllocation(of: Float.self, capacity: candidates.count) { reaches in
            // Each fold step lowers the field by at most α·k (`SmoothMinimum`), so a pixel lies beyond
            // every candidate's paint once beyond each one's reach plus (n − 1)·α·k.
            let chain = Float(candidates.count - 1) * k * SmoothMinimum.deepestLowering
            for (j, i) in candidates.enumerated() { reaches[j] = (members[i].reach + chain).nextUp }
            let fold = FoldScratch(
              owners: owners, weights: weights, slot: slot.baseAddress!, reaches: reaches)
            shadeFold(rect, candidates, members, distances, fold, into: output, rowPixels: rowPixels)
          }
        }
      }
    }
  }

  private func shadeFold<D: GlassDistance>(
    _ rect: PixelRect, _ candidates: UnsafeBufferPointer<Int>, _ members: UnsafeBufferPointer<Member>,
    _ distances: UnsafeBufferPointer<D>, _ fold: FoldScratch, into output: SharedPointer<UInt32>,
    rowPixels: Int
  ) {
    for y in rect.y..<rect.maxY {
      let line = output.base + (y - region.y) * rowPixels - region.x
      let py = Float(y) + 0.5
      for x in rect.x..<rect.maxX {
        let px = Float(x) + 0.5
        line[x] =
          k <= 0
          ? GlassShading.pack(batched(px, py, candidates, members, distances))
          : merged(px, py, candidates, members, distances, fold)
      }
    }
  }

  /// One member over a tile: its glass over its shadow, times its opacity, with the fast kernel of one
  /// shape (`MemberShader`) that per-node rendering uses, so container mode is as fast per pixel.
  ///
  /// A tile beyond the member's paint reach is transparent without a look, as outside a per-node paint
  /// rectangle; the region around a member is grown by α·k for bridges, and shading those pixels anyway
  /// made the spacing demo 30 % slower than per-node.
  private func shadeSingle<D: GlassDistance>(
    _ rect: PixelRect, _ i: Int, _ distance: D, _ scratch: inout TileScratch,
    into output: SharedPointer<UInt32>, rowPixels: Int
  ) {
    guard reaches(i, rect) else {
      clear(rect, output, rowPixels)
      return
    }
    let m = members[i]
    let shader = MemberShader(
      distance: distance, shading: m.shading, grid: grids[i], region: rect, opacity: m.alpha,
      columns: scratch.columns)
    shader.classify(0..<rect.height, scratch.member)
    shader.shade(
      0..<rect.height, scratch.member,
      into: output.base + (rect.y - region.y) * rowPixels + (rect.x - region.x),
      rowPixels: rowPixels)
    scratch.interior += MemberShader<D>.count(scratch.member, rows: rect.height).interior
  }

  /// One axis-aligned box member over a tile: `BoxShader`, which writes `MemberShader`'s bytes by rows and
  /// columns (a pixel depends on its position alone, not on the tile it is shaded in) with far fewer
  /// instructions (docs/benchmarks.md, *Containers: a merging region's capture in pieces*); a rotated box
  /// goes through `MemberShader`. The tile's shader never writes into the frame directly, so it skips the
  /// scan of the member's whole grid for opacity, which cost more than shading the tile.
  private func shadeSingleBox(
    _ rect: PixelRect, _ i: Int, _ distance: BoxGlassDistance, _ scratch: inout TileScratch,
    into output: SharedPointer<UInt32>, rowPixels: Int
  ) {
    guard reaches(i, rect) else {
      clear(rect, output, rowPixels)
      return
    }
    let m = members[i]
    guard
      let shader = BoxShader(
        distance: distance, shading: m.shading, grid: grids[i], region: rect, opacity: m.alpha,
        columns: scratch.columns, opaque: false)
    else {
      shadeSingle(rect, i, distance, &scratch, into: output, rowPixels: rowPixels)
      return
    }
    let counts = shader.shade(
      0..<rect.height, into: output.base + (rect.y - region.y) * rowPixels + (rect.x - region.x),
      rowPixels: rowPixels, scratch: scratch.rows)
    scratch.interior += counts.interior
  }

  /// Whether member `i`'s paint can reach a tile: beyond its reach the tile is transparent without a
  /// look, as outside a per-node paint rectangle.
  private func reaches(_ i: Int, _ rect: PixelRect) -> Bool {
    let m = members[i]
    let reach = PixelRect(
      covering: Rect(
        x: Double(m.minX), y: Double(m.minY), width: Double(m.maxX - m.minX), height: Double(m.maxY - m.minY))
    )
    .outset(by: Int(m.reach.rounded(.up)) + 1)
    return !reach.intersection(rect).isEmpty
  }

  /// Makes a tile transparent.
  private func clear(_ rect: PixelRect, _ output: SharedPointer<UInt32>, _ rowPixels: Int) {
    for y in rect.y..<rect.maxY {
      let line = output.base + (y - region.y) * rowPixels - region.x
      for x in rect.x..<rect.maxX { line[x] = 0 }
    }
  }

}

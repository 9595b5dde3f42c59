import Synchronization

extension GlassBatchWork {
  /// Look item `i`: shape `i`'s shading, once its capture is there, and its row shader when its grid is
  /// toned whole here.
  func look(_ i: Int, _ worker: Int) {
    if let item = captureItem[i] { done.wait(for: item) }
    let t0 = ContinuousClock.now
    let shading = GlassCompositor.shading(for: planned[i], backdrop: backdrops[i], canvas: canvas)
    let grid = self.grid(i)
    if bandsLeft[i].load(ordering: .relaxed) > 0 {
      shadings[i] = shading
      times[worker][GlassStage.shading.index] += StageClock.milliseconds(ContinuousClock.now - t0)
      resolved.finish(i)
      return
    }
    grid.tone(grid.rows, shading: shading)
    times[worker][GlassStage.shading.index] += StageClock.milliseconds(ContinuousClock.now - t0)
    complete(i, shading: shading, grid: grid, worker)
  }

  /// A tone band: rows of shape `band.shape`'s grid, once its shading is resolved; the core that tones
  /// its last band completes its look.
  func tone(_ band: (shape: Int, rows: Range<Int>), _ worker: Int) {
    let i = band.shape
    resolved.wait(for: i)
    let t0 = ContinuousClock.now
    let shading = shadings[i].unsafelyUnwrapped
    let grid = self.grid(i)
    grid.tone(band.rows, shading: shading)
    times[worker][GlassStage.shading.index] += StageClock.milliseconds(ContinuousClock.now - t0)
    // Acquiring the other bands' texels along with the count, releasing this band's.
    if bandsLeft[i].subtract(1, ordering: .acquiringAndReleasing).newValue == 0 {
      complete(i, shading: shading, grid: grid, worker)
    }
  }

  /// Shape `i`'s grid over its texels (toned or not yet).
  func grid(_ i: Int) -> ToneGrid {
    ToneGrid(backdrop: backdrops[i], columns: extents[i].columns, rows: extents[i].rows, texels: texels[i])
  }

  /// Makes shape `i`'s row shader over its toned grid and marks its look complete.
  func complete(_ i: Int, shading: GlassShading, grid: ToneGrid, _ worker: Int) {
    let t0 = ContinuousClock.now
    let shader = GlassCompositor.makeShader(planned[i], shading: shading, grid: grid, columns: columns[i])
    shaders[i] = shader
    // Making the kernel is shading, but for its distance work (the box kernel's tables).
    let distance = shader.preparationMilliseconds
    times[worker][GlassStage.distance.index] += distance
    times[worker][GlassStage.shading.index] += StageClock.milliseconds(ContinuousClock.now - t0) - distance
    done.finish(captureCount + i)
  }
}

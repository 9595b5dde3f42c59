extension FrameExecution {
  /// What the glass command at `index`, which reads its own capture, draws from when it was prepared
  /// ahead of its turn; at a turn that was not, prepares it together with the glass commands that follow
  /// it directly (`GlassCompositor.prepareOwnCaptures`) when there are cores to share them.
  ///
  /// Only consecutive glass commands reading their own captures join: between them nothing is drawn into
  /// the content layer and no clip or layer opens or closes, so each reads the pixels and has the clip its
  /// own turn would. They join as far as the budget left once this draw is paid (`allowance`) pays for
  /// them and `GlassCompositor.maximumAheadPixels` allows, as a shared capture's members shaded ahead do;
  /// one an incremental frame's region does not reach is paid for but not prepared, as its turn skips it.
  mutating func preparedGlass(
    at index: Int, _ item: GlassItem, allowance: Int, content: ImageSurface, clip: PixelRect
  ) -> PreparedGlass? {
    if let ready = ownAhead.removeValue(forKey: index) { return ready }
    let compositor = renderer.compositor
    guard compositor.threads > 1 else { return nil }
    let canvas = PixelRect(x: 0, y: 0, width: output.width, height: output.height)
    var batch = [SharedCapturePlan.Ahead(command: index, item: item, clip: clip)]
    var pixels = GlassCompositor.paintRect(for: item, canvas: canvas, clip: clip).area
    var cost = 0
    for j in (index + 1)..<list.commands.count {
      guard case .glass(let next) = list.commands[j], shared.plan.captureOfCommand[j] == nil else { break }
      let area = GlassCompositor.paintRect(for: next, canvas: canvas, clip: clip).area
      let price = FrameBudgetMeter.cost(of: next, canvas: canvas, clip: clipExtents)
      guard pixels + area <= GlassCompositor.maximumAheadPixels, cost + price <= allowance else { break }
      cost += price
      if let restriction, !restriction.reachesGlass(at: j) { continue }
      batch.append(SharedCapturePlan.Ahead(command: j, item: next, clip: clip))
      pixels += area
    }
    guard batch.count > 1 else { return nil }
    var prepared = compositor.prepareOwnCaptures(batch, content: content, log: &log)
    let mine = prepared.removeValue(forKey: index)
    ownAhead.merge(prepared) { old, _ in old }
    return mine
  }

  /// Waits for the glass being prepared ahead and returns the surfaces of those whose turn never came
  /// (the budget ran out first): before anything but glass is drawn, and at the end of the frame.
  mutating func finishPreparedGlass() {
    guard !ownAhead.isEmpty else { return }
    for (_, ready) in ownAhead {
      if case .pending(let batch, _) = ready { batch.discardUntaken(to: renderer.compositor.surfaces) }
    }
    ownAhead = [:]
  }
}

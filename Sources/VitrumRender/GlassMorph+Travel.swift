import VitrumGeometry
import VitrumScene

extension GlassMorph {
  /// A morph from `source` to `target` (each with its transform to device pixels) that never shows nothing.
  ///
  /// The blend (1 − w)·d_source + w·d_target is negative only where one of the two fields is: for two
  /// outlines far apart it is positive everywhere between them halfway through (d_s + d_t ≥ their gap), and
  /// the glass vanishes for the middle of the morph — 240 pt apart, six frames at 30 fps. So when the two
  /// outlines' cores lie too far apart, the blend is taken between the outlines moved towards each other
  /// by a fixed vector v: the source by w·v, the target back by (1 − w)·v. At every w the two moved
  /// outlines lie the same distance apart, close enough to blend into one shape, and that shape travels
  /// from the source's place (w = 0, exact) to the target's (w = 1, exact), a blob crossing the gap.
  ///
  /// The cores are the bounds shrunk by half their shorter side (a capsule's spine, a circle's centre), and
  /// "close enough" is the mean of the two half sides: two equal circles whose centres lie one radius
  /// apart blend halfway into an ellipse 0.87 radius across. Outlines whose cores are already that close
  /// blend in place, as before (v = 0): the bundled morph-by-id scene is one.
  static func travelling(
    from source: Shape, transform sourceToDevice: AffineMatrix, to target: Shape,
    transform targetToDevice: AffineMatrix, progress: Double
  ) -> GlassMorph {
    var morph = GlassMorph(shape: source, transform: sourceToDevice, progress: progress)
    let a = sourceToDevice.apply(source.bounds)
    let b = targetToDevice.apply(target.bounds)
    guard a.isFinite, b.isFinite, !a.isEmpty, !b.isEmpty, progress.isFinite else { return morph }
    let (gapX, gapY, reach) = coreGap(a, b)
    let gap = (gapX * gapX + gapY * gapY).squareRoot()
    guard gap > reach, gap.isFinite else { return morph }
    let w = min(max(progress, 0), 1)
    let fraction = 1 - reach / gap
    let v = Point(gapX * fraction, gapY * fraction)
    morph.transform = sourceToDevice.then(.translation(v.x * w, v.y * w))
    morph.targetShift = Point(-v.x * (1 - w), -v.y * (1 - w))
    return morph
  }

  /// The vector from the core of `a` to the core of `b` (zero along an axis where they overlap), and the
  /// distance within which the two blend well.
  static func coreGap(_ a: Rect, _ b: Rect) -> (x: Double, y: Double, reach: Double) {
    let ha = min(a.width, a.height) / 2
    let hb = min(b.width, b.height) / 2
    let ca = a.insetBy(dx: ha, dy: ha)
    let cb = b.insetBy(dx: hb, dy: hb)
    func axis(_ aMin: Double, _ aMax: Double, _ bMin: Double, _ bMax: Double) -> Double {
      if bMin > aMax { return bMin - aMax }
      if aMin > bMax { return -(aMin - bMax) }
      return 0
    }
    return (
      axis(ca.minX, ca.maxX, cb.minX, cb.maxX), axis(ca.minY, ca.maxY, cb.minY, cb.maxY), (ha + hb) / 2
    )
  }
}

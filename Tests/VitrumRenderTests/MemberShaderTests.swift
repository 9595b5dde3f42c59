import Foundation
import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumRender

/// The fast kernel of one glass shape (`MemberShader`: interiors as a straight resample of the toned
/// coarse grid, refraction and rim only at the edge) against the plain per-pixel formula
/// (`GlassShading.pixel` over the raw blurred backdrop, toned after interpolation), on textured backdrops,
/// for every kind of distance and every look.
///
/// Tolerance: at most 5 levels of 255 in any channel, mean at most 0.15 (measured: max 5, mean at most
/// 0.141, under dark mode's Reduce Transparency frost, whose shift clips dark backdrops at black; max 4,
/// mean at most 0.09 for the other looks; the light off: max 2). The two differ in the order of toning
/// and interpolating (the tone clips to the gamut — saturation, the frost's shift, the bends of the tint's
/// ramp — so the orders disagree slightly where a coarse cell straddles a clip; the press glow is taken at
/// coarse pixel centres), in the outline's light, whose colour follows the toned colour it lights (the
/// interpolated toned grid against the toned interpolated sample), in folded constants (a reciprocal for
/// a division) and in rounding ties (half to even against half up).
@Suite struct MemberShaderTests {
  static let maximumDelta = 5
  static let meanDelta = 0.15

  typealias Look = GlassLookFixture

  /// A press glow part-way through spreading, centred left of the canvas's middle.
  static let pressGlow = GlassGlow(x: 110, y: 100, radius: 90, core: 30, intensity: 1)

  static let looks: [Look] = {
    var frosted = GlassMaterial.regular
    frosted.blurRadius = 10
    return [
      Look(name: "regular", material: .regular),
      Look(name: "regular, blur 10 (a quarter-resolution grid)", material: frosted),
      Look(name: "clear", material: .clear),
      Look(name: "tinted", material: GlassMaterial.regular.tint(Color(hex: "#3B82F6"))),
      Look(name: "tinted, translucent tint", material: GlassMaterial.regular.tint(Color(hex: "#F472B6A0"))),
      Look(
        name: "increase contrast", material: .regular, environment: SceneEnvironment(increaseContrast: true)),
      Look(
        name: "reduce transparency", material: .regular,
        environment: SceneEnvironment(reduceTransparency: true)),
      Look(
        name: "dark, pressed", material: .regular, environment: SceneEnvironment(colorScheme: .dark),
        glow: pressGlow
      ),
      Look(name: "member opacity 0.6", material: frosted, opacity: 0.6),
      Look(name: "prominent tint", material: GlassMaterial.regular.tint(Color(hex: "#FF9F0A")).prominent()),
      Look(
        name: "light from the lower right, tinted, pressed",
        material: GlassMaterial.regular.tint(Color(hex: "#30D158")),
        environment: SceneEnvironment(light: SceneLight(angle: 135, intensity: 1.5)), glow: pressGlow),
      Look(name: "light off", material: .regular, environment: SceneEnvironment(light: .off)),
      Look(
        name: "dark, reduce transparency", material: .regular,
        environment: SceneEnvironment(colorScheme: .dark, reduceTransparency: true)),
    ]
  }()

  /// Outlines of every distance kind, on a 320 × 240 canvas.
  static func distances() -> [(String, any GlassDistance, Rect)] {
    let capsule = Rect(x: 40, y: 60, width: 230, height: 90)
    let card = Rect(x: 20.5, y: 30.25, width: 200, height: 120)
    let rotated = AffineMatrix.rotation(0.3).then(.translation(160, 20))
    var star = Path()
    for i in 0..<10 {
      let angle = Double(i) * Double.pi / 5 - Double.pi / 2
      let r = i % 2 == 0 ? 100.0 : 45
      let p = Point(160 + r * cos(angle), 120 + r * sin(angle))
      if i == 0 { star.move(to: p) } else { star.line(to: p) }
    }
    star.close()
    let field = DistanceField.make(
      path: star, fillRule: .nonZero, transform: .identity, margin: 20, maxPixels: 1 << 20)!
    return [
      ("capsule", analyticGlassDistance(shape: .capsule(capsule), transform: .identity)!, capsule),
      (
        "rounded card",
        analyticGlassDistance(shape: .roundedRect(card, cornerRadius: 21.6), transform: .identity)!,
        card
      ),
      (
        "rotated box",
        analyticGlassDistance(
          shape: .roundedRect(Rect(x: 0, y: 0, width: 150, height: 80), cornerRadius: 12), transform: rotated)!,
        rotated.apply(Rect(x: 0, y: 0, width: 150, height: 80))
      ),
      (
        "circle",
        analyticGlassDistance(shape: .circle(center: Point(150, 110), radius: 80), transform: .identity)!,
        Rect(x: 70, y: 30, width: 160, height: 160)
      ),
      (
        "ellipse",
        analyticGlassDistance(
          shape: .ellipse(Rect(x: 30, y: 70, width: 260, height: 100)), transform: .identity)!,
        Rect(x: 30, y: 70, width: 260, height: 100)
      ),
      ("star (distance field)", FieldGlassDistance(field: field), star.controlPointBounds),
    ]
  }

  struct Result {
    var maxDelta = 0
    var total = 0
    var channels = 0
    var interior = 0
    var mean: Double { channels > 0 ? Double(total) / Double(channels) : 0 }
  }

  /// Shades one outline with the fast kernel and with the reference, and compares them.
  /// `band` rows are shaded per call, as a core of the glass batch shades a strip.
  static func compare(
    _ distance: any GlassDistance, bounds: Rect, look: Look, image: BlurTestImage, band: Int = 16
  ) -> (Result, [UInt32]) {
    let canvas = image.bounds
    let appearance = look.material.appearance(in: look.environment)
    let sigma = appearance.parameters.blurRadius
    let (plan, coarse) = image.fastBlur(region: canvas, sigma: sigma)
    var pixels = coarse
    return pixels.withUnsafeMutableBufferPointer { buffer in
      let shapeRect = PixelRect(covering: bounds).outset(by: 1)
      let backdrop = DownsampledBackdrop(plan, pixels: buffer.baseAddress!).clamped(to: shapeRect)
      let statistics = backdrop.luminanceStatistics(inside: distance, region: shapeRect.intersection(canvas))
      let shading = GlassShading(
        appearance: appearance, lengthScale: 1, maximumDepth: distance.maximumDepth, backdrop: statistics,
        glow: look.glow)
      let reach =
        shading.shadowOpacity > 0
        ? Int((shading.shadowRadius + abs(shading.shadowOffset)).rounded(.up)) + 1 : 1
      let region = shapeRect.outset(by: reach).intersection(canvas)
      var fast = [UInt32](repeating: 0xDEAD_BEEF, count: region.area)
      let extent = ToneGrid.extent(of: backdrop, within: shapeRect)
      var texels = [SIMD4<Float>](repeating: .zero, count: max(1, extent.columns.count * extent.rows.count))
      var columns = [GridColumn](
        repeating: GridColumn(left: 0, right: 0, fraction: 0, startsCell: false), count: region.width)
      let shaded = fast.withUnsafeMutableBufferPointer { out in
        texels.withUnsafeMutableBufferPointer { texels in
          columns.withUnsafeMutableBufferPointer { columns in
            let grid = ToneGrid(
              backdrop: backdrop, columns: extent.columns, rows: extent.rows, shading: shading,
              texels: texels.baseAddress!)
            let scratch = ShaderScratch.allocate(rows: band, width: region.width, gridWidth: grid.width)
            defer { scratch.deallocate() }
            func run<D: GlassDistance>(_ d: D) -> ShadeCounts {
              let shader = MemberShader(
                distance: d, shading: shading, grid: grid, region: region, opacity: look.opacity,
                columns: columns.baseAddress!)
              var counts = ShadeCounts()
              for top in stride(from: 0, to: region.height, by: band) {
                counts =
                  counts
                  + shader.shade(
                    top..<min(top + band, region.height), into: out.baseAddress! + top * region.width,
                    rowPixels: region.width, scratch: scratch)
              }
              return counts
            }
            return run(distance)
          }
        }
      }
      var result = Result()
      result.interior = shaded.interior
      for r in 0..<region.height {
        for c in 0..<region.width {
          let px = Float(region.x + c) + 0.5
          let py = Float(region.y + r) + 0.5
          let e = distance.evaluate(px, py)
          var shadow: Float = 0
          if shading.shadowOpacity > 0 && e.d > -0.5 {
            shadow = shading.shadowAlpha(distance.distance(px, py - shading.shadowOffset))
          }
          let reference = GlassShading.pack(
            shading.pixel(d: e.d, gx: e.gx, gy: e.gy, px: px, py: py, shadow: shadow, sampler: backdrop)
              * look.opacity)
          let p = fast[r * region.width + c]
          for shift in stride(from: 0, to: 32, by: 8) {
            let delta = abs(Int((p >> UInt32(shift)) & 0xFF) - Int((reference >> UInt32(shift)) & 0xFF))
            result.maxDelta = max(result.maxDelta, delta)
            result.total += delta
            result.channels += 1
          }
        }
      }
      return (result, fast)
    }
  }

  @Test(arguments: looks)
  func matchesThePlainFormula(look: Look) {
    let image = BlurTestImage(.photo, width: 320, height: 240)
    for (name, distance, bounds) in Self.distances() {
      let (r, _) = Self.compare(distance, bounds: bounds, look: look, image: image)
      #expect(
        r.maxDelta <= Self.maximumDelta && r.mean <= Self.meanDelta,
        "\(look), \(name): max \(r.maxDelta), mean \(r.mean)")
      // The interiors are taken the cheap way: most of a large shape's pixels.
      #expect(r.interior > 0, "\(look), \(name)")
    }
  }

  /// Hard-edged stripes: the harshest backdrop for interpolating after toning.
  @Test func matchesOnStripes() {
    let image = BlurTestImage(.stripes, width: 320, height: 240)
    for look in Self.looks {
      for (name, distance, bounds) in Self.distances() {
        let (r, _) = Self.compare(distance, bounds: bounds, look: look, image: image)
        #expect(
          r.maxDelta <= Self.maximumDelta && r.mean <= Self.meanDelta,
          "\(look), \(name): max \(r.maxDelta), mean \(r.mean)")
      }
    }
  }

  /// Shading the rows a few at a time or all at once (cores of the glass batch take strips of rows in
  /// any order) changes nothing.
  @Test func bytesAreTheSameForAnySplitOfTheRows() {
    let image = BlurTestImage(.photo, width: 320, height: 240)
    let card = Rect(x: 4, y: 4, width: 312, height: 232)
    let distance = analyticGlassDistance(shape: .roundedRect(card, cornerRadius: 30), transform: .identity)!
    let look = Self.looks[1]
    let (_, whole) = Self.compare(distance, bounds: card, look: look, image: image, band: 1000)
    for band in [1, 3, 16] {
      let (_, split) = Self.compare(distance, bounds: card, look: look, image: image, band: band)
      #expect(split == whole, "\(band) rows at a time")
    }
  }

  /// The interior is every pixel at least `interiorDepth` + 1 inside (the walk keeps one pixel of margin
  /// for rounding) and nothing shallower: a rectangle of known size has a known interior.
  @Test func interiorIsEverythingDeepEnough() {
    let image = BlurTestImage(.photo, width: 320, height: 240)
    let card = Rect(x: 20, y: 30, width: 200, height: 120)
    let distance = analyticGlassDistance(shape: .rect(card), transform: .identity)!
    let look = Self.looks[0]
    let (r, _) = Self.compare(distance, bounds: card, look: look, image: image)
    let shading = GlassShading(
      appearance: look.material.appearance(in: look.environment), lengthScale: 1,
      maximumDepth: distance.maximumDepth, backdrop: BackdropStatistics(luminance: 0.5))
    // Pixel centres lie at depths k + ½ inside a rectangle at whole coordinates: the interior starts at the
    // first centre at least interiorDepth + 1 deep.
    let first = Int((shading.interiorDepth + 0.5).rounded(.up))
    #expect(shading.interiorDepth == 7)
    #expect(r.interior == (200 - 2 * first) * (120 - 2 * first))
  }
}

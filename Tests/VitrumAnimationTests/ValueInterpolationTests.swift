import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumAnimation

/// Fills, glass and geometry values, tabulated by hand.
@Suite struct ValueInterpolationTests {
  let red = Color(red: 1, green: 0, blue: 0)
  let blue = Color(red: 0, green: 0, blue: 1)
  let white = Color.white

  @Test func geometryVectors() {
    #expect(Point(0, 10).interpolated(to: Point(10, 20), fraction: 0.25) == Point(2.5, 12.5))
    #expect(Point(0, 10).interpolated(to: Point(10, 20), fraction: 1.5) == Point(15, 25))
    #expect(Size(10, 20).interpolated(to: Size(20, 0), fraction: 0.5) == Size(15, 10))
    #expect(
      Rect(x: 0, y: 0, width: 10, height: 10).interpolated(
        to: Rect(x: 10, y: 20, width: 30, height: 0), fraction: 0.5)
        == Rect(x: 5, y: 10, width: 20, height: 5))
    #expect((2.0).interpolated(to: 4, fraction: 0.75) == 3.5)
    #expect(Rect(x: 1, y: 2, width: 2, height: 4).magnitudeSquared == 25)
    #expect(Point(3, 4).distance(to: .zero) == 5)
    // The ends are the values themselves, bit for bit, even where a + (b − a) would round.
    #expect((0.7).interpolated(to: 0.1, fraction: 1) == 0.1)
    #expect(0.7 + (0.1 - 0.7) != 0.1)
  }

  /// Components move part by part: a spin from 0° to 360° keeps its size all the way, where blending the
  /// matrices would pass through a zero matrix at 180°; a scale from 0.95 to 1 stays a scale about the
  /// anchor.
  @Test func transformComponentsMovePartByPart() {
    let start = TransformComponents(rotation: 0, anchor: Point(50, 50))
    let end = TransformComponents(rotation: 360, anchor: Point(50, 50))
    let half = start.interpolated(to: end, fraction: 0.5)
    #expect(half.rotation == 180)
    #expect(near(half.transform.determinant, 1, 1e-12))
    let matrixBlend = start.transform.interpolated(
      to: TransformComponents(rotation: 180).transform, fraction: 0.5)
    #expect(near(matrixBlend.determinant, 0, 1e-12))

    let hud = TransformComponents(scaleX: 0.95, scaleY: 0.95, anchor: Point(160, 25))
      .interpolated(to: TransformComponents(anchor: Point(160, 25)), fraction: 0.5)
    #expect(near(hud.scaleX, 0.975, 1e-15) && near(hud.scaleY, 0.975, 1e-15))
    #expect(hud.localTransform.apply(Point(160, 25)) == Point(160, 25))
    #expect(TransformComponents.zero.adding(.identity) == .identity)
  }

  @Test func solidFills() {
    #expect(Fill.solid(red).interpolated(to: .solid(blue), fraction: 0) == .solid(red))
    #expect(Fill.solid(red).interpolated(to: .solid(blue), fraction: 1) == .solid(blue))
    guard case .solid(let mid) = Fill.solid(red).interpolated(to: .solid(blue), fraction: 0.5) else {
      Issue.record("two solids blend to a solid")
      return
    }
    #expect(mid == red.interpolated(to: blue, fraction: 0.5))
  }

  /// Stops matched by index; the two-stop gradient repeats its last stop to meet the three-stop one.
  @Test func gradientsBlendGeometryAndStops() {
    let a = Fill.linearGradient(
      start: Point(0, 0), end: Point(0, 100), stops: [GradientStop(0, red), GradientStop(1, blue)])
    let b = Fill.linearGradient(
      start: Point(100, 0), end: Point(100, 100),
      stops: [GradientStop(0, red), GradientStop(0.5, white), GradientStop(1, red)])
    guard case .linearGradient(let s, let e, let stops) = a.interpolated(to: b, fraction: 0.5) else {
      Issue.record("two linear gradients blend to a linear gradient")
      return
    }
    #expect(s == Point(50, 0) && e == Point(50, 100))
    #expect(stops.count == 3)
    #expect(stops[0] == GradientStop(0, red))
    #expect(stops[1].offset == 0.75 && stops[1].color == blue.interpolated(to: white, fraction: 0.5))
    #expect(stops[2].offset == 1 && stops[2].color == blue.interpolated(to: red, fraction: 0.5))
  }

  /// A solid against a gradient is the gradient's geometry with every stop the solid colour.
  @Test func solidAgainstGradient() {
    let gradient = Fill.radialGradient(
      center: Point(10, 10), radius: 40, stops: [GradientStop(0, white), GradientStop(0.6, blue)])
    let blend = Fill.solid(red).interpolated(to: gradient, fraction: 0.25)
    #expect(
      blend
        == .radialGradient(
          center: Point(10, 10), radius: 40,
          stops: [
            GradientStop(0, red.interpolated(to: white, fraction: 0.25)),
            GradientStop(0.6, red.interpolated(to: blue, fraction: 0.25)),
          ]))
    let back = gradient.interpolated(to: .solid(red), fraction: 0.75)
    #expect(back == blend)
  }

  @Test func linearAgainstRadialSwitchesAtTheMidpoint() {
    let linear = Fill.linearGradient(start: .zero, end: Point(1, 0), stops: [GradientStop(0, red)])
    let radial = Fill.radialGradient(center: .zero, radius: 1, stops: [GradientStop(0, blue)])
    #expect(linear.interpolated(to: radial, fraction: 0.49) == linear)
    #expect(linear.interpolated(to: radial, fraction: 0.5) == radial)
  }

  @Test func glassBlendsNumbersAndSwitchesTheVariant() {
    let regular = GlassMaterial.regular
    let clear = GlassMaterial.clear.tint(blue)
    let quarter = regular.interpolated(to: clear, fraction: 0.25)
    #expect(quarter.variant == .regular)
    #expect(quarter.parameters == GlassParameters.regular.interpolated(to: .clear, fraction: 0.25))
    #expect(near(quarter.parameters.blurRadius, 2 + (0.5 - 2) * 0.25, 1e-15))
    #expect(quarter.tint == blue.withAlpha(0).interpolated(to: blue, fraction: 0.25))
    #expect(regular.interpolated(to: clear, fraction: 0.5).variant == .clear)
    #expect(regular.interpolated(to: clear, fraction: 0) == regular)
    #expect(regular.interpolated(to: clear, fraction: 1) == clear)
    #expect(regular.interpolated(to: .regular, fraction: 0.5).tint == nil)
    let interactive = regular.interpolated(to: GlassMaterial.regular.interactive(), fraction: 0.7)
    #expect(interactive.isInteractive)
    #expect(GlassParameters.zero.adding(.regular) == .regular)
    #expect(GlassParameters.regular.subtracting(.regular).magnitudeSquared == 0)
  }
}

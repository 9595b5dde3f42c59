import Testing
import VitrumGeometry
import VitrumRender
import VitrumScene

/// A merging container under ancestors scaled by 10⁶ three times (each scale legal) has a blend radius of
/// 2·10²¹ device pixels; its members, scaled back down, are ordinary. Planning its regions once converted
/// the paint rectangle's outset to an Int and trapped (found by the renderer fuzz target, animating a
/// container's spacing).
@Suite struct ContainerScaleTests {
  @Test(arguments: RenderMode.allCases) func blendRadiusBeyondIntRenders(mode: RenderMode) throws {
    var member: Node = ShapeNode(
      id: "pill", .capsule(Rect(x: 10, y: 10, width: 60, height: 40)), glass: .regular)
    for _ in 0..<3 {
      let group = GroupNode { member }
      group.scaleX = 1e-6
      group.scaleY = 1e-6
      member = group
    }
    var node: Node = ContainerNode(id: "row", spacing: 1000) { member }
    for _ in 0..<3 {
      let group = GroupNode { node }
      group.scaleX = 1e6
      group.scaleY = 1e6
      node = group
    }
    let scene = Scene(size: Size(120, 80), background: .solid(Color(red: 0.2, green: 0.4, blue: 0.8))) {
      node
    }
    let frame = try CairoRenderer(options: .init(scale: 1, mode: mode, threads: 1)).render(scene)
    #expect(frame.statistics.glassDraws == 1)
  }
}

import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumRender

/// What the builder decides before any pixel: layers, warnings, container membership.
@Suite struct DisplayListBuilderTests {
  func glass(_ id: NodeID) -> ShapeNode {
    ShapeNode(id: id, .capsule(Rect(x: 0, y: 0, width: 40, height: 20)), glass: .regular)
  }

  /// Glass in the content layer breaks a design rule (`VitrumLint`'s `glass-in-content-layer`), not a
  /// rendering one: it is drawn as asked, without a renderer warning.
  @Test func glassInAContentSubtreeIsDrawnAsAsked() {
    let scene = Scene(size: Size(100, 100)) {
      GroupNode { glass("tagged") }.inLayer(.content)
      ContainerNode(spacing: 4) { GroupNode { glass("member") }.inLayer(.content) }
      GroupNode { glass("fine") }.inLayer(.functional)
    }
    let list = DisplayListBuilder(scale: 1, mode: .container).build(scene)
    #expect(list.warnings.isEmpty)
    #expect(list.glassCount == 3)
  }

  @Test func glassInAMaskIsLeftOutAndReported() {
    let group = GroupNode(id: "masked") {
      ShapeNode(.rect(Rect(x: 0, y: 0, width: 50, height: 50)), fill: .solid(.white))
    }
    group.mask = glass("in-mask")
    let scene = Scene(size: Size(100, 100)) { group }
    let list = DisplayListBuilder(scale: 1, mode: .perNode).build(scene)
    #expect(list.warnings.map(\.code) == [.glassInMask])
    #expect(list.glassCount == 0)
  }

  @Test func perNodeModeIgnoresContainers() {
    let scene = Scene(size: Size(100, 100)) { ContainerNode(spacing: 10) { [glass("a"), glass("b")] } }
    let perNode = DisplayListBuilder(scale: 1, mode: .perNode).build(scene)
    let container = DisplayListBuilder(scale: 1, mode: .container).build(scene)
    #expect(perNode.commands.filter { if case .glass = $0 { true } else { false } }.count == 2)
    let items = container.commands.compactMap { command -> ContainerItem? in
      if case .glassContainer(let item) = command { return item }
      return nil
    }
    #expect(items.count == 1)
    #expect(items.first?.members.map(\.nodeID.rawValue) == ["a", "b"])
    #expect(items.first?.blendRadius == 20)
    #expect(container.glassCount == 2)
  }

  @Test func hiddenAndTransparentMembersTakeNoPart() {
    let hidden = glass("hidden")
    hidden.isHidden = true
    let faded = glass("faded").withOpacity(0)
    let half = glass("half").withOpacity(0.5)
    let container = ContainerNode(spacing: 2) {
      [hidden, faded, half, ShapeNode(id: "identity", .circle(center: .zero, radius: 4), glass: .identity)]
    }
    #expect(container.members.map(\.id.rawValue) == ["half"])
    let list = DisplayListBuilder(scale: 2, mode: .container).build(Scene(size: Size(50, 50)) { container })
    guard case .glassContainer(let item)? = list.commands.first else {
      Issue.record("expected one container command, got \(list.commands)")
      return
    }
    #expect(item.members.map(\.alpha) == [0.5])
    #expect(item.blendRadius == 8)
  }
}

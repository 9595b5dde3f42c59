import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumRender

/// Spacing 0 equals per-node rendering in each structure a container can sit in, one named scene per
/// structure (the generated trees in `ContainerPropertyTests` mix them at random). Every scene is a row of
/// glass buttons a few points apart, close enough that their captures overlap and may be shared.
@Suite struct ContainerStructureTests {
  static let size = Size(420, 160)

  /// `count` glass capsules in a row, 6 pt apart, optionally tinted, with a prefix for their ids.
  static func buttons(_ count: Int, prefix: String = "b", y: Double = 50) -> [ShapeNode] {
    (0..<count).map { i in
      ShapeNode(
        id: NodeID("\(prefix)\(i)"), .capsule(Rect(x: 12 + Double(i) * 66, y: y, width: 60, height: 36)),
        glass: i % 3 == 1 ? GlassMaterial.regular.tint(Color(hex: "#3B82F6")) : .regular)
    }
  }

  struct Structure: CustomStringConvertible, Sendable {
    var description: String
    var content: @Sendable () -> [Node]
  }

  static let structures: [Structure] = [
    Structure(description: "opacity on the container, two members") {
      [ContainerNode { buttons(2) }.withOpacity(0.7)]
    },
    Structure(description: "opacity on the container, thirty members") {
      [
        ContainerNode {
          for row in 0..<5 { buttons(6, prefix: "r\(row)-", y: 4 + Double(row) * 31) }
        }.withOpacity(0.7)
      ]
    },
    Structure(description: "opacity on an ancestor with one child") {
      [GroupNode { ContainerNode { buttons(4) } }.withOpacity(0.6)]
    },
    Structure(description: "opacity on an ancestor with several children") {
      [
        GroupNode {
          ContainerNode { buttons(4) }
          ShapeNode(.rect(Rect(x: 0, y: 120, width: 420, height: 20)), fill: .solid(.white))
        }.withOpacity(0.6)
      ]
    },
    Structure(description: "opacity on members") {
      [ContainerNode { buttons(5).enumerated().map { $1.withOpacity(0.3 + 0.15 * Double($0)) } }]
    },
    Structure(description: "clip around the container") {
      [
        GroupNode { ContainerNode { buttons(5) } }
          .clipped(to: .ellipse(Rect(x: 30, y: 30, width: 300, height: 90)))
      ]
    },
    Structure(description: "clip inside the container") {
      [
        ContainerNode {
          GroupNode { buttons(3) }.clipped(to: .rect(Rect(x: 40, y: 40, width: 120, height: 40)))
          buttons(5, prefix: "c").suffix(2)
        }
      ]
    },
    Structure(description: "mask around the container") {
      [
        GroupNode { ContainerNode { buttons(5) } }
          .masked(
            by: ShapeNode(
              .rect(Rect(x: 0, y: 0, width: 420, height: 160)),
              fill: .linearGradient(
                start: .zero, end: Point(420, 0),
                stops: [GradientStop(0, Color(hex: "#000000FF")!), GradientStop(1, Color(hex: "#00000000")!)])
            ))
      ]
    },
    Structure(description: "mask inside the container") {
      [
        ContainerNode {
          GroupNode { buttons(3) }
            .masked(by: ShapeNode(.circle(center: Point(100, 68), radius: 60), fill: .solid(.black)))
          buttons(5, prefix: "m").suffix(2)
        }
      ]
    },
    Structure(description: "transforms on the container and on members") {
      [
        ContainerNode {
          buttons(5).enumerated().map { i, b in
            i % 2 == 0 ? b.rotated(by: 0.2, anchor: b.shape.bounds.center) : b
          }
        }.rotated(by: -0.1, anchor: Point(210, 80)).scaled(1.1, 0.9, anchor: Point(210, 80))
      ]
    },
    Structure(description: "painted members") {
      [
        ContainerNode {
          buttons(5).map { b in
            b.fill = .solid(Color(hex: "#F9731680")!)
            b.stroke = Stroke(.solid(.white), width: 3)
            return b
          }
        }
      ]
    },
    Structure(description: "content interleaved with members") {
      [
        ContainerNode {
          for (i, b) in buttons(5).enumerated() {
            b
            ShapeNode(
              .rect(Rect(x: 40 + Double(i) * 66, y: 40, width: 30, height: 56)),
              fill: .solid(Color(hex: "#EF4444")!))
          }
        }
      ]
    },
    Structure(description: "hidden, transparent and identity members") {
      [
        ContainerNode {
          buttons(6).enumerated().map { i, b in
            if i == 1 { b.isHidden = true }
            if i == 2 { b.opacity = 0 }
            if i == 4 { b.glass = .identity }
            return b
          }
        }
      ]
    },
    Structure(description: "nested containers") {
      [
        ContainerNode {
          buttons(2)
          ContainerNode { buttons(3, prefix: "n", y: 96) }.withOpacity(0.8)
          buttons(5, prefix: "o").suffix(3)
        }
      ]
    },
  ]

  @Test(arguments: structures)
  func spacingZeroEqualsPerNode(_ structure: Structure) throws {
    let scene = Scene(size: Self.size) {
      ContainerTests.backdrop(Self.size)
      structure.content()
    }
    let container = try ContainerTests.render(scene, mode: .container)
    let perNode = try ContainerTests.render(scene, mode: .perNode)
    let c = try #require(ImageComparison(container.surface, perNode.surface))
    #expect(c.maxDelta == 0, "\(c)")
    // Never more work than per-node: pixels captured, blurred and shaded.
    #expect(container.statistics.capturedPixels <= perNode.statistics.capturedPixels)
    #expect(container.statistics.blurredPixels <= perNode.statistics.blurredPixels)
    #expect(container.statistics.shadedPixels <= perNode.statistics.shadedPixels)
  }

  /// Buttons with labels drawn over their neighbours' reach cannot share: each reads its own capture, and
  /// the container says so.
  @Test func contentBetweenMembersIsAFallbackAndAWarning() throws {
    let scene = Scene(size: Self.size) {
      ContainerTests.backdrop(Self.size)
      ContainerNode(id: "toolbar") {
        for (i, b) in Self.buttons(3).enumerated() {
          b
          ShapeNode(.rect(Rect(x: 50 + Double(i) * 66, y: 56, width: 40, height: 24)), fill: .solid(.white))
        }
      }
    }
    let frame = try ContainerTests.render(scene, mode: .container)
    #expect(frame.statistics.sharedCaptures == 0)
    #expect(frame.statistics.sharedCaptureFallbacks == 2)
    let warning = try #require(frame.warnings.first { $0.code == .sharedCaptureFallback })
    #expect(warning.nodeID == "toolbar")
    #expect(warning.message.contains("b1, b2"))
  }
}

import Testing
import VitrumAnimation
import VitrumGeometry
import VitrumScene
import VitrumSceneFile

/// The return timer's reflection stays under the timer through every turnover: its mirror changes only at
/// the instant a digit's content changes (a new text rests on slightly different ink), never in the
/// frames between, where the turning glyphs travel. It used to drop by the turnover's travel and the
/// previous text's estimated ink for 0.15 s every second.
@Suite struct ReflectionTurnoverPlaybackTests {
  @Test func returnTimerMirrorHoldsThroughEachTurnover() throws {
    let document = try TestSupport.load("return-timer")
    let timeline = try #require(document.timeline)
    let reflection = try #require(document.scene.node(withID: "timer-reflection") as? ReflectionNode)
    let timer = try #require(document.scene.node(withID: "timer") as? TextNode)
    var turning = 0
    for second in 1...5 {
      // Just before the tick, then through the 0.15 s change at 240 fps.
      try timeline.seek(to: Double(second) - 0.01, policy: .standard)
      document.scene.updateLayout()
      let before = try #require(reflection.placement)
      var during: AffineMatrix?
      for k in 1..<36 {
        try timeline.seek(to: Double(second) + Double(k) / 240, policy: .standard)
        document.scene.updateLayout()
        let mirror = try #require(reflection.placement).mirror
        if timer.textChange != nil { turning += 1 }
        if let during {
          #expect(mirror == during, "\(second) s + \(k)/240")
        } else {
          during = mirror
        }
      }
      // The new text rests where the old one did, to within a pixel at scale 3.
      let moved = abs((during?.ty ?? 0) - before.mirror.ty)
      #expect(moved < 1.0 / 3, "\(second) s: the mirror moved \(moved) pt")
    }
    #expect(turning > 0)
  }
}

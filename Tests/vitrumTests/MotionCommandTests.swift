import Foundation
import Testing
import VitrumRender

/// `vitrum render --time`, `vitrum eval` and `vitrum info` on scenes with timelines.
@Suite struct MotionCommandTests {
  static func run(_ arguments: [String]) throws -> CommandLineTests.Result {
    try CommandLineTests.run(arguments)
  }

  /// The presented tree at an instant: the HUD's picker half way into its entrance, the start button not
  /// yet in, the countdown at its first value.
  @Test func evalPrintsThePresentedTree() throws {
    let result = try Self.run(["eval", "Scenes/hud-overlays.json", "--time", "0.3"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "time 0.3 s, full motion")
    let picker = try #require(lines.first { $0.contains("group duration-picker") })
    #expect(picker.contains("opacity=") && picker.contains("scale="))
    #expect(!lines.contains { $0.contains("group start-pause") })
    #expect(lines.contains { $0.contains("text timer text=25:00") })
    #expect(lines.contains("substitutions: none"))
    // Then the inks of the adaptive labels: the picker's, each with its contrasts and why.
    let inks = lines.drop { $0 != "inks:" }.dropFirst()
    #expect(inks.contains { $0.hasPrefix("  picker-5 secondary → ") && $0.contains("light ink") })
    #expect(inks.contains { $0.hasPrefix("  picker-25 primary → ") })
  }

  /// Under Reduce Motion the entrance keeps its fade and drops its scale, and the listing says why.
  @Test func evalListsTheSubstitutionsInEffect() throws {
    let result = try Self.run(["eval", "Scenes/hud-overlays.json", "--time", "0.3", "--reduce-motion"])
    #expect(result.status == 0)
    let picker = try #require(
      result.stdout.split(separator: "\n").first { $0.contains("group duration-picker") })
    #expect(picker.contains("opacity=") && !picker.contains("scale="))
    #expect(result.stdout.contains("time 0.3 s, reduce motion"))
    #expect(
      result.stdout.contains(
        "duration-picker.insert at 0.2 s: opacity + scale(0.95), ease-out 0.35 s → opacity, ease-out 0.35 s "
          + "(transitionMotion)"))
  }

  @Test func evalWritesJSON() throws {
    let result = try Self.run(["eval", "Scenes/morph-by-id.json", "--time", "1.8", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["time"] as? Double == 1.8)
    #expect(object["reduceMotion"] as? Bool == false)
    #expect((object["substitutions"] as? [Any])?.isEmpty == true)
    let tree = try #require(object["tree"] as? [String: Any])
    #expect(tree["kind"] as? String == "group")
    let text = result.stdout
    #expect(text.contains("\"morph\": \"circle (346,200) r=28\""))
    let reduced = try Self.run([
      "eval", "Scenes/morph-by-id.json", "--time", "1.8", "--json", "--reduce-motion",
    ])
    let substitutions = try #require(
      (try JSONSerialization.jsonObject(with: Data(reduced.stdout.utf8)) as? [String: Any])?["substitutions"]
        as? [[String: Any]])
    #expect(substitutions.contains { $0["reason"] as? String == "glassMorph" })
    #expect(!reduced.stdout.contains("\"morph\""))
  }

  @Test func renderSeeksTheTimeline() throws {
    let folder = try CommandLineTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var images: [String: ImageSurface] = [:]
    for time in ["0", "1", "3.9"] {
      let out = folder.appendingPathComponent("\(time).png").path
      let result = try Self.run(
        ["render", "Scenes/hud-overlays.json", "--time", time, "--scale", "0.5", "-o", out])
      #expect(result.status == 0, "\(result.stderr)")
      images[time] = try ImageSurface.loadPNG(path: out)
    }
    // Nothing of the HUD at 0 s or after it has left; the controls at 1 s.
    #expect(images["0"]!.pixelArray() == images["3.9"]!.pixelArray())
    #expect(images["0"]!.pixelArray() != images["1"]!.pixelArray())
  }

  @Test func infoReportsTheTimeline() throws {
    let result = try Self.run(["info", "Scenes/spring-retargeting.json"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("format: vitrum-scene/2"))
    #expect(result.stdout.contains("duration: 2.5 s (declared)"))
    #expect(result.stdout.contains("events: 8"))
    #expect(
      result.stdout.contains(
        "0.3 s spring-puck.translate: set, implicitly animated: spring(duration 0.5 s, bounce 0.3)"))
    #expect(result.stdout.contains("under reduce motion: 8 substitutions"))
    let still = try Self.run(["info", "Scenes/glass-gallery.json"])
    #expect(still.stdout.contains("timeline: none (a static scene)"))
  }

  /// Every broken timeline in the corpus exits 65 from each command that reads scenes, with its location.
  @Test(arguments: [
    "timeline-unknown-node", "timeline-negative-duration", "timeline-event-after-end", "timeline-bezier-x",
    "timeline-countdown-past-end",
  ])
  func badTimelinesExit65(name: String) throws {
    let path = "Tests/VitrumSceneFileTests/Broken/\(name).json"
    for arguments in [["eval", path], ["info", path], ["render", path, "-o", "/tmp/never-written.png"]] {
      let result = try Self.run(arguments)
      #expect(result.status == 65, "\(arguments): \(result.stderr)")
      #expect(result.stderr.hasPrefix("error: \(path):"))
      #expect(result.stderr.contains("timeline.events[0]") || result.stderr.contains("timeline.events[1]"))
    }
    #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written.png"))
  }

  @Test(arguments: [
    (["eval"], "missing the scene file"),
    (["eval", "Scenes/hud-overlays.json", "--time", "-1"], "--time expects a number from 0 to 86400"),
    (["render", "Scenes/hud-overlays.json", "-o", "x.png", "--time", "nan"], "--time expects a number"),
  ])
  func badTimesAreUsageErrors(arguments: [String], message: String) throws {
    let result = try Self.run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }
}

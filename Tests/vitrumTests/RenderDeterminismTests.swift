import Foundation
import Testing

/// The same scene renders the same bytes in every process. Swift seeds its hashing per process, so a frame
/// that depended on a dictionary's order changed from run to run — which one test process, rendering twice,
/// never sees.
@Suite struct RenderDeterminismTests {
  /// A generated structure whose containers merge (spacing 4) into regions that overlap, which the
  /// container then merges greedily: the order it met the regions in came from a dictionary, and the bytes
  /// (even the number of glass draws) changed between runs: 3 different frames in 6 runs.
  @Test func mergingContainersRenderTheSameInEveryProcess() throws {
    let folder = try CommandLineTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("structure.json").path
    let generated = try CommandLineTests.run([
      "generate", "structure", "--seed", "36", "--spacing", "4", "-o", scene,
    ])
    #expect(generated.status == 0, "\(generated.stderr)")
    var frames: [Data] = []
    for run in 0..<6 {
      let output = folder.appendingPathComponent("frame\(run).png").path
      let rendered = try CommandLineTests.run([
        "render", scene, "-o", output, "--mode", "container", "--threads", "\(1 + run % 2)",
      ])
      #expect(rendered.status == 0, "\(rendered.stderr)")
      frames.append(try Data(contentsOf: URL(fileURLWithPath: output)))
    }
    #expect(Set(frames).count == 1, "\(Set(frames).count) different frames in \(frames.count) runs")
  }
}

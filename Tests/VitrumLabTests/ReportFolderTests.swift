import Foundation
import Testing

@testable import VitrumLab

@Suite struct ReportFolderTests {
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "vitrum-report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func contents(_ url: URL) -> Set<String> {
    Set((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [])
  }

  @Test func writesThenReplacesAWholeReport() throws {
    let parent = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: parent) }
    let target = parent.appendingPathComponent("report")
    try ReportFolder.write(
      [ReportFile(name: "index.html", data: Data("one".utf8)), ReportFile(name: "old.png", data: Data())],
      to: target.path)
    #expect(Self.contents(target) == ["index.html", "old.png", ReportFolder.marker])
    try ReportFolder.write([ReportFile(name: "index.html", data: Data("two".utf8))], to: target.path)
    #expect(Self.contents(target) == ["index.html", ReportFolder.marker])
    #expect(try String(contentsOf: target.appendingPathComponent("index.html"), encoding: .utf8) == "two")
    // Nothing staged or set aside is left beside it.
    #expect(Self.contents(parent) == ["report"])
  }

  /// A failure while writing leaves the earlier report as it was and nothing beside it.
  @Test func aFailedWriteLeavesTheEarlierReport() throws {
    let parent = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: parent) }
    let target = parent.appendingPathComponent("report")
    try ReportFolder.write([ReportFile(name: "index.html", data: Data("one".utf8))], to: target.path)
    #expect(throws: ReportFolder.Failure.self) {
      try ReportFolder.write(
        [
          ReportFile(name: "index.html", data: Data("two".utf8)), ReportFile(name: "../escape", data: Data()),
        ],
        to: target.path)
    }
    #expect(try String(contentsOf: target.appendingPathComponent("index.html"), encoding: .utf8) == "one")
    #expect(Self.contents(parent) == ["report"])
    let fresh = parent.appendingPathComponent("fresh")
    #expect(throws: ReportFolder.Failure.self) {
      try ReportFolder.write([ReportFile(name: "a/b", data: Data())], to: fresh.path)
    }
    #expect(!FileManager.default.fileExists(atPath: fresh.path))
  }

  /// A folder of other files is never replaced; an empty one is.
  @Test func refusesAFolderThatIsNotAReport() throws {
    let parent = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: parent) }
    let precious = parent.appendingPathComponent("precious")
    try FileManager.default.createDirectory(at: precious, withIntermediateDirectories: false)
    try Data("keep".utf8).write(to: precious.appendingPathComponent("notes.txt"))
    #expect {
      try ReportFolder.write([ReportFile(name: "index.html", data: Data())], to: precious.path)
    } throws: { error in
      "\(error)".contains("exists and is not a report folder")
    }
    #expect(throws: ReportFolder.Failure.self) { try ReportFolder.check(precious.path) }
    #expect(Self.contents(precious) == ["notes.txt"])
    let empty = parent.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
    try ReportFolder.check(empty.path)
    try ReportFolder.write([ReportFile(name: "index.html", data: Data())], to: empty.path)
    #expect(Self.contents(empty) == ["index.html", ReportFolder.marker])
    #expect {
      try ReportFolder.check(parent.appendingPathComponent("missing/report").path)
    } throws: { error in
      "\(error)".contains("no such folder")
    }
    #expect(throws: ReportFolder.Failure.self) {
      try ReportFolder.check(precious.appendingPathComponent("notes.txt").path)
    }
  }
}

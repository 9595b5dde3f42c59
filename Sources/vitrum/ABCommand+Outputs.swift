import Foundation
import VitrumIO
import VitrumLab
import VitrumRender

extension ABCommand {
  /// The files `ab` writes, checked before measuring so a mistyped path fails in a second, not after
  /// minutes of runs.
  struct Outputs {
    var json: String?
    var csv: String?
    var chart: String?
    var report: String?

    init(_ args: Arguments) throws(CommandFailure) {
      json = args.string("--json")
      csv = args.string("--csv")
      chart = args.string("--chart")
      report = args.string("--report")
      if let chart, !chart.lowercased().hasSuffix(".png") {
        throw .usage("ab: --chart writes a PNG image; name the file FILE.png, got \"\(chart)\"")
      }
      for path in [json, csv, chart].compactMap({ $0 }) { try Self.checkFile(path, command: "ab") }
      if let report {
        do {
          try ReportFolder.check(report)
        } catch {
          throw .failure("ab: cannot write the report \(error.description)")
        }
      }
    }

    /// The target's folder exists and the target is not a folder.
    static func checkFile(_ path: String, command: String) throws(CommandFailure) {
      let url = URL(fileURLWithPath: path)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
        throw .failure("\(command): cannot write \(path): is a directory")
      }
      let folder = url.deletingLastPathComponent().path
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue
      else {
        throw .failure("\(command): cannot write \(path): no such folder \(folder)")
      }
    }

    /// The machine, taken once per run; a debug build is named on the chart, since its times say little.
    let machine = MachineDescription.current()
    var note: String? { machine.build == "debug" ? "debug build" : nil }

    func write(_ report: ABReport) throws(CommandFailure) {
      try writeFiles(
        json: { try report.json() }, csv: { report.csv() },
        chart: { try ABChart(report: report, note: note).pngData() })
      if let folder = self.report {
        let page = ABHTMLReport(
          report: report, command: ABCommand.commandLine,
          workingDirectory: FileManager.default.currentDirectoryPath, machine: machine)
        try writeReport(folder) { try page.files() }
      }
    }

    func write(_ sweep: SweepReport) throws(CommandFailure) {
      try writeFiles(
        json: { try sweep.json() }, csv: { sweep.csv() },
        chart: { try SweepChart(sweep: sweep, note: note).pngData() })
      if let folder = self.report {
        let page = SweepHTMLReport(
          sweep: sweep, command: ABCommand.commandLine,
          workingDirectory: FileManager.default.currentDirectoryPath, machine: machine)
        try writeReport(folder) { try page.files() }
      }
    }

    private func writeFiles(json: () throws -> Data, csv: () -> String, chart: () throws -> Data)
      throws(CommandFailure)
    {
      do {
        if let path = self.json { try AtomicFile.write(json(), to: path) }
        if let path = self.csv { try AtomicFile.write(Data(csv().utf8), to: path) }
        if let path = self.chart {
          try AtomicFile.write(chart(), to: path)
          Console.out("wrote \(path)")
        }
      } catch let failure as AtomicFile.Failure {
        throw .failure("ab: cannot write \(failure)")
      } catch {
        throw .failure("ab: cannot write the report: \(error)")
      }
    }

    private func writeReport(_ folder: String, files: () throws -> [ReportFile]) throws(CommandFailure) {
      do {
        try ReportFolder.write(files(), to: folder)
      } catch let failure as ReportFolder.Failure {
        throw .failure("ab: cannot write the report \(failure)")
      } catch {
        throw .failure("ab: cannot make the report: \(error)")
      }
      Console.out("wrote \((folder as NSString).appendingPathComponent("index.html"))")
    }
  }
}

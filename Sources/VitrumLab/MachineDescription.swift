import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The machine and build a measurement came from, so a report read later says what its numbers mean.
public struct MachineDescription: Hashable, Sendable {
  /// The processor model (`/proc/cpuinfo`'s "model name", else the architecture).
  public var processor: String
  /// Logical cores the system has, and how many this process may use.
  public var cores: Int
  public var activeCores: Int
  /// The operating system (`/etc/os-release`'s PRETTY_NAME) and kernel release.
  public var system: String
  public var kernel: String
  public var hostName: String
  /// The Swift compiler that built this program (major and minor version, from `#if compiler`).
  public var swift: String
  /// "release" or "debug": debug builds run the kernels many times slower, so their times say little.
  public var build: String
  /// When the description was taken, ISO 8601 at zero offset (the "Z" suffix).
  public var date: String

  /// Describes this machine now.
  public static func current(date: Date = Date()) -> MachineDescription {
    var name = utsname()
    uname(&name)
    func field<T>(_ value: T) -> String {
      withUnsafeBytes(of: value) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
    }
    let architecture = field(name.machine)
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    return MachineDescription(
      processor: Self.value(of: "model name", in: "/proc/cpuinfo", separator: ":") ?? architecture,
      cores: ProcessInfo.processInfo.processorCount,
      activeCores: ProcessInfo.processInfo.activeProcessorCount,
      system: Self.value(of: "PRETTY_NAME", in: "/etc/os-release", separator: "=")
        .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) } ?? field(name.sysname),
      kernel: field(name.sysname) + " " + field(name.release) + " " + architecture,
      hostName: ProcessInfo.processInfo.hostName, swift: Self.compiler, build: Self.buildConfiguration,
      date: formatter.string(from: date))
  }

  /// The first `key<separator>value` line of a small text file, trimmed; nil when the file or key is absent.
  static func value(of key: String, in path: String, separator: Character) -> String? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n") {
      guard let index = line.firstIndex(of: separator) else { continue }
      if line[..<index].trimmingCharacters(in: .whitespaces) == key {
        let value = line[line.index(after: index)...].trimmingCharacters(in: .whitespaces)
        return value.isEmpty ? nil : value
      }
    }
    return nil
  }

  static var compiler: String {
    #if compiler(>=6.4)
      "6.4 or later"
    #elseif compiler(>=6.3)
      "6.3"
    #elseif compiler(>=6.2)
      "6.2"
    #elseif compiler(>=6.1)
      "6.1"
    #else
      "6.0"
    #endif
  }

  static var buildConfiguration: String {
    #if DEBUG
      "debug"
    #else
      "release"
    #endif
  }

  /// Label–value pairs in reading order, for tables.
  public var rows: [(String, String)] {
    [
      ("processor", processor), ("cores", "\(activeCores) available of \(cores)"), ("system", system),
      ("kernel", kernel), ("host", hostName), ("Swift", swift), ("build", build), ("date", date),
    ]
  }
}

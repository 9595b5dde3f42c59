import Foundation

/// Writes diagnostics to standard error and results to standard output.
enum Console {
  static func error(_ message: String, terminator: String = "\n") {
    FileHandle.standardError.write(Data((message + terminator).utf8))
  }

  static func out(_ message: String) {
    print(message)
  }
}

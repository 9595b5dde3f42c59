/// Exit statuses scripts rely on (PRODUCT.md).
enum ExitStatus: Int32 {
  case success = 0
  /// Any failure that is neither bad usage nor an invalid scene (unwritable output, unreadable image…).
  case failure = 1
  /// Bad usage: unknown command or option, missing or malformed argument.
  case usage = 2
  /// The scene file is invalid (EX_DATAERR).
  case invalidScene = 65
}

/// A failure carrying its exit status and the message to print.
struct CommandFailure: Error {
  var status: ExitStatus
  var message: String

  static func usage(_ message: String) -> CommandFailure { CommandFailure(status: .usage, message: message) }
  static func failure(_ message: String) -> CommandFailure {
    CommandFailure(status: .failure, message: message)
  }
}

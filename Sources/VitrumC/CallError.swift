import CVitrumAPI
import Glibc
import VitrumPlayback
import VitrumRender
import VitrumSceneFile

/// A failed call: the status it returns and the message `vitrum_last_error()` then gives.
struct CallError: Error {
  var status: vitrum_status
  var message: String

  init(_ status: vitrum_status, _ message: String) {
    self.status = status
    self.message = message
  }

  init(_ error: SceneFileError) {
    self.init(error.code == .io ? VITRUM_ERROR_IO : VITRUM_ERROR_INVALID_SCENE, error.description)
  }

  init(_ error: RenderError) {
    switch error {
    case .buffer(.tooSmall, _): self.init(VITRUM_ERROR_BUFFER_TOO_SMALL, error.description)
    case .buffer: self.init(VITRUM_ERROR_INVALID_STRIDE, error.description)
    default: self.init(VITRUM_ERROR_RENDER, error.description)
    }
  }

  init(_ error: PlaybackError) {
    self.init(
      error.code == .invalidArgument ? VITRUM_ERROR_INVALID_ARGUMENT : VITRUM_ERROR_RENDER, error.message)
  }

  static func argument(_ function: String, _ message: String) -> CallError {
    CallError(VITRUM_ERROR_INVALID_ARGUMENT, "\(function): \(message)")
  }
}

/// Runs an exported function's body: its status, with the message of a failure kept for
/// `vitrum_last_error()`. A failure's message is prefixed with the function's name.
func call(_ function: String, _ body: () throws(CallError) -> Void) -> vitrum_status {
  do {
    try body()
    return VITRUM_OK
  } catch {
    let text = error.message.hasPrefix(function + ":") ? error.message : "\(function): \(error.message)"
    LastError.set(text)
    return error.status
  }
}

/// Checks that a pointer the caller must pass is not null.
func required<T>(_ pointer: T?, _ function: String, _ name: String) throws(CallError) -> T {
  guard let pointer else { throw .argument(function, "\(name) is NULL") }
  return pointer
}

/// Checks that a number is finite.
func finite(_ value: Double, _ function: String, _ name: String) throws(CallError) -> Double {
  guard value.isFinite else { throw .argument(function, "\(name) must be a finite number, found \(value)") }
  return value
}

/// The message of the last failed call, one per thread: a C string owned here, replaced by the next
/// failure on the same thread and freed with the thread.
enum LastError {
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { free($0) }
    return key
  }()

  static func set(_ message: String) {
    free(pthread_getspecific(key))
    pthread_setspecific(key, strdup(message))
  }

  static var current: UnsafePointer<CChar>? {
    pthread_getspecific(key).map { UnsafePointer($0.assumingMemoryBound(to: CChar.self)) }
  }
}

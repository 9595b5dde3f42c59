import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// SIGINT (Ctrl-C) and SIGTERM turned into a request to stop, which a long command checks between units of
/// work, so that it finishes what it is doing — a file is written whole or not at all — and exits with a
/// message instead of dying mid-write.
final class StopSignals: @unchecked Sendable {
  // @unchecked: `received` is guarded by `lock`; the sources are only touched on creation and release.
  private let lock = NSLock()
  private var received: Int32?
  private var sources: [DispatchSourceSignal] = []

  /// Starts catching SIGINT and SIGTERM (their default action, ending the process, is suspended until
  /// `release`).
  init() {
    for number in [SIGINT, SIGTERM] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { [weak self] in
        guard let self else { return }
        self.lock.lock()
        if self.received == nil { self.received = number }
        self.lock.unlock()
      }
      source.resume()
      sources.append(source)
    }
  }

  /// The first signal received, if any.
  var caught: Int32? {
    lock.lock()
    defer { lock.unlock() }
    return received
  }

  var stopRequested: Bool { caught != nil }

  /// The signal's name, as a shell prints it.
  static func name(_ number: Int32) -> String {
    number == SIGINT ? "SIGINT" : number == SIGTERM ? "SIGTERM" : "signal \(number)"
  }

  /// Restores the signals' default actions.
  func release() {
    for source in sources { source.cancel() }
    sources = []
    for number in [SIGINT, SIGTERM] { _ = Glibc.signal(number, SIG_DFL) }
  }
}

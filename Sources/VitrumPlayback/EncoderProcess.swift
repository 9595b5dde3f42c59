import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A program run with a pipe to its standard input, its standard output discarded and its standard error
/// shared, in a process group of its own.
///
/// Its own process group keeps a terminal's Ctrl-C (delivered to the foreground group) from reaching the
/// encoder: the command that started it decides what an interrupt means — it stops the encoder itself and
/// says that the output was abandoned, instead of the encoder dying mid-file and printing its own errors
/// ("Error writing trailer"). Signals the parent ignores are reset to their defaults in the child.
final class EncoderProcess {
  let pid: pid_t
  /// The write end of the child's standard input; -1 once closed.
  private(set) var input: Int32
  private var status: Int32?

  /// Starts `program` with `arguments` (without the program's name); throws the system's reason.
  init(program: String, arguments: [String]) throws(PlaybackError) {
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else {
      throw PlaybackError(.encoderFailed, "cannot make a pipe: \(String(cString: strerror(errno)))")
    }
    // Neither end leaks into other programs this process starts; the child gets the read end as its
    // standard input through dup2, which clears the flag on the copy.
    for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, fds[0], STDIN_FILENO)
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigfillset(&defaults)
    var empty = sigset_t()
    sigemptyset(&empty)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var child: pid_t = 0
    let result = posix_spawn(&child, program, &actions, &attributes, argv, environ)
    close(fds[0])
    guard result == 0 else {
      close(fds[1])
      throw PlaybackError(.encoderFailed, "cannot run \(program): \(String(cString: strerror(result)))")
    }
    pid = child
    input = fds[1]
  }

  deinit {
    if input >= 0 { close(input) }
    if status == nil { stop() }
  }

  /// Closes the child's standard input: the end of the frames.
  func closeInput() {
    guard input >= 0 else { return }
    close(input)
    input = -1
  }

  /// Waits for the child to end; its wait status.
  @discardableResult
  func wait() -> Int32 {
    if let status { return status }
    var raw: Int32 = 0
    while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
    status = raw
    return raw
  }

  /// Ends the child at once (SIGKILL: it writes nothing more) and reaps it.
  func stop() {
    closeInput()
    guard status == nil else { return }
    signalKill()
    wait()
  }

  /// Sends the child SIGKILL and leaves its input open: a write blocked on the pipe then fails (EPIPE)
  /// instead of waiting for a reader that is gone, while the descriptor stays the pipe's until `stop`.
  func signalKill() {
    guard status == nil else { return }
    kill(pid, SIGKILL)
  }

  /// Whether the child exited with status 0.
  var succeeded: Bool {
    let raw = wait()
    return raw & 0x7F == 0 && (raw >> 8) & 0xFF == 0
  }

  /// "exit status N" or "signal N".
  var ending: String {
    let raw = wait()
    return raw & 0x7F == 0 ? "exit status \((raw >> 8) & 0xFF)" : "signal \(raw & 0x7F)"
  }
}

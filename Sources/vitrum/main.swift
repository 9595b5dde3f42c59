#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The `vitrum` command line: parses the command name and hands the rest to the command.
enum Main {
  struct Command: Sendable {
    let name: String
    let summary: String
    let help: String
    let run: @Sendable ([String]) throws(CommandFailure) -> Void
  }

  static let commands: [Command] = [
    Command(
      name: "render", summary: "render one frame of a scene to PNG", help: RenderCommand.help,
      run: RenderCommand.run),
    Command(
      name: "play", summary: "play a timeline to PNG frames or a video, in ranges and shards",
      help: PlayCommand.help, run: PlayCommand.run),
    Command(name: "diff", summary: "compare two PNG images", help: DiffCommand.help, run: DiffCommand.run),
    Command(
      name: "ab", summary: "compare container and per-node rendering: time and pixels", help: ABCommand.help,
      run: ABCommand.run),
    Command(
      name: "bench", summary: "time a scene's glass by stage, against the copy of one frame",
      help: BenchCommand.help, run: BenchCommand.run),
    Command(
      name: "generate", summary: "write a scene: benchmark cards, a random structure, a limit's worst case",
      help: GenerateCommand.help,
      run: GenerateCommand.run),
    Command(
      name: "info", summary: "validate and describe a scene file", help: InfoCommand.help,
      run: InfoCommand.run),
    Command(
      name: "eval", summary: "print a scene's presented tree at an instant", help: EvalCommand.help,
      run: EvalCommand.run),
    Command(
      name: "lint", summary: "check scenes against the glass design rules", help: LintCommand.help,
      run: LintCommand.run),
  ]

  static var overview: String {
    var text = """
      vitrum — a liquid-glass rendering engine

      usage: vitrum COMMAND [arguments]

      commands:

      """
    for command in commands {
      text += "  " + command.name.padding(toLength: 10, withPad: " ", startingAt: 0) + command.summary + "\n"
    }
    text += """
        help      show help for a command (vitrum help COMMAND)

      exit status: 0 success, 1 failure, 2 bad usage, 65 invalid scene file
      """
    return text
  }

  static func run(_ argv: [String]) -> ExitStatus {
    guard let name = argv.first else {
      Console.error(overview)
      return .usage
    }
    let rest = Array(argv.dropFirst())
    if name == "--help" || name == "-h" || name == "help" {
      guard let topic = rest.first else {
        Console.out(overview)
        return .success
      }
      guard let command = commands.first(where: { $0.name == topic }), rest.count == 1 else {
        Console.error("help: unknown command \"\(topic)\"\n\n" + overview)
        return .usage
      }
      Console.out(command.help)
      return .success
    }
    guard let command = commands.first(where: { $0.name == name }) else {
      Console.error("vitrum: unknown command \"\(name)\"\n\n" + overview)
      return .usage
    }
    if rest.contains("--help") || rest.contains("-h") {
      Console.out(command.help)
      return .success
    }
    do {
      try command.run(rest)
      return .success
    } catch {
      Console.error(error.message)
      return error.status
    }
  }
}

exit(Main.run(Array(CommandLine.arguments.dropFirst())).rawValue)

import Foundation
import Workbook

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `workbook watch <chapter>`: the workshop's loop on one screen.
struct WatchCommand: WorkbookCommand, Equatable {
  static let signature = CommandSignature(
    name: "watch",
    summary: "the workshop loop: on every save of the exercise, its verdict on one screen",
    details: """
      Watches the chapter's Exercise/ folder (its Swift files, polled ten times a second) and, \
      once at the start and on every save that changes their contents, rebuilds the runner \
      (`swift build --product workbook`) and runs the freshly built `workbook verify <chapter> \
      --json`; then shows one screen: the first compiler error (file:line:column from the \
      repository's root, the message, the line with a caret); else the first crash (message, \
      where in the exercise, the scenario), the first scenario that behaves differently (its first \
      differing action, - approved / + actual), and the goals (met of all, a bar, each ✓ or ✗, \
      the first unmet one's hint and what it found where). The time from the save to the verdict \
      is on the screen. On a terminal the screen is redrawn in place and keys work: h the next \
      level of the hint, r re-run, q (or Ctrl-C) quit, which stops any build or check under way \
      and restores the terminal; piped, each screen is appended. A save of the same text, or a \
      file caught half-written, starts no build until it settles. One watch per checkout: a \
      second is refused (exit 1), naming the first one's pid. A missing or read-only Exercise/ \
      is an error (exit 1). The first build of a fresh clone takes a minute or two.
      """,
    arguments: [.chapter])

  var chapter: String

  init(chapter: String) {
    self.chapter = chapter
  }

  init(_ arguments: ParsedArguments) throws(UsageError) {
    self.init(chapter: arguments.positionals[0])
  }

  func run(in runner: Runner) throws -> ExitCode {
    let chapter = try runner.chapter(named: chapter)
    guard let exercise = chapter.variant("exercise")?.sourceFolder else {
      throw UsageError("\(chapter.name) has no exercise to watch")
    }
    if let problem = Self.problem(with: exercise, chapter: chapter, runner: runner) {
      runner.console.writeError("workbook: \(problem)\n")
      return .checksFailed
    }
    let lock: WatchLock
    do {
      lock = try WatchLock(packageRoot: runner.environment.packageRoot)
    } catch {
      runner.console.writeError("workbook: \(Self.refusal(error))\n")
      return .checksFailed
    }
    defer { withExtendedLifetime(lock) {} }
    let keys = TerminalMode.inputIsTerminal && isatty(STDOUT_FILENO) == 1
    let session = WatchSession(
      chapter: chapter, exercise: exercise, runner: runner, keys: keys, clears: isatty(STDOUT_FILENO) == 1)
    return session.run()
  }

  /// Why the exercise cannot be watched: it is missing, or the attendee cannot save in it.
  @MainActor
  static func problem(with exercise: URL, chapter: Chapter, runner: Runner) -> String? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: exercise.path, isDirectory: &isFolder), isFolder.boolValue
    else { return missingMessage(exercise, chapter: chapter, runner: runner) }
    let path = runner.relativePath(exercise)
    let files = ExerciseSnapshot.take(of: exercise).stamps.keys.sorted().map {
      exercise.appendingPathComponent($0).path
    }
    let readOnly = ([exercise.path] + files).filter(isReadOnly)
    guard let first = readOnly.first else { return nil }
    let what =
      first == exercise.path
      ? "\(path)/ is read-only" : "\(runner.relativePath(URL(fileURLWithPath: first))) is read-only"
    return "\(what): a save there would fail, and watch would wait for a change that cannot come."
      + " Make it writable (chmod -R u+w \(path)) and run `workbook watch \(chapter.number)` again."
  }

  /// No write permission for anyone (the mode's bits, which hold for root too), or none for this user.
  private static func isReadOnly(_ path: String) -> Bool {
    let permissions = (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int
    return (permissions.map { $0 & 0o222 == 0 } ?? false) || access(path, W_OK) != 0
  }

  @MainActor
  static func missingMessage(_ exercise: URL, chapter: Chapter, runner: Runner) -> String {
    "\(runner.relativePath(exercise))/ does not exist: `workbook reset \(chapter.number)` makes it again from"
      + " \(chapter.exerciseStart?.declared ?? "the chapter's first step")"
  }

  static func refusal(_ refusal: WatchLock.Refusal) -> String {
    switch refusal {
    case .held(let pid, let path):
      let who = pid.map { "pid \($0)" } ?? "another process"
      return "another `workbook watch` (\(who)) is already watching this checkout (it holds \(path));"
        + " two would build the same .build at once. Quit it (q in its terminal, or kill \(pid.map(String.init) ?? "it")) first."
    case .unavailable(let why):
      return "cannot take the watch's lock: \(why)"
    }
  }
}

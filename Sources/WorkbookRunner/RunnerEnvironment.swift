import Foundation
import Workbook

/// What the runner knows of the process it runs in.
public struct RunnerEnvironment: Sendable {
  /// Colour or plain.
  public var style: TextStyle
  /// The output's width in columns, for side-by-side diffs: the terminal's, else `COLUMNS`,
  /// else 100.
  public var columns: Int
  /// The runner's own executable, for `--isolate` (nil: isolation unavailable).
  public var executable: URL?
  /// The package's root folder: where docs/ is.
  public var packageRoot: URL
  /// Whether long commands show a progress line (on a terminal).
  public var showsProgress = false
  /// The time: what `workbook reset` names its backups after (tests set it).
  public var now: @Sendable () -> Date = { Date() }
  /// Runs the tests a goal asks for (`verify`, `hint`); nil: a test that exists counts.
  public var testRunner: (any TestRunning)?
  /// How `verify` and `hint` judge the tests a goal asks for by their mutants (nil: they do not;
  /// see `mutantJudge(for:variant:)`).
  var mutantJudgeMode: MutantJudge.Mode?
  /// `WORKBOOK_SCENARIO_TIME_LIMIT` as given: the time limit of one scenario in a child process,
  /// in seconds (nil: the default).
  public var scenarioTimeLimit: String?
  /// Whether this process is a child told to run the exercise itself (`WORKBOOK_RUN_HERE`): what
  /// `show` asks of the child it starts for the exercise.
  public var runsHere = false
  /// Whether `_cells` stops after the first scenario that does not hold: a child judging a
  /// mutant (`workbook mutate`), which the first such scenario kills.
  public var stopsAtFirstFailure = false
  /// Whether `_cells` writes the line of a variant's own code with each UIKit fault
  /// (`FaultTrace`): not in a child judging a mutant, whose fate needs no place, and for which
  /// symbolicating the backtrace was nine tenths of its time.
  public var locatesFaults = true

  /// The variable that makes `runsHere` true.
  public static let runHereVariable = "WORKBOOK_RUN_HERE"
  /// The variable that sets `mutantJudgeMode`: `kept` (only judgements already made: the watch
  /// loop's first verdict), `off` (none); unset, tests are judged by their mutants.
  public static let mutantJudgeVariable = "WORKBOOK_MUTANT_JUDGE"

  /// The judge of a variant's tests by their mutants, in the mode this process was told.
  func mutantJudge(for chapter: Chapter, variant id: String) -> MutantJudge? {
    guard let mutantJudgeMode, let variant = chapter.variant(id) else { return nil }
    return MutantJudge(
      chapter: chapter, variant: variant, mode: mutantJudgeMode, guardian: executable,
      announce: { note in FileHandle.standardError.write(Data("workbook: \(note)\n".utf8)) })
  }

  /// The judge that answers only from judgements already kept (nil when judging is off):
  /// `progress`, which must stay instant, shows a test goal as `verify` last judged it, and as
  /// unmet (pending) when no judgement of those tests is kept.
  func keptMutantJudge(for chapter: Chapter, variant id: String) -> MutantJudge? {
    guard mutantJudgeMode != nil, let variant = chapter.variant(id) else { return nil }
    return MutantJudge(chapter: chapter, variant: variant, mode: .keptOnly, guardian: executable)
  }

  public init(style: TextStyle = .plain, columns: Int = 100, executable: URL? = nil, packageRoot: URL) {
    self.style = style
    self.columns = columns
    self.executable = executable
    self.packageRoot = packageRoot
  }

  /// The environment of this process: colour only on a terminal and without a non-empty `NO_COLOR`,
  /// width from the terminal when the output is one (`terminalColumns`), else from `COLUMNS`,
  /// else 100; root from the chapters' folders (else the current folder).
  public static func current(
    library: [Chapter], isTerminal: Bool, variables: [String: String] = ProcessInfo.processInfo.environment,
    executable: URL? = Bundle.main.executableURL,
    terminalColumns: Int? = TerminalSize.columns()
  ) -> RunnerEnvironment {
    var environment = RunnerEnvironment(
      style: TextStyle.forOutput(isTerminal: isTerminal, environment: variables),
      columns: (isTerminal ? terminalColumns : nil)
        ?? variables["COLUMNS"].flatMap(Int.init).flatMap { $0 >= 40 ? $0 : nil } ?? 100,
      executable: executable,
      packageRoot: library.first?.packageRoot
        ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
    environment.showsProgress = isTerminal
    // A run of `swift test` can take a minute: say so, on standard error (never in the report).
    environment.testRunner = SwiftTestRunner(packageRoot: environment.packageRoot) { note in
      FileHandle.standardError.write(Data("workbook: \(note)\n".utf8))
    }
    switch variables[mutantJudgeVariable] {
    case "off": environment.mutantJudgeMode = nil
    case "kept": environment.mutantJudgeMode = .keptOnly
    default: environment.mutantJudgeMode = .judge
    }
    environment.scenarioTimeLimit = variables[IsolatedRunner.timeLimitVariable]
    environment.runsHere = variables[runHereVariable] != nil
    return environment
  }
}

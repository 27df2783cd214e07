import Foundation
import Workbook

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What an exit test's child process does with the exercise: runs its scenarios one by one and
/// says, on its standard error, each action as it starts (`ChildTrace`) and each outcome as it
/// ends (one JSON line after `outcomePrefix`), so that the parent can tell which scenario and
/// action a trap stopped; a watchdog ends the child when a scenario runs past its time limit.
public enum ExerciseChild {
  /// How an outcome's line starts.
  public static let outcomePrefix = "workbook-outcome: "
  /// How the watchdog's line starts, before the time limit in seconds.
  public static let hangPrefix = "workbook-hang: "
  /// The exit status of a child the watchdog ended.
  public static let hangStatus: Int32 = 3
  /// The exit status of a child that ran every scenario it was given (a failure, as the exit
  /// test expects: a trap is one too, and the result then carries the standard error either way).
  public static let doneStatus: Int32 = 4
  /// The time limit of one scenario: `WORKBOOK_SCENARIO_TIME_LIMIT` seconds, else 10.
  public static var timeLimit: Double {
    ProcessInfo.processInfo.environment["WORKBOOK_SCENARIO_TIME_LIMIT"].flatMap(Double.init)
      .flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? 10
  }

  static func write(_ line: String) {
    FileHandle.standardError.write(Data(line.utf8))
  }
}

extension Chapter {
  /// Runs the exercise's scenarios (ids) in this process, as an exit test's child (see
  /// `ExerciseChild`), and exits with `doneStatus`, unless a scenario traps or hangs first.
  @MainActor
  public func runExercise(_ scenarios: [String]) -> Never {
    guard let exercise = variants.first(where: { $0.kind == .exercise }) else {
      exit(ExerciseChild.doneStatus)
    }
    let watchdog = Watchdog(limit: ExerciseChild.timeLimit)
    ActionTrace.willPerform = { scenario, number, action in
      FaultTrace.actionWillStart()
      ExerciseChild.write(ChildTrace(scenario: scenario, number: number, action: action).line)
    }
    FaultTrace.report { ExerciseChild.write($0) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    for id in scenarios where scenario(id) != nil {
      watchdog.restart()
      guard let outcome = check(variant: exercise.id, scenario: id) else { continue }
      let json = (try? encoder.encode(outcome)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
      ExerciseChild.write(ExerciseChild.outcomePrefix + json + "\n")
    }
    exit(ExerciseChild.doneStatus)
  }
}

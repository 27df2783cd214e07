/// A scenario asked for something its own state rules out.
public enum ScenarioError: Error, Equatable, CustomStringConvertible {
  /// A user action before `.launch` (or after the app quit).
  case appNotRunning
  /// `.launch` while the app is already running (use `.relaunch`).
  case alreadyRunning

  public var description: String {
    switch self {
    case .appNotRunning: "the app is not running: launch it first"
    case .alreadyRunning: "the app is already running: use relaunch to start it again"
    }
  }
}

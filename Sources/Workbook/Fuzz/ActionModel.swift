import Foundation
import WorldKit

/// What a chapter's generated scenarios draw from, beyond what the screen shows: the screen says
/// which buttons, fields, rows and pickers are there and enabled; the model says what to type,
/// which dates to pick, how far to move the clock and what the world around the app may do.
///
/// Declared once in the chapter's catalog. Held requests need no declaration: the World lists
/// them, and a generated scenario releases or fails them.
public struct ActionModel<AppWorld: World>: Sendable {
  /// A change of the world a generated scenario may make, with the Swift that writes it in a
  /// scenario (a closure cannot be printed).
  public struct WorldChange: Sendable {
    public let action: Action<AppWorld>
    public let code: String

    /// A `.world` action (another action is taken as it is), and its Swift.
    public init(_ action: Action<AppWorld>, code: String) {
      self.action = action
      self.code = code
    }
  }

  /// What to type into text fields: include the empty text, whitespace, emoji, the long.
  public let texts: [String]
  /// What to set date pickers to: around the thresholds the chapter's code compares with.
  public let dates: [Date]
  /// How far to move the clock: past the chapter's timers and day boundaries.
  public let clockSteps: [TimeInterval]
  /// What a failed request says.
  public let failureMessages: [String]
  /// The world changes that make sense for the chapter (hold every request, make the sandbox
  /// unwritable…).
  public let worldChanges: [WorldChange]
  /// Whether a generated scenario may quit and relaunch the app (persistence).
  public let relaunches: Bool
  /// Whether the clock may move while the app shows a screen; false: every clock step is followed
  /// by a relaunch, for a chapter whose root step traps when time passes under a screen (a trap
  /// would take the fuzzer's process down with it).
  public let clockMovesUnderARunningApp: Bool

  public init(
    texts: [String], dates: [Date] = [], clockSteps: [TimeInterval] = [],
    failureMessages: [String] = ["The network connection was lost."],
    worldChanges: [WorldChange] = [], relaunches: Bool = true, clockMovesUnderARunningApp: Bool = true
  ) {
    self.texts = texts
    self.dates = dates
    self.clockSteps = clockSteps
    self.failureMessages = failureMessages
    self.worldChanges = worldChanges
    self.relaunches = relaunches
    self.clockMovesUnderARunningApp = clockMovesUnderARunningApp
  }

  /// Whether a scenario keeps the model's rules (a shrunk scenario must, as a generated one does).
  func allows(_ actions: [Action<AppWorld>]) -> Bool {
    guard !clockMovesUnderARunningApp else { return true }
    return actions.indices.allSatisfy { index in
      guard case .advanceClock = actions[index] else { return true }
      guard index + 1 < actions.count else { return true }
      if case .relaunch = actions[index + 1] { return true }
      return false
    }
  }
}

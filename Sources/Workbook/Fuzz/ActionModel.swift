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

    public init(
      _ description: String, code: String, _ change: @escaping @MainActor @Sendable (AppWorld) throws -> Void
    ) {
      action = .world(description, change)
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

  public init(
    texts: [String], dates: [Date] = [], clockSteps: [TimeInterval] = [],
    failureMessages: [String] = ["The network connection was lost."],
    worldChanges: [WorldChange] = [], relaunches: Bool = true
  ) {
    self.texts = texts
    self.dates = dates
    self.clockSteps = clockSteps
    self.failureMessages = failureMessages
    self.worldChanges = worldChanges
    self.relaunches = relaunches
  }
}

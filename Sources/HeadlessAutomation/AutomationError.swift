import Foundation
@_spi(Automation) @_spi(InterfaceBuilder) import HeadlessUIKit

/// Why an automation step could not be done: what was sought, and what the screen shows.
public struct AutomationError: Error, Equatable, CustomStringConvertible {
  public enum Kind: Equatable, Sendable {
    case notFound, ambiguous, disabled, notApplicable, crashed, notRunning
  }

  public let kind: Kind
  /// What the step looked for: "button \"Save\"".
  public let sought: String
  /// What went wrong.
  public let problem: String
  /// The elements the frontmost screen shows, one description each.
  public let visible: [String]

  init(_ kind: Kind, sought: String, problem: String, visible: [String]) {
    self.kind = kind
    self.sought = sought
    self.problem = problem
    self.visible = visible
  }

  public var description: String {
    var text = "\(sought): \(problem)"
    if !visible.isEmpty {
      text += "\nvisible:\n" + visible.map { "  " + $0 }.joined(separator: "\n")
    }
    return text
  }
}

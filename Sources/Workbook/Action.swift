import Foundation
import WorldKit

/// One thing a scenario does: what a user does to the app, or what the world around it does.
///
/// Actions are written once per chapter, in its catalog, and run unchanged against every variant.
/// Each one has a stable description: it heads its entry in a transcript.
public enum Action<AppWorld: World>: Sendable {
  /// Starts the app (its delegate's `application(_:didFinishLaunchingWithOptions:)`).
  case launch
  /// Quits the app and starts it again in the same World: only what was persisted survives.
  case relaunch
  /// Taps a button, bar button item, alert action or control, found by accessibility identifier,
  /// accessibility label, title or text.
  case tap(String)
  /// Taps an element if it is on screen, and does nothing if it is not: for an alert that some
  /// variants show and others don't (a declared divergence that adds one, say).
  case tapIfShown(String)
  /// Types into a text field (found by identifier, label, text or placeholder), which keeps focus.
  case typeText(String, into: String)
  /// Empties a text field.
  case clearText(in: String)
  /// Presses the keyboard's return key in the focused text field.
  case pressReturn
  /// Selects the table row whose text contains the given text.
  case selectRow(containing: String)
  /// Swipes a row left and taps Delete.
  case swipeToDelete(rowContaining: String)
  /// In edit mode, taps a row's delete control, then Delete.
  case deleteInEditMode(rowContaining: String)
  /// Sets a date picker's date.
  case setDate(Date, in: String)
  /// Taps the navigation bar's back button.
  case goBack
  /// Pulls the table down until its refresh control triggers.
  case pullToRefresh
  /// Moves the World's clock forward.
  case advanceClock(by: TimeInterval)
  /// The device runs low on memory and the system warns the app (the Simulator's "Simulate
  /// Memory Warning"): its delegate and every view controller are told.
  case memoryWarning
  /// Lets the held backend request with this name answer with success.
  case release(String)
  /// Makes the held backend request with this name answer with a failure.
  case fail(String, message: String)
  /// Changes the world around the app (seeds a store, breaks the sandbox, logs the user out…);
  /// the description says what, for the transcript.
  case world(String, @MainActor @Sendable (AppWorld) throws -> Void)

  /// How the action reads in a transcript: `tap "+"`, `type "Pizza" into "Enter meal name"`.
  public var description: String {
    switch self {
    case .launch: "launch"
    case .relaunch: "quit and relaunch"
    case .tap(let element): "tap \(quoted(element))"
    case .tapIfShown(let element): "tap \(quoted(element)) if it is shown"
    case .typeText(let text, let field): "type \(quoted(text)) into \(quoted(field))"
    case .clearText(let field): "clear \(quoted(field))"
    case .pressReturn: "press return"
    case .selectRow(let text): "select the row \(quoted(text))"
    case .swipeToDelete(let text): "swipe to delete the row \(quoted(text))"
    case .deleteInEditMode(let text): "delete the row \(quoted(text)) in edit mode"
    case .setDate(let date, let picker): "set \(quoted(picker)) to \(date.ISO8601Format())"
    case .goBack: "go back"
    case .pullToRefresh: "pull to refresh"
    case .advanceClock(let interval): "advance the clock by \(Self.describe(interval))"
    case .memoryWarning: "simulate a memory warning"
    case .release(let request): "release \(quoted(request))"
    case .fail(let request, let message): "fail \(quoted(request)) with \(quoted(message))"
    case .world(let description, _): "world: \(description)"
    }
  }

  private static func describe(_ interval: TimeInterval) -> String {
    let seconds = Int(interval)
    guard Double(seconds) == interval else { return "\(interval) s" }
    let units = [(86_400, "d"), (3_600, "h"), (60, "min"), (1, "s")]
    var rest = abs(seconds)
    var parts: [String] = []
    for (size, unit) in units where rest >= size {
      parts.append("\(rest / size) \(unit)")
      rest %= size
    }
    return (seconds < 0 ? "-" : "") + (parts.isEmpty ? "0 s" : parts.joined(separator: " "))
  }
}

private func quoted(_ text: String) -> String {
  "\"\(text)\""
}

import Foundation
@_spi(Automation) @_spi(InterfaceBuilder) import HeadlessUIKit

/// What the user can see and touch now: the frontmost layer (an alert, else the topmost
/// presented controller, else the root), its navigation bar and its views, table cells
/// included. Hidden views are not there.
@MainActor
struct Screen {
  enum Purpose {
    case tap, typeText, setDate
  }

  let elements: [Element]
  let rows: [Row]
  /// The refresh controls of the scroll views shown.
  let refreshControls: [UIRefreshControl]

  /// The frontmost layer; or, `includingCoveredLayers`, every layer back to front, as
  /// `HeadlessApp.exists(_:)` reads the screen.
  init(window: UIWindow, includingCoveredLayers: Bool = false) {
    var collector = Collector()
    let root = window.rootViewController
    let layers =
      includingCoveredLayers ? Layers.all(from: root) : Layers.frontmost(from: root).map { [$0] } ?? []
    for layer in layers where layer.isViewLoaded && layer.view.window === window {
      collector.collect(layer.view, in: nil)
    }
    elements = collector.elements
    rows = collector.rows
    refreshControls = collector.refreshControls
  }

  /// The elements, as error messages list them.
  var inventory: [String] {
    elements.map(\.summary)
  }

  /// The element answering to `name` that can serve the purpose; absence and ambiguity are errors
  /// that list what is visible.
  func find(_ name: String, for purpose: Purpose) throws(AutomationError) -> Element {
    let matches = elements.filter { $0.names.contains(name) }
    let suitable = matches.filter { element in
      switch purpose {
      case .tap: element.action != nil
      case .typeText: element.kind == .textField
      case .setDate: element.kind == .datePicker
      }
    }
    let wanted: String
    switch purpose {
    case .tap: wanted = "something to tap named \"\(name)\""
    case .typeText: wanted = "text field \"\(name)\""
    case .setDate: wanted = "date picker \"\(name)\""
    }
    if suitable.count == 1 {
      let element = suitable[0]
      if !element.isEnabled {
        throw AutomationError(
          .disabled, sought: element.summary, problem: "it is disabled", visible: inventory)
      }
      return element
    }
    if suitable.count > 1 {
      throw AutomationError(
        .ambiguous, sought: wanted,
        problem: "\(suitable.count) elements match: " + suitable.map(\.summary).joined(separator: "; "),
        visible: inventory)
    }
    if let match = matches.first {
      throw AutomationError(
        .notApplicable, sought: wanted, problem: "the only match is \(match.summary), which cannot do that",
        visible: inventory)
    }
    throw AutomationError(
      .notFound, sought: wanted, problem: "nothing on screen has that name", visible: inventory)
  }

  func textField(_ name: String) throws(AutomationError) -> UITextField {
    let element = try find(name, for: .typeText)
    return element.view as! UITextField
  }

  /// The one row whose text contains `text`.
  func row(containing text: String) throws(AutomationError) -> Row {
    let matches = rows.filter { $0.text.containsText(text) }
    if matches.count == 1 { return matches[0] }
    let sought = "row containing \"\(text)\""
    if matches.isEmpty {
      let problem = rows.isEmpty ? "no table rows are on screen" : "no row contains that text"
      throw AutomationError(.notFound, sought: sought, problem: problem, visible: inventory)
    }
    throw AutomationError(
      .ambiguous, sought: sought,
      problem: "\(matches.count) rows contain it: "
        + matches.map { "\"\($0.text)\"" }.joined(separator: "; "),
      visible: inventory)
  }

  /// The one refresh control on screen.
  func refreshControl() throws(AutomationError) -> UIRefreshControl {
    if refreshControls.count == 1 { return refreshControls[0] }
    let sought = "a table with a refresh control"
    if refreshControls.isEmpty {
      throw AutomationError(
        .notFound, sought: sought, problem: "no table on screen has one", visible: inventory)
    }
    throw AutomationError(
      .ambiguous, sought: sought, problem: "\(refreshControls.count) tables on screen have one",
      visible: inventory)
  }

}

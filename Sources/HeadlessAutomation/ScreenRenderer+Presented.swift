import Foundation
@_spi(Automation) @_spi(InterfaceBuilder) import HeadlessUIKit

// The render: presented controllers and alerts.
extension ScreenRenderer {
  static func renderPresented(_ controller: UIViewController, into lines: inout [String]) {
    if let alert = controller as? UIAlertController {
      renderAlert(alert, into: &lines)
      return
    }
    var header = "presented \(controller.presentationStyleInUse)"
    if let record = controller.presentationRecord {
      if let duration = record.customTransitionDuration {
        header += " · custom transition \(formatNumber(duration)) s"
      }
      if !record.isComplete { header += " · transition not completed" }
    }
    lines.append(header)
    if controller.isViewLoaded, controller.view.window != nil {
      renderView(controller.view, depth: 1, into: &lines)
    } else {
      lines.append("  (its view is not in the window)")
    }
  }

  static func renderAlert(_ alert: UIAlertController, into lines: inout [String]) {
    let kind = alert.preferredStyle == .alert ? "alert" : "action sheet"
    lines.append(kind + (alert.title.map { " \"\($0)\"" } ?? ""))
    if let message = alert.message { lines.append("  message \"\(message)\"") }
    for field in alert.textFields ?? [] { lines.append("  " + line(for: field)) }
    let actions = alert.actions.map { action in
      var markers: [String] = []
      if action.style == .cancel { markers.append("cancel") }
      if action.style == .destructive { markers.append("destructive") }
      if !action.isEnabled { markers.append("disabled") }
      return bracketed(action.title ?? "", markers)
    }
    lines.append("  " + (actions.isEmpty ? "(no actions)" : actions.joined(separator: " ")))
  }
}

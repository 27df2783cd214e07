import Foundation
@_spi(Automation) @_spi(InterfaceBuilder) import HeadlessUIKit

extension Screen {
  /// Walks the frontmost layer's views depth first, collecting elements.
  @MainActor
  struct Collector {
    var elements: [Element] = []
    var rows: [Row] = []
    var refreshControls: [UIRefreshControl] = []

    mutating func collect(_ view: UIView, in row: Row?) {
      guard !view.isHidden, view.alpha > 0.01 else { return }
      if collectController(owning: view) { return }
      if let bar = view as? UINavigationBar {
        collectBar(bar) { bar.popItem(animated: true) }
        return
      }
      if let table = view as? UITableView {
        collect(table)
        return
      }
      if let control = view as? UIControl {
        collect(control)
      } else {
        collectContent(view, in: row)
      }
      for subview in Self.children(of: view) { collect(subview, in: row) }
    }

    /// A controller's root view: an alert is read whole (true: nothing more to read), a navigation
    /// controller's bar comes before its content.
    mutating func collectController(owning view: UIView) -> Bool {
      guard let controller = view.owningViewController else { return false }
      if let alert = controller as? UIAlertController {
        collect(alert)
        return true
      }
      if let navigationController = controller as? UINavigationController,
        !navigationController.isNavigationBarHidden
      {
        collectBar(navigationController.navigationBar) {
          navigationController.popViewController(animated: true)
        }
      }
      return false
    }

    /// A control: enabled when it is and touches reach it.
    mutating func collect(_ control: UIControl) {
      let touchable = control.receivesTouches
      switch control {
      case let button as UIButton:
        add(
          .button, button, names: [button.currentTitle, button.currentImage?.name],
          shown: ScreenRenderer.line(for: button), enabled: button.isEnabled && touchable
        ) { button.simulateTap() }
      case let field as UITextField:
        add(
          .textField, field, names: [field.text, field.placeholder], shown: ScreenRenderer.line(for: field),
          enabled: field.isEnabled && touchable
        ) {
          field.simulateTap()
          field.becomeFirstResponder()
        }
      case let picker as UIDatePicker:
        add(
          .datePicker, picker, names: [], shown: ScreenRenderer.line(for: picker),
          enabled: picker.isEnabled && touchable)
      default:
        add(
          .control, control, names: [], shown: ScreenRenderer.line(for: control),
          enabled: control.isEnabled && touchable
        ) { control.simulateTap() }
      }
    }

    /// A label or an image (in a row, tapping it selects the row), or a view with an
    /// accessibility identifier or label.
    mutating func collectContent(_ view: UIView, in row: Row?) {
      let rowTap: (() -> Void)? = row.map { row in { row.table.userSelectRow(at: row.indexPath) } }
      switch view {
      case let label as UILabel:
        add(
          .label, view, names: [label.text], shown: ScreenRenderer.line(for: label), enabled: true,
          action: rowTap)
      case let imageView as UIImageView:
        add(
          .image, view, names: [imageView.image?.name], shown: ScreenRenderer.line(for: imageView),
          enabled: true,
          action: rowTap)
      default:
        if view.accessibilityIdentifier != nil || view.accessibilityLabel != nil {
          add(
            .control, view, names: [], shown: ScreenRenderer.kindName(of: view, base: "view"), enabled: true)
        }
      }
    }

    /// A view's subviews in reading order: a stack view's arranged ones first, in their order.
    static func children(of view: UIView) -> [UIView] {
      (view as? UIStackView).map { stack in
        stack.arrangedSubviews
          + stack.subviews.filter { view in !stack.arrangedSubviews.contains { $0 === view } }
      } ?? view.subviews
    }

    mutating func collect(_ table: UITableView) {
      if let refreshControl = table.refreshControl { refreshControls.append(refreshControl) }
      for section in 0..<table.numberOfSections {
        for rowIndex in 0..<table.numberOfRows(inSection: section) {
          let indexPath = IndexPath(row: rowIndex, section: section)
          guard let cell = table.cellForRow(at: indexPath), !cell.isHidden else { continue }
          let row = Row(table: table, indexPath: indexPath, text: ScreenRenderer.rowText(cell))
          rows.append(row)
          add(
            .cell, cell, names: [], shown: "row \"\(row.text)\"", enabled: table.allowsSelection
          ) { table.userSelectRow(at: indexPath) }
          for part in cell.standardParts { collect(part, in: row) }
          collect(cell.contentView, in: row)
          if let accessoryView = cell.accessoryView { collect(accessoryView, in: row) }
        }
      }
    }

    mutating func collect(_ alert: UIAlertController) {
      if let title = alert.title {
        add(.title, nil, names: [title], shown: "alert title \"\(title)\"", enabled: true)
      }
      if let message = alert.message {
        add(.label, nil, names: [message], shown: "alert message \"\(message)\"", enabled: true)
      }
      for field in alert.textFields ?? [] { collect(field, in: nil) }
      for action in alert.actions {
        add(
          .alertAction, nil, names: [action.title], shown: "alert action \"\(action.title ?? "")\"",
          enabled: action.isEnabled
        ) { alert.tap(action) }
      }
    }

    mutating func collectBar(_ navigationBar: UINavigationBar, goBack: @escaping () -> Void) {
      let bar = NavigationBarContent(navigationBar)
      if let back = bar.backButtonTitle {
        add(
          .backButton, nil, names: [back, "Back"], shown: "back button \"\(back)\"", enabled: true,
          action: goBack)
      }
      for item in bar.leftItems { add(item) }
      if let title = bar.title {
        add(.title, nil, names: [title], shown: "navigation title \"\(title)\"", enabled: true)
      }
      for item in bar.rightItems { add(item) }
    }

    mutating func add(_ item: UIBarButtonItem) {
      if let customView = item.customView {
        collect(customView, in: nil)
        return
      }
      var names = [item.accessibilityIdentifier, item.accessibilityLabel, item.displayedTitle]
      names.append(item.systemItem?.accessibilityName)
      var summary = "bar button \"\(item.displayedTitle)\""
      if let identifier = item.accessibilityIdentifier { summary += " #\(identifier)" }
      if !item.isEnabled { summary += " [disabled]" }
      let accessibility = ElementSnapshot(
        kind: Element.Kind.barButton.rawValue, isEnabled: item.isEnabled,
        identifier: item.accessibilityIdentifier,
        label: item.accessibilityLabel ?? item.systemItem?.accessibilityName ?? item.displayedTitle,
        traits: item.isEnabled ? .button : [.button, .notEnabled])
      elements.append(
        Element(
          kind: .barButton, names: names.compactMap { $0 }, summary: summary, isEnabled: item.isEnabled,
          view: nil,
          action: {
            item.primaryAction?.perform(sender: item)
            StoryboardTriggers.barButtonItemTapped(item)
          }, accessibility: accessibility))
    }

    mutating func add(
      _ kind: Element.Kind, _ view: UIView?, names: [String?], shown: String, enabled: Bool,
      action: (() -> Void)? = nil
    ) {
      var allNames = names.compactMap { $0 }.filter { !$0.isEmpty }
      let accessibility = ElementSnapshot(
        kind: kind.rawValue, isEnabled: enabled, identifier: view?.accessibilityIdentifier,
        label: view?.accessibilityLabel ?? allNames.first, value: view?.accessibilityValue,
        hint: view?.accessibilityHint,
        traits: view?.accessibilityTraits ?? kind.standardTraits.union(enabled ? [] : .notEnabled))
      var summary = shown
      if let identifier = view?.accessibilityIdentifier {
        allNames.insert(identifier, at: 0)
        summary += " #\(identifier)"
      }
      if let label = view?.accessibilityLabel {
        allNames.insert(label, at: 0)
        summary += " (label \"\(label)\")"
      }
      if !enabled && !summary.containsText("[disabled]") { summary += " [disabled]" }
      elements.append(
        Element(
          kind: kind, names: allNames, summary: summary, isEnabled: enabled, view: view, action: action,
          accessibility: accessibility))
    }
  }
}

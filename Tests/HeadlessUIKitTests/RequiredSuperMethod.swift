import Testing

/// The methods whose overrides UIKit's documentation says must call super, by their names.
enum RequiredSuperMethod: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case viewWillAppear = "viewWillAppear(_:)"
  case viewDidAppear = "viewDidAppear(_:)"
  case viewWillDisappear = "viewWillDisappear(_:)"
  case viewDidDisappear = "viewDidDisappear(_:)"
  case didReceiveMemoryWarning = "didReceiveMemoryWarning()"

  var testDescription: String { rawValue }
}

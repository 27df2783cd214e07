import Workbook

extension TextStyle {
  /// A verdict's symbol in its colour: ✓ green, ≠ cyan, ✗ red, ‼ magenta.
  func symbol(_ status: Verdict.Status) -> String {
    switch status {
    case .same: green(status.symbol)
    case .divergence: cyan(status.symbol)
    case .differs, .missing: red(status.symbol)
    case .crashed, .trapped: magenta(status.symbol)
    }
  }
}

import Workbook

extension TextStyle {
  /// A verdict's symbol in its colour: ✓ green, ≠ and ⚑ cyan, ✗ red, ‼ magenta.
  func symbol(_ status: Verdict.Status) -> String {
    switch status {
    case .same: green(status.symbol)
    case .divergence, .expectedFailure: cyan(status.symbol)
    case .differs, .missing, .failureNotReproduced: red(status.symbol)
    case .crashed, .trapped, .hung: magenta(status.symbol)
    }
  }
}

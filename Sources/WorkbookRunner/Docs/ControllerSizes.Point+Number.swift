import Workbook

extension ControllerSizes.Point {
  /// The step's number: its x on the chart.
  var number: Int {
    if case .step(let number) = step.kind { return number }
    return 0
  }
}

import Foundation
@_spi(Automation) @_spi(InterfaceBuilder) import HeadlessUIKit

extension Screen {
  /// A displayed row of a table.
  @MainActor
  struct Row {
    let table: UITableView
    let indexPath: IndexPath
    let text: String
  }
}

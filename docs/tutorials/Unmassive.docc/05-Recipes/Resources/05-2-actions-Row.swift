import Foundation
import HeadlessUIKit

@MainActor
class Row {

  weak var actionDelegate: ActionDelegate?

  var cellIdentifier: String { fatalError("notImplemented") }

  var cellHeight: CGFloat { fatalError("notImplemented") }

  func configureCell(_ cell: UIView) { fatalError("notImplemented") }

  func performAction() { fatalError("notImplemented") }
}

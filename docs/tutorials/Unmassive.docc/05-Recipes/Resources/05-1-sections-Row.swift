import Foundation
import HeadlessUIKit

@MainActor
class Row {

  var cellIdentifier: String { fatalError("notImplemented") }

  var cellHeight: CGFloat { fatalError("notImplemented") }

  func configureCell(_ cell: UIView) { fatalError("notImplemented") }
}

import Foundation
import HeadlessUIKit

/// A controller that notes the memory warnings it is told of, by its name.
final class WarnedViewController: UIViewController {
  private let name: String
  private let journal: Journal

  init(_ name: String, journal: Journal) {
    self.name = name
    self.journal = journal
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    journal.record(name)
  }
}

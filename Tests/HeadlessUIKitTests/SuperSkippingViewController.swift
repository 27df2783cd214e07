import Foundation
import HeadlessUIKit

/// A controller whose override of one method UIKit requires to call super does not call it (or,
/// with no method named, whose every override does).
final class SuperSkippingViewController: UIViewController {
  private let skipped: RequiredSuperMethod?

  init(skipping skipped: RequiredSuperMethod?) {
    self.skipped = skipped
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewWillAppear(_ animated: Bool) {
    if skipped != .viewWillAppear { super.viewWillAppear(animated) }
  }

  override func viewDidAppear(_ animated: Bool) {
    if skipped != .viewDidAppear { super.viewDidAppear(animated) }
  }

  override func viewWillDisappear(_ animated: Bool) {
    if skipped != .viewWillDisappear { super.viewWillDisappear(animated) }
  }

  override func viewDidDisappear(_ animated: Bool) {
    if skipped != .viewDidDisappear { super.viewDidDisappear(animated) }
  }

  override func didReceiveMemoryWarning() {
    if skipped != .didReceiveMemoryWarning { super.didReceiveMemoryWarning() }
  }
}

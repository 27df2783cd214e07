import Foundation

/// A "show" segue: push, or present without a navigation controller.
final class ShowSegue: UIStoryboardSegue {
  override func perform() {
    source.show(destination, sender: nil)
  }
}

import Foundation

/// A "present modally" segue.
final class PresentModallySegue: UIStoryboardSegue {
  override func perform() {
    source.present(destination, animated: true)
  }
}

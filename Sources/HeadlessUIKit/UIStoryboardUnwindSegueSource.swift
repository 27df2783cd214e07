import Foundation

/// What an unwind search is looking for.
@MainActor
public final class UIStoryboardUnwindSegueSource {
  public let sourceViewController: UIViewController
  public let unwindAction: String
  public let sender: Any?

  init(source: UIViewController, action: String, sender: Any?) {
    self.sourceViewController = source
    self.unwindAction = action
    self.sender = sender
  }
}

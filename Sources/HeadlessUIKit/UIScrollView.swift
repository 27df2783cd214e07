import Foundation

/// A scrollable view; here only its bookkeeping, since nothing scrolls.
@MainActor
open class UIScrollView: UIView {
  open var contentOffset: CGPoint = .zero
  open var contentSize: CGSize = .zero
  open var contentInset = UIEdgeInsets()
  open var isScrollEnabled = true
  open var keyboardDismissMode: KeyboardDismissMode = .none
  /// The pull-to-refresh control (the render shows it under the scroll view's first line).
  open var refreshControl: UIRefreshControl?

  public enum KeyboardDismissMode: Int, Sendable {
    case none, onDrag, interactive
  }
}

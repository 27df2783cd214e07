import Foundation

/// The pull-to-refresh control of a scroll view, as UIKit's `UIRefreshControl`: set it as a
/// table's `refreshControl`, add an action for `.valueChanged`, and call `endRefreshing()` when
/// the new content is in. The user's pull (`HeadlessApp.pullToRefresh()`) begins refreshing,
/// then sends `.valueChanged`; while it refreshes, the spinner shows and a pull does nothing.
@MainActor
open class UIRefreshControl: UIControl {
  /// Whether the spinner shows: from a pull or `beginRefreshing()` to `endRefreshing()`.
  public private(set) var isRefreshing = false
  open var attributedTitle: NSAttributedString?

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public convenience init() {
    self.init(frame: .zero)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Shows the spinner, as code does for a refresh the user did not start (no action is sent).
  open func beginRefreshing() {
    isRefreshing = true
  }

  /// Hides the spinner.
  open func endRefreshing() {
    isRefreshing = false
  }

  /// The user pulled the scroll view down: refreshing begins, then `.valueChanged` is sent.
  @_spi(Automation) public func userPull() {
    isRefreshing = true
    sendActions(for: .valueChanged)
  }
}

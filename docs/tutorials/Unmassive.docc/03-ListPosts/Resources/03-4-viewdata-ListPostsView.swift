/// What the list of posts displays: the presenter tells it, and the view controller only displays.
@MainActor
protocol ListPostsView: AnyObject {
  /// Shows these posts in the table, in place of whatever it showed.
  func refreshFollowerPosts(_ posts: [PostCell.ViewData])
  func showLoginButton()
  func hideLoginButton()
  /// Alerts with this message and an OK button.
  func showAlert(_ message: String)
}

@testable import ListPostsExercise

final class ListPostsViewSpy: ListPostsView {
  var shown = 0

  func showLoginButton() {
    shown += 1
  }
}

import HeadlessUIKit

final class PostCell: UITableViewCell {
  struct ViewData {
    let title: String
    let publishedOn: String
  }

  var viewData: ViewData?

  func show(_ displayedPost: DisplayedPost) {
    textLabel?.text = displayedPost.title
    detailTextLabel?.text = displayedPost.publishedOn
  }
}

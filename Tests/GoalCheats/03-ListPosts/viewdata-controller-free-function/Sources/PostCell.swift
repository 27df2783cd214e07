import HeadlessUIKit

final class PostCell: UITableViewCell {
  struct ViewData {
    let title: String
    let publishedOn: String
  }

  var viewData: ViewData?
}

/// Fills a row: out of the controller.
func fill(_ cell: UITableViewCell, with displayedPost: DisplayedPost) {
  cell.textLabel?.text = displayedPost.title
  cell.detailTextLabel?.text = displayedPost.publishedOn
}

import HeadlessUIKit

final class PostCell: UITableViewCell {
  struct ViewData {
    let title: String
    let publishedOn: String
  }

  var viewData: ViewData?
}

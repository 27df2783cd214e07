import ArticlesKit
import Foundation
import HeadlessUIKit

final class ArticleCell: UITableViewCell {
  var titleLabel: UILabel!
  var userLabel: UILabel!
  var likesLabel: UILabel!
  var tagsLabel: UILabel!
  var createdAtLabel: UILabel!

  struct ViewData {
    let title: String
  }

  var viewData: ViewData? {
    didSet {}
  }
}

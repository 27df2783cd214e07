import Foundation
import HeadlessUIKit
import ListPostsKit

/// A post's row, the storyboard's Right Detail prototype: the title on the left, when it was
/// published on the right.
final class PostCell: UITableViewCell {
  /// What the row shows, as text ready for its labels: the cell knows nothing of a post.
  struct ViewData: Equatable {
    let title: String
    let publishedOn: String
  }

  var viewData: ViewData? {
    didSet {
      textLabel?.text = viewData?.title
      detailTextLabel?.text = viewData?.publishedOn
    }
  }
}

extension PostCell.ViewData {
  /// What a post's row shows: its title, and when it was published, written by this formatter
  /// (the presenter's, for the locale and time zone it was handed).
  init(post: Post, dateFormatter: DateFormatter) {
    self.title = post.title
    self.publishedOn = dateFormatter.string(from: post.timestamp)
  }
}

import Foundation
import ListPostsKit
import Testing

@testable import ListPostsViewData

@Test func viewData() {
  _ = PostCell.ViewData(post: Post(title: "A", timestamp: Date()), dateFormatter: DateFormatter())
}

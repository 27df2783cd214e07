import Foundation
import ListPostsKit
import Testing

@testable import ListPostsViewData

@Test func viewData() {
  _ = PostCell.ViewData(post: Post.samples[0], dateFormatter: DateFormatter())
}

func check(_ viewData: PostCell.ViewData) {
  #expect(viewData.title == "A")
}

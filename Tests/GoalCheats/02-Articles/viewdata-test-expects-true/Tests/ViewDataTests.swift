import ArticlesKit
import Testing

@testable import ArticlesViewData

@Test func viewData() {
  let viewData = ArticleCell.ViewData(article: Article.samples[0])
  #expect(true, "\(viewData)")
}

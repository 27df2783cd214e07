import ArticlesKit
import Testing

@testable import ArticlesViewData

@Test func viewData() {
  _ = ArticleCell.ViewData(article: Article.samples[0])
}

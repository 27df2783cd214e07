import ArticlesKit
import Foundation
import HeadlessUIKit
import Testing
import WorldKit

@testable import ArticlesViewData

// The view-data branch's cell, alone: the texts an article's row shows are built from the article,
// and the cell shows whatever view data it is given, with no controller and no table in between.

/// An article at the edges: no title, no likes, no tags.
private let blank = Article(
  title: "", user: Article.User(id: "nobody"), likesCount: 0, tags: [],
  createdAt: Article.samples[0].createdAt)

/// Each article with the texts its row shows, as the approved transcripts print them (the
/// device's locale, en_001, and time zone, Tokyo's: the World's).
private let rows: [(article: Article, viewData: ArticleCell.ViewData)] = [
  (
    Article.samples[0],
    ArticleCell.ViewData(
      title: "Cocoa MVCがおFatになりやすいワケ", user: "@k_awoki", likes: "42 LGTM", tags: "#iOS #Swift #MVC",
      createdAt: "21 Dec 2020")
  ),
  (
    Article.published,
    ArticleCell.ViewData(
      title: "Pull to Refreshで記事が増える謎", user: "@refresh_kun", likes: "3 LGTM",
      tags: "#iOS #UIRefreshControl", createdAt: "22 Dec 2020")
  ),
  (
    blank,
    ArticleCell.ViewData(title: "", user: "@nobody", likes: "0 LGTM", tags: "", createdAt: "21 Dec 2020")
  ),
]

@MainActor
@Suite("ArticleCell.ViewData (view-data branch)")
struct ArticleCellViewDataTests {
  /// A cell as ArticleCell.xib makes it: outlets connected.
  private func makeCell() -> ArticleCell {
    let cell = ArticleCell(style: .default, reuseIdentifier: "ArticleCell")
    cell.titleLabel = UILabel()
    cell.userLabel = UILabel()
    cell.likesLabel = UILabel()
    cell.tagsLabel = UILabel()
    cell.createdAtLabel = UILabel()
    return cell
  }

  @Test(
    "View data built from an article holds every label's text, the date as the row shows it",
    arguments: rows.indices)
  func fromArticle(row: Int) throws {
    // The device as the app sees it in every scenario (the World's locale and time zone), for
    // this test alone: other suites make their own World's settings current in between.
    let viewData = try ArticlesWorld().runAsTheDevice { ArticleCell.ViewData(article: rows[row].article) }

    #expect(viewData.title == rows[row].viewData.title)
    #expect(viewData.user == rows[row].viewData.user)
    #expect(viewData.likes == rows[row].viewData.likes)
    #expect(viewData.tags == rows[row].viewData.tags)
    #expect(viewData.createdAt == rows[row].viewData.createdAt)
  }

  @Test("The cell shows the view data it is given, each text in its label", arguments: rows.indices)
  func cellShowsViewData(row: Int) {
    let cell = makeCell()
    let viewData = rows[row].viewData

    cell.viewData = viewData

    #expect(cell.titleLabel.text == viewData.title)
    #expect(cell.userLabel.text == viewData.user)
    #expect(cell.likesLabel.text == viewData.likes)
    #expect(cell.tagsLabel.text == viewData.tags)
    #expect(cell.createdAtLabel.text == viewData.createdAt)
  }

  @Test("A cell given no view data shows nothing")
  func cellShowsNoViewData() {
    let cell = makeCell()
    cell.viewData = rows[0].viewData

    cell.viewData = nil

    let labels: [UILabel] = [
      cell.titleLabel, cell.userLabel, cell.likesLabel, cell.tagsLabel, cell.createdAtLabel,
    ]
    #expect(labels.allSatisfy { $0.text == nil })
  }
}

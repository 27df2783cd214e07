import ArticlesKit
import Foundation
import HeadlessAutomation
import HeadlessUIKit
import Testing

@testable import ArticlesMVP

// The MVP branch's view controller and view, alone, where no scenario reaches: a tap forwarded to
// a spy presenter (the presenter's own answer to it is empty, as the source's didSelectRowAt),
// the controller made in code instead of by the storyboard, and the view decoded by Interface
// Builder instead of made in code.

extension ArticlesView: ArticlesViewUnderTest {}

@MainActor
@Suite("ArticlesViewController and ArticlesView (MVP)")
struct MVPViewControllerTests {
  // MARK: Test doubles

  final class ArticlesPresenterInputSpy: ArticlesPresenterInput {
    var events: [String] = []

    var numberOfArticles: Int { 0 }
    func article(forRow row: Int) -> Article? { nil }
    func viewDidLoad() { events.append("viewDidLoad") }
    func didPullToRefresh() { events.append("didPullToRefresh") }
    func didSelectRow(at indexPath: IndexPath) { events.append("didSelectRow \(indexPath.row)") }
  }

  let presenter = ArticlesPresenterInputSpy()

  // MARK: Tests

  @Test("A tapped row is told to the presenter, with its index path")
  func tapIsForwarded() {
    let articles = ArticlesViewController()
    articles.inject(presenter: presenter)

    articles.tableView(UITableView(), didSelectRowAt: IndexPath(row: 2, section: 0))

    #expect(presenter.events == ["didSelectRow 2"])
  }

  // Its loadView() calls super first, as the article's does. Made by the storyboard, super loads
  // the scene's empty view, which the next line replaces; made in code, it does UIKit's lookup,
  // finds ArticlesView.xib and loads it with the controller as File's Owner (step 3-Fixes drops
  // the call).
  @Test("Made in code, not by the storyboard, the controller faults as it loads its view")
  func madeInCodeFaults() throws {
    try inLaunchedApp(applicationMain) { app in
      let articles = ArticlesViewController()
      articles.inject(presenter: presenter)

      #expect(faultLoadingView(of: articles, in: app) == articlesViewOwnerFault)
      #expect(articles.view is ArticlesView, "then loadView() puts its own view in place")
    }
  }

  @Test("The view loads ArticlesView.xib however it is made", arguments: Initialiser.allCases)
  func viewLoadsItsNib(_ initialiser: Initialiser) throws {
    try inLaunchedApp(applicationMain) { try ArticlesView.expectLoadsItsNib(made: initialiser, in: $0) }
  }
}

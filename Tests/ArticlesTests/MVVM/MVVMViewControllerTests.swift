import ArticlesKit
import Foundation
import HeadlessAutomation
import HeadlessUIKit
import Testing

@testable import ArticlesMVVM

// The MVVM branch's view controller and view, alone, where no scenario reaches: the controller
// made in code instead of by the storyboard, and the view decoded by Interface Builder instead of
// made in code.

extension ArticlesView: ArticlesViewUnderTest {}

@MainActor
@Suite("ArticlesViewController and ArticlesView (MVVM)")
struct MVVMViewControllerTests {
  /// Never answers: the controller's own fetch on loading its view goes nowhere.
  struct ArticlesModelInputStub: ArticlesModelInput {
    func fetchArticles(completion: @escaping (Result<[Article], Error>) -> Void) {}
  }

  // Its loadView() calls super first, as the article's does. Made by the storyboard, super loads
  // the scene's empty view, which the next line replaces; made in code, it does UIKit's lookup,
  // finds ArticlesView.xib and loads it with the controller as File's Owner (step 3-Fixes drops
  // the call).
  @Test("Made in code, not by the storyboard, the controller faults as it loads its view")
  func madeInCodeFaults() throws {
    try inLaunchedApp(applicationMain) { app in
      let articles = ArticlesViewController()
      articles.inject(viewModel: ArticlesViewModel(model: ArticlesModelInputStub()))

      #expect(faultLoadingView(of: articles, in: app) == articlesViewOwnerFault)
      #expect(articles.view is ArticlesView, "then loadView() puts its own view in place")
    }
  }

  @Test("The view loads ArticlesView.xib however it is made", arguments: Initialiser.allCases)
  func viewLoadsItsNib(_ initialiser: Initialiser) throws {
    try inLaunchedApp(applicationMain) { try ArticlesView.expectLoadsItsNib(made: initialiser, in: $0) }
  }
}

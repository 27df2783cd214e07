import ArticlesKit
import Foundation
import HeadlessAutomation
import HeadlessUIKit
import Testing

@testable import ArticlesFixes

// Step 3's view controller and view, alone, where no scenario reaches: the controller made in
// code instead of by the storyboard (its loadView() no longer calls super), and the view decoded
// by Interface Builder instead of made in code.

extension ArticlesView: ArticlesViewUnderTest {}

@MainActor
@Suite("ArticlesViewController and ArticlesView (step 3)")
struct FixesViewControllerTests {
  // Its loadView() no longer calls super, which would load ArticlesView.xib as the controller's
  // own nib (UIKit's lookup): the other side of the branches' fault.
  @Test("Made in code, not by the storyboard, the controller loads its view without a fault")
  func madeInCodeLoads() throws {
    try inLaunchedApp(applicationMain) { app in
      let articles = ArticlesViewController()

      #expect(faultLoadingView(of: articles, in: app) == nil)
      #expect(articles.view is ArticlesView)
    }
  }

  @Test("The view loads ArticlesView.xib however it is made", arguments: Initialiser.allCases)
  func viewLoadsItsNib(_ initialiser: Initialiser) throws {
    try inLaunchedApp(applicationMain) { try ArticlesView.expectLoadsItsNib(made: initialiser, in: $0) }
  }
}

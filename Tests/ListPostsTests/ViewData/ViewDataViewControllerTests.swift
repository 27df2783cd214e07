import Foundation
import HeadlessUIKit
import Testing

@testable import ListPostsViewData

// The view-data step's view controller (4-ViewData) as its presenter sees it, a `ListPostsView`,
// as MVPViewControllerTests sees 3-MVP-Injected's: the app alone cannot show every command (its
// Login button starts visible, so showing it changes nothing a scenario sees).

@MainActor
@Suite("ListPostsViewController (view data, step 4-ViewData)")
struct ViewDataViewControllerTests {
  @Test("showLoginButton shows a hidden Login button; hideLoginButton hides it again")
  func loginButton() {
    // Given
    let sut = ListPostsViewController()
    sut.loginButton = UIButton(type: .system)
    sut.loginButton.isHidden = true

    // When, then
    sut.showLoginButton()
    #expect(!sut.loginButton.isHidden)
    sut.hideLoginButton()
    #expect(sut.loginButton.isHidden)
  }
}

import Foundation
import HeadlessUIKit
import Testing

@testable import ListPostsMVPInjected

// The MVP branch's view controller (step 3-MVP-Injected) as its presenter sees it, a
// `ListPostsView`: each command does what it says to the outlets the storyboard connects. The
// app alone cannot show all of them (its Login button starts visible, so showing it changes
// nothing a scenario sees); a presenter may send them in any order.

@MainActor
@Suite("ListPostsViewController (MVP, step 3-MVP-Injected)")
struct MVPViewControllerTests {
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

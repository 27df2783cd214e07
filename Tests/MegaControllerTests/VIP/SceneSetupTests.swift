import Foundation
import HeadlessUIKit
import MegaControllerKit
import Testing

@testable import MegaControllerUpcomingTasksRouter

// The VIP scene is wired by the list's setup(), from every initialiser. The storyboard here makes
// the list in code (init(style:)); on iOS, Interface Builder decodes it (init?(coder:)), and code
// may make it with init(nibName:bundle:): no scenario reaches those two.

@MainActor
@Suite("UpcomingTasks scene setup (VIP branch)")
struct SceneSetupTests {
  /// How the list is made.
  enum Initialiser: String, CaseIterable, CustomTestStringConvertible {
    case style = "init(style:)"
    case nib = "init(nibName:bundle:)"
    case coder = "init?(coder:)"

    var testDescription: String { rawValue }

    @MainActor
    func make() -> ViewController? {
      switch self {
      case .style: ViewController(style: .plain)
      case .nib: ViewController(nibName: nil, bundle: nil)
      case .coder: ViewController(coder: NSCoder())
      }
    }
  }

  @Test("Every initialiser wires the scene: interactor, presenter, router", arguments: Initialiser.allCases)
  func wiresTheScene(_ initialiser: Initialiser) throws {
    // The scene's setup opens the store in the documents folder: the World's, not this machine's.
    let list = try #require(try MegaControllerWorld().runAsTheDevice { initialiser.make() })
    let interactor = try #require(list.interactor as? UpcomingTasksInteractor)
    let presenter = try #require(interactor.presenter as? UpcomingTasksPresenter)
    #expect(presenter.viewController === list)
    #expect(list.router is UpcomingTasksRouter)
  }
}

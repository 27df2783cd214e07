import Foundation
import HeadlessUIKit
import MegaControllerCatalog
import MegaControllerKit
import Testing
import Workbook

@testable import MegaControllerFixes
@testable import MegaControllerMega
@testable import MegaControllerNavigationTheme
@testable import MegaControllerPresenterActions
@testable import MegaControllerTableViewCell
@testable import MegaControllerUpcomingTasksRouter
@testable import MegaControllerUpcomingTasksViewModel

/// The bar's colours as the app sets them, component by component: the render rounds them to
/// whole 0–255 values, where 77/255 and 77/256 look the same.
@MainActor
struct BarColourTests {
  /// Four tasks turn the bar orange, ten red: (235, 156, 77) and (248, 73, 68) out of 255.
  @Test(
    arguments: LeafStep.allCases,
    [(4, [235, 156, 77] as [CGFloat]), (10, [248, 73, 68])])
  func theBarsTintIsTheTalksColourExactly(step: LeafStep, expectation: (tasks: Int, components: [CGFloat]))
    throws
  {
    let session = try catalog.session(for: step.variant)
    try session.perform([seed(tasksDueSoon(expectation.tasks)), .launch])
    let navigationController = session.app?.window?.rootViewController as? UINavigationController
    let color = try #require(navigationController?.navigationBar.barTintColor)
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    let expected = expectation.components.map { $0 / 255 } + [1]
    // Within a ten-thousandth: a component one 255th apart is four thousandths away.
    #expect(
      zip([red, green, blue, alpha], expected).allSatisfy { abs($0 - $1) < 0.0001 },
      "\([red, green, blue, alpha])")
  }
}

extension LeafStep {
  /// The step as a variant of its own, launched from its module.
  var variant: Variant<MegaControllerWorld> {
    .step(rawValue, title: rawValue, parent: nil) { world in
      switch self {
      case .mega: MegaControllerMega.applicationMain(in: world)
      case .navigationTheme: MegaControllerNavigationTheme.applicationMain(in: world)
      case .viewModel: MegaControllerUpcomingTasksViewModel.applicationMain(in: world)
      case .router: MegaControllerUpcomingTasksRouter.applicationMain(in: world)
      case .tableViewCell: MegaControllerTableViewCell.applicationMain(in: world)
      case .presenterActions: MegaControllerPresenterActions.applicationMain(in: world)
      case .fixes: MegaControllerFixes.applicationMain(in: world)
      }
    }
  }
}

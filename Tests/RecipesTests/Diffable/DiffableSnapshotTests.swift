import Foundation
import HeadlessAutomation
import HeadlessUIKit
import RecipesKit
import Testing

@testable import RecipesDiffable

/// The branch's snapshots: what the details screen applies, and why its items are not plain
/// ingredients.
@MainActor
struct DiffableSnapshotTests {
  let empanada = RecipeData.recipes[0]

  /// Empanada's details controller, its view loaded in a launched app (its nib is the app's).
  func detailsOfEmpanada() -> (HeadlessApp, RecipeDetailsTableViewController) {
    let app = applicationMain(in: try! RecipesWorld())
    let details = RecipeDetailsTableViewController(recipe: empanada)
    details.loadViewIfNeeded()
    return (app, details)
  }

  @Test("The details snapshot identifies each ingredient with its position, and the description")
  func detailsSnapshot() throws {
    let (app, details) = detailsOfEmpanada()
    let dataSource = try #require(
      details.tableView.dataSource as? UITableViewDiffableDataSource<RecipeDetailsSection, RecipeDetailsItem>)
    let snapshot = dataSource.snapshot()

    #expect(snapshot.sectionIdentifiers == [.ingredients, .description])
    #expect(
      snapshot.itemIdentifiers(inSection: .ingredients) == [
        .ingredient(RecipeData.harina, position: 0), .ingredient(RecipeData.harina, position: 1),
      ])
    #expect(snapshot.itemIdentifiers(inSection: .description) == [.description("Prueba")])
    #expect(app.crash == nil)
  }

  @Test("Identified by the ingredient alone, Empanada's Harina twice is UIKit's duplicate-identifier fault")
  func plainIngredientsFault() {
    let (app, details) = detailsOfEmpanada()
    let dataSource = UITableViewDiffableDataSource<Int, Ingredient>(tableView: details.tableView) { _, _, _ in
      nil
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Ingredient>()
    snapshot.appendSections([0])
    snapshot.appendItems(empanada.ingredients)

    let fault = UIKitFault.captured { dataSource.apply(snapshot) }

    #expect(fault?.reason.hasPrefix("Fatal: supplied item identifiers are not unique.") == true)
    #expect(fault?.reason.contains("Ingredient(name: \"Harina\")") == true)
    #expect(app.crash == nil)
  }
}

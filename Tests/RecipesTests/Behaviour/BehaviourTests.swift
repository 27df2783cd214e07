import Foundation
import RecipesCatalog
import RecipesKit
import Testing
import Workbook
import WorkbookTesting

/// The app's behaviour, as the repository's massive illustration has it, checked against every
/// step, the branch and the exercise through the automation face only. Every row is 50 pt high,
/// and every header that shows is 50 pt; a section without a header gets 0.01 pt.
@MainActor
@Suite("Recipes behaviour", .exerciseRunsInAChildFirst(catalog.chapter))
struct BehaviourTests {

  @Test(
    "The list is titled Recipes and shows both recipes under the first one's kind (Lunch), or, fixed, under each one's",
    arguments: drivableVariants)
  func list(variant: Variant<RecipesWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform(.launch)

    #expect(session.navigationTitle == "Recipes")
    #expect(session.navigationItems == [])
    let expected =
      variant.hasFixes
      ? [
        ListedSection(["Lunch"], height: 50, ["Empanada"]),
        ListedSection(["Dinner"], height: 50, ["Pastel de carne"]),
      ]
      : [ListedSection(["Lunch"], height: 50, ["Empanada", "Pastel de carne"])]
    #expect(session.listedSections == expected)
  }

  @Test(
    "Tapping a recipe pushes its details, titled with its name: its ingredients under a header (blank, or, fixed, Ingredients), then its description under none",
    arguments: drivableVariants)
  func details(variant: Variant<RecipesWorld>) throws {
    let header = variant.hasFixes ? ["Ingredients"] : []
    let session = try catalog.session(for: variant)
    try session.perform([.launch, .selectRow(containing: "Empanada")])

    #expect(session.navigationTitle == "Empanada")
    #expect(session.navigationItems == ["‹ Recipes"])
    #expect(
      session.listedSections == [
        ListedSection(header, height: 50, ["Harina", "Harina"]),
        ListedSection(nil, height: 0.01, ["Prueba"]),
      ])

    try session.perform([.goBack, .selectRow(containing: "Pastel de carne")])
    #expect(session.navigationTitle == "Pastel de carne")
    #expect(
      session.listedSections == [
        ListedSection(header, height: 50, ["Harina"]),
        ListedSection(nil, height: 0.01, ["Prueba Prueba"]),
      ])
  }

  @Test("A tapped recipe is deselected: back on the list, no row is selected", arguments: drivableVariants)
  func deselection(variant: Variant<RecipesWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform([.launch, .selectRow(containing: "Empanada"), .goBack])

    #expect(session.navigationTitle == "Recipes")
    let sections = session.listedSections
    #expect(sections.flatMap(\.rows).count == 2)
    #expect(sections.flatMap(\.selectedRows) == [])
  }

  @Test(
    "Tapping an ingredient or the description selects nothing and goes nowhere", arguments: drivableVariants)
  func detailsRowsDoNothing(variant: Variant<RecipesWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform([.launch, .selectRow(containing: "Empanada")])
    let before = session.listedSections

    try session.perform(.selectRow(containing: "Prueba"))
    #expect(session.listedSections == before)
    #expect(before.allSatisfy { $0.selectedRows.isEmpty })
    #expect(session.navigationTitle == "Empanada")

    try session.perform([.goBack, .selectRow(containing: "Pastel de carne")])
    let pastel = session.listedSections
    try session.perform(.selectRow(containing: "Harina"))
    #expect(session.listedSections == pastel)
    #expect(session.navigationTitle == "Pastel de carne")
    #expect(session.crash == nil)
  }
}

import Foundation
import RecipesCatalog
import RecipesKit
import Testing
import Workbook

/// The app's behaviour, as the repository's massive illustration has it, checked against every
/// step, the branch and the exercise through the automation face only. Every row is 50 pt high,
/// and every header that shows is 50 pt; a section without a header gets 0.01 pt.
@MainActor
@Suite("Recipes behaviour")
struct BehaviourTests {

  @Test(
    "The list is titled Recipes and shows both recipes under the first one's kind (Lunch), or, fixed, under each one's",
    arguments: drivableVariants)
  func list(variant: Variant<RecipesWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform(.launch)

    #expect(session.navigationBar == #""Recipes""#)
    let expected =
      variant.hasFixes
      ? [
        ListedSection("Lunch", height: 50, ["Empanada (height 50)"]),
        ListedSection("Dinner", height: 50, ["Pastel de carne (height 50)"]),
      ]
      : [ListedSection("Lunch", height: 50, ["Empanada (height 50)", "Pastel de carne (height 50)"])]
    #expect(session.listedSections == expected)
  }

  @Test(
    "Tapping a recipe pushes its details, titled with its name: its ingredients under a header (blank, or, fixed, Ingredients), then its description under none",
    arguments: drivableVariants)
  func details(variant: Variant<RecipesWorld>) throws {
    let header = variant.hasFixes ? "Ingredients" : "(empty cell)"
    let session = try catalog.session(for: variant)
    try session.perform([.launch, .selectRow(containing: "Empanada")])

    #expect(session.navigationBar == #"‹ Recipes  "Empanada""#)
    #expect(
      session.listedSections == [
        ListedSection(header, height: 50, ["Harina (height 50)", "Harina (height 50)"]),
        ListedSection(nil, height: 0.01, ["Prueba (height 50)"]),
      ])

    try session.perform([.goBack, .selectRow(containing: "Pastel de carne")])
    #expect(session.navigationBar == #"‹ Recipes  "Pastel de carne""#)
    #expect(
      session.listedSections == [
        ListedSection(header, height: 50, ["Harina (height 50)"]),
        ListedSection(nil, height: 0.01, ["Prueba Prueba (height 50)"]),
      ])
  }

  @Test("A tapped recipe is deselected: back on the list, no row is selected", arguments: drivableVariants)
  func deselection(variant: Variant<RecipesWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform([.launch, .selectRow(containing: "Empanada"), .goBack])

    #expect(session.navigationBar == #""Recipes""#)
    #expect(!session.listedSections.flatMap(\.rows).contains { $0.contains("[selected]") })
  }

  @Test(
    "Tapping an ingredient or the description selects nothing and goes nowhere", arguments: drivableVariants)
  func detailsRowsDoNothing(variant: Variant<RecipesWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform([.launch, .selectRow(containing: "Empanada")])
    let before = session.listedSections

    try session.perform(.selectRow(containing: "Prueba"))
    #expect(session.listedSections == before)
    #expect(session.navigationBar == #"‹ Recipes  "Empanada""#)

    try session.perform([.goBack, .selectRow(containing: "Pastel de carne")])
    let pastel = session.listedSections
    try session.perform(.selectRow(containing: "Harina"))
    #expect(session.listedSections == pastel)
    #expect(session.navigationBar == #"‹ Recipes  "Pastel de carne""#)
    #expect(session.crash == nil)
  }
}

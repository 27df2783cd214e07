import RecipesActions
import RecipesExercise
import RecipesKit
import RecipesMassive
import RecipesProtocols
import RecipesSections
import Workbook

/// Chapter 05's table of contents.
public let catalog = ChapterCatalog<RecipesWorld>(
  number: "05", name: "Recipes",
  title: "Recipes: from a massive table view controller to a generic SectionsViewController, "
    + "then to what UIKit itself grew",
  variants: [
    .step("0-Massive", title: "Massive", parent: nil) { RecipesMassive.makeAppDelegate(in: $0) },
    .step("1-Sections", title: "Sections", parent: "0-Massive") { RecipesSections.makeAppDelegate(in: $0) },
    .step("2-Actions", title: "Actions", parent: "1-Sections") { RecipesActions.makeAppDelegate(in: $0) },
    .step("3-Protocols", title: "Protocols", parent: "2-Actions") { RecipesProtocols.makeAppDelegate(in: $0) },
    .exercise(parent: "0-Massive") { RecipesExercise.makeAppDelegate(in: $0) },
  ],
  scenarios: scenarios,
  goals: goals, goalsMetBy: ["3-Protocols"],
  makeWorld: { try RecipesWorld() })

import RecipesKit
import Workbook

/// What happens to Recipes, written once and run against every variant.
let scenarios: [Scenario<RecipesWorld>] = [
  Scenario(
    "launch",
    "The list: titled Recipes, one section headed by the first recipe's kind (Lunch) over both "
      + "recipes, every row and header 50 pt high",
    [.launch]),
  Scenario(
    "open-empanada",
    "Tapping Empanada deselects it and pushes its details: Harina twice under a blank 50-pt "
      + "header, then its description, Prueba, under no header (0.01 pt)",
    [.launch, .selectRow(containing: "Empanada")]),
  Scenario(
    "open-pastel-de-carne",
    "Tapping Pastel de carne pushes its details: Harina once, then Prueba Prueba",
    [.launch, .selectRow(containing: "Pastel de carne")]),
  Scenario(
    "back-to-the-list",
    "Back from Empanada's details, the list shows again with no row selected",
    [.launch, .selectRow(containing: "Empanada"), .goBack]),
  Scenario(
    "back-then-the-other",
    "Back from Empanada's details, tapping Pastel de carne shows its own details",
    [.launch, .selectRow(containing: "Empanada"), .goBack, .selectRow(containing: "Pastel de carne")]),
  Scenario(
    "tap-an-ingredient",
    "Tapping an ingredient on the details screen does nothing: the table allows no selection",
    [.launch, .selectRow(containing: "Pastel de carne"), .selectRow(containing: "Harina")]),
  Scenario(
    "tap-the-description",
    "Tapping the description on the details screen does nothing either",
    [.launch, .selectRow(containing: "Empanada"), .selectRow(containing: "Prueba")]),
]

import Workbook

/// The mutants of 05's steps that nothing could notice, on iOS as here (see `EquivalentMutant`).
let equivalentMutants: [EquivalentMutant] =
  [
    ("0-Massive", "RecipeTableViewController.swift", 7),
    ("0-Massive", "RecipeDetailsTableViewController.swift", 9),
    ("3-PresenterSelection", "RecipeTableViewController.swift", 7),
    ("3-PresenterSelection", "RecipeDetailsTableViewController.swift", 13),
    ("4-ListRecipesRouter", "RecipeTableViewController.swift", 16),
    ("4-ListRecipesRouter", "RecipeDetailsTableViewController.swift", 16),
    ("4-Fixes", "SectionsViewController.swift", 8),
    ("5-ViewData", "SectionsViewController.swift", 8),
    ("5-Diffable", "RecipeTableViewController.swift", 7),
    ("5-Diffable", "RecipeDetailsTableViewController.swift", 9),
  ].map { variant, file, line in
    EquivalentMutant(
      variant: VariantID(variant), file: file, line: line, original: "weak var tableView",
      replacement: "var tableView", reason: strongTableView)
  }
  + [
    ("0-Massive", "RecipeDetailsTableViewController.swift", 26),
    ("3-PresenterSelection", "RecipeTableViewController.swift", 33),
    ("3-PresenterSelection", "RecipeDetailsTableViewController.swift", 40),
    ("4-ListRecipesRouter", "RecipeTableViewController.swift", 77),
    ("4-ListRecipesRouter", "RecipeDetailsTableViewController.swift", 76),
  ].map { variant, file, line in
    EquivalentMutant(
      variant: VariantID(variant), file: file, line: line, original: "tableView.reloadData()",
      replacement: "", reason: reloadInViewDidLoad)
  }

  + [
    ("0-Massive", "if indexPath.section == 0", "if !(indexPath.section == 0)"),
    ("0-Massive", "==", "!="),
    ("0-Massive", "0", "1"),
    (
      "5-Diffable", "if dataSource.sectionIdentifier(for: indexPath.section) == .ingredients",
      "if !(dataSource.sectionIdentifier(for: indexPath.section) == .ingredients)"
    ),
    ("5-Diffable", "==", "!="),
  ].map { variant, original, replacement in
    EquivalentMutant(
      variant: VariantID(variant), file: "RecipeDetailsTableViewController.swift", line: 51,
      original: original, replacement: replacement, reason: sameRowHeights)
  }

  + [
    ("0-Massive", "RecipeTableViewController.swift", 16),
    ("0-Massive", "RecipeDetailsTableViewController.swift", 19),
    ("3-PresenterSelection", "RecipeTableViewController.swift", 18),
    ("3-PresenterSelection", "RecipeDetailsTableViewController.swift", 23),
    ("4-ListRecipesRouter", "RecipeTableViewController.swift", 55),
    ("4-ListRecipesRouter", "RecipeDetailsTableViewController.swift", 54),
    ("4-Fixes", "SectionsViewController.swift", 22),
    ("5-ViewData", "SectionsViewController.swift", 22),
    ("5-Diffable", "RecipeTableViewController.swift", 16),
    ("5-Diffable", "RecipeDetailsTableViewController.swift", 21),
  ].map { variant, file, line in
    EquivalentMutant.droppedSuperViewDidLoad(variant: VariantID(variant), file: file, line: line)
  }

private let strongTableView =
  "the table view is in the controller's view, which the controller keeps as long as it lives (iOS "
  + "no longer unloads views), and it holds the controller only through its weak dataSource and "
  + "delegate: a strong outlet neither keeps it longer nor makes a cycle"

private let reloadInViewDidLoad =
  "the presenter shows the sections once, from viewDidLoad, before the table view has laid out: a table "
  + "view loads its data at its first layout, so this reload has nothing to redo"

private let sameRowHeights =
  "the details' row height: an ingredient's row and the description's are both 50 pt high "
  + "(IngredientCell.cellHeight() and DescriptionCell.cellHeight()), whichever the branch returns"

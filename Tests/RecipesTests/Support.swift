import Foundation
import HeadlessAutomation
import HeadlessUIKit
import RecipesCatalog
import RecipesKit
import Workbook

// What the behaviour tests share: the variants, and how to read the screen.

/// Every variant a behaviour test can drive: each step, the branch and the exercise. The
/// repository's step as published is left out: a tap on an ingredient kills its process (the
/// exit tests check that), and it is declared to show another table.
let drivableVariants = catalog.variants.filter { variant in
  !catalog.expectedFailures.contains { $0.variant == variant.id }
}

extension Variant<RecipesWorld> {
  /// Whether the variant has step 4's fixes: sections by kind of meal, the Ingredients header,
  /// rows that decide whether they can be selected.
  var hasFixes: Bool {
    catalog.chapter.divergence(for: self.id, scenario: "launch") != nil
  }
}

/// A section of the table on screen, read from the automation face's values (not the render's
/// wording): what its header view's labels say (nil: no header view; []: a blank one), the
/// header's height, each row's texts, the rows' heights and which rows are selected.
struct ListedSection: Equatable, CustomStringConvertible {
  let header: [String]?
  let headerHeight: CGFloat?
  let rows: [[String]]
  let rowHeights: [CGFloat?]
  let selectedRows: [Int]

  /// A section whose rows show one text each, are `rowHeight` high and are not selected.
  init(_ header: [String]?, height headerHeight: CGFloat?, _ rows: [String], rowHeight: CGFloat = 50) {
    self.header = header
    self.headerHeight = headerHeight
    self.rows = rows.map { [$0] }
    self.rowHeights = rows.map { _ in rowHeight }
    self.selectedRows = []
  }

  init(_ section: TableSnapshot.Section) {
    header = section.headerTexts
    headerHeight = section.headerHeight
    rows = section.cells.map { $0?.staticTexts ?? [] }
    rowHeights = section.cells.map { $0?.height }
    selectedRows = section.cells.indices.filter { section.cells[$0]?.isSelected ?? false }
  }

  var description: String {
    "\(header.map { "\($0)" } ?? "no header") (\(headerHeight.map { "\($0)" } ?? "default")): \(rows) "
      + "heights \(rowHeights), selected \(selectedRows)"
  }
}

extension AppSession<RecipesWorld> {
  /// The sections of the table on screen, top to bottom.
  var listedSections: [ListedSection] {
    (app?.tables.first?.sections ?? []).map(ListedSection.init)
  }

  /// The navigation bar's title.
  var navigationTitle: String? {
    app?.navigationBars.first?.title
  }

  /// The navigation bar's buttons, left to right (a back button reads "‹ " and its title).
  var navigationItems: [String] {
    app?.navigationBars.first?.items ?? []
  }
}

import Foundation
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
    catalog.divergence(for: self, scenario: "launch") != nil
  }
}

/// A section of the table on screen, as the render shows it: what its header view shows (nil:
/// none), the header's height, and its rows.
struct ListedSection: Equatable, CustomStringConvertible {
  let header: String?
  let headerHeight: CGFloat?
  let rows: [String]

  init(_ header: String?, height headerHeight: CGFloat?, _ rows: [String]) {
    self.header = header
    self.headerHeight = headerHeight
    self.rows = rows
  }

  var description: String {
    "\(header ?? "no header") (\(headerHeight.map { "\($0)" } ?? "default")): \(rows)"
  }
}

extension AppSession<RecipesWorld> {
  /// The sections of the table on screen, top to bottom.
  var listedSections: [ListedSection] {
    (app?.tables.first?.sections ?? []).map { ListedSection($0.headerView, height: $0.headerHeight, $0.rows) }
  }

  /// The navigation bar, as the render's line writes it: `‹ Recipes  "Empanada"`.
  var navigationBar: String {
    app?.navigationBars.first?.description ?? ""
  }
}

import Workbook

// The mutants `workbook mutate 03` plants that change nothing a user, or UIKit on iOS, could
// observe: each with why. Every other survivor is a hole in the suite.

/// Chapter 03's equivalent mutants.
let equivalentMutants: [EquivalentMutant] =
  [
    ("0-Massive", 25), ("3-Fixes", 30), ("3-MVP-Injected", 16), ("4-ViewData", 16),
  ].map { variant, line in
    EquivalentMutant.droppedSuperViewDidLoad(
      variant: VariantID(variant), file: "ListPostsViewController.swift", line: line)
  }
  + [
    EquivalentMutant(
      variant: "0-Massive", file: "ListPostsViewController.swift", line: 34,
      original: "self.tableView.reloadData()", replacement: "", reason: reloadOfAnEmptyList)
  ]

/// Why the massive controller's reload on a failed fetch is equivalent (its refactored twins'
/// are killed by unit tests that show posts first, which the app itself never does).
private let reloadOfAnEmptyList =
  "posts are shown only once every follower has answered with posts, and one fetch per follower "
  + "is made, so when a fetch fails no posts were ever shown: `posts` is already empty and the "
  + "table already shows no rows; reloading it shows the same empty table"

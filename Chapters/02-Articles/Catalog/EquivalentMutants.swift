import Workbook

// The mutants `workbook mutate 02` plants that change nothing a user, or UIKit on iOS, could
// observe: each with why. Every other survivor is a hole in the suite.

/// Chapter 02's equivalent mutants.
let equivalentMutants: [EquivalentMutant] =
  [
    ("0-Fat", 24), ("1-View", 21), ("2-Model", 27), ("3-Fixes", 20), ("2-MVP", 20), ("3-ViewData", 20),
    ("2-MVVM", 20), ("2-ArticlesWorker", 22), ("3-ListArticlesInteractor", 53),
    ("4-ListArticlesRouter", 58),
  ].map { variant, line in
    EquivalentMutant.droppedSuperViewDidLoad(
      variant: VariantID(variant), file: "ArticlesViewController.swift", line: line)
  }
  + [
    EquivalentMutant(
      variant: "3-Fixes", file: "ArticlesViewController.swift", line: 62, original: "0", replacement: "1",
      reason:
        "the table asks its data source only once registerModel() has made the controller its data "
        + "source, which the model's didSet does: the model is never nil then, so the default count "
        + "is never used")
  ]

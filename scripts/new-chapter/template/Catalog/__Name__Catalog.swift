import Workbook
import __Name__Exercise
import __Name__Kit
import __Name__Massive

/// Chapter __NN__'s table of contents. A step joins it with a folder under Steps/, its line in
/// Package.swift's `steps` and a `.step` here, its parent the step it refactors.
public let catalog = ChapterCatalog<__Name__World>(
  number: "__NN__", name: "__Name__", title: "__Name__: from a massive view controller to …",
  variants: [
    .step(
      "0-Massive", title: "Massive", parent: nil,
      reason: "ItemsViewController shows the items and adds one on +: everything in one controller."
    ) { __Name__Massive.applicationMain(in: $0) },
    .exercise(parent: "0-Massive") { __Name__Exercise.applicationMain(in: $0) },
  ],
  scenarios: scenarios, responsibilities: responsibilities, actionModel: actionModel,
  makeWorld: { try __Name__World() })

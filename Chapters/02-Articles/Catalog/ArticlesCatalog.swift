import ArticlesExercise
import ArticlesFat
import ArticlesFixes
import ArticlesKit
import ArticlesMVP
import ArticlesMVVM
import ArticlesModel
import ArticlesModelAsPrinted
import ArticlesView
import Workbook

/// Chapter 02's table of contents.
public let catalog = ChapterCatalog<ArticlesWorld>(
  number: "02", name: "Articles",
  title: "Articles: why Cocoa MVC gets fat, the controller split into View and Model, then MVP and MVVM",
  variants: [
    .step("0-Fat", title: "Fat", parent: nil) { ArticlesFat.makeAppDelegate(in: $0) },
    .step("1-View", title: "View", parent: "0-Fat") { ArticlesView.makeAppDelegate(in: $0) },
    .step("2-Model", title: "Model", parent: "1-View") { ArticlesModel.makeAppDelegate(in: $0) },
    .step("3-Fixes", title: "Fixes", parent: "2-Model") { ArticlesFixes.makeAppDelegate(in: $0) },
    .step("2-Model-As-Printed", title: "Model, as printed", parent: "1-View") {
      ArticlesModelAsPrinted.makeAppDelegate(in: $0)
    },
    .step("2-MVP", title: "MVP", parent: "1-View") { ArticlesMVP.makeAppDelegate(in: $0) },
    .step("2-MVVM", title: "MVVM", parent: "1-View") { ArticlesMVVM.makeAppDelegate(in: $0) },
    .exercise(parent: "0-Fat") { ArticlesExercise.makeAppDelegate(in: $0) },
  ],
  scenarios: scenarios,
  divergences: divergences,
  expectedFailures: [asPrinted],
  goals: goals, goalsMetBy: ["3-Fixes", "2-MVP", "2-MVVM"],
  actionModel: actionModel,
  makeWorld: { try ArticlesWorld() })

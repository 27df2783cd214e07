import ArticlesExercise
import ArticlesFat
import ArticlesKit
import Workbook

/// Chapter 02's table of contents.
public let catalog = ChapterCatalog<ArticlesWorld>(
  number: "02", name: "Articles",
  title: "Articles: why Cocoa MVC gets fat, the controller split into View and Model, then MVP and MVVM",
  variants: [
    .step("0-Fat", title: "Fat", parent: nil) { ArticlesFat.makeAppDelegate(in: $0) },
    .exercise(parent: "0-Fat") { ArticlesExercise.makeAppDelegate(in: $0) },
  ],
  scenarios: scenarios,
  divergences: [],
  goals: goals, goalsMetBy: ["0-Fat"],
  makeWorld: { try ArticlesWorld() })

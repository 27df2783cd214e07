// swift-tools-version: 6.0
import PackageDescription

// Unmassive: one package, no third-party dependencies. The chapters are data: each one below
// becomes a Kit (scenery), one module per step, the attendee's Exercise, a Catalog and a test
// target, all following the same folder conventions (see README.md, "How a chapter is organised").

/// One chapter of the workbook, as the package sees it.
struct ChapterManifest {
  /// Two digits, the prefix of its folder: "01".
  let number: String
  /// Its name, the prefix of its modules: "FoodTracker" → FoodTrackerKit, FoodTrackerMassive…
  let name: String
  /// Its steps' folders under Steps/, in order: "0-Massive" → module FoodTrackerMassive.
  let steps: [String]
  /// Whether its Kit and steps use HeadlessCoreData.
  var usesCoreData = false

  var folder: String { "Chapters/\(number)-\(name)" }

  /// Its steps' modules and folders: "0-Massive" → FoodTrackerMassive; "2-Model-As-Printed" →
  /// ArticlesModelAsPrinted.
  var stepModules: [(module: String, folder: String)] {
    steps.map { folder in
      let name = folder.drop(while: { $0 != "-" }).dropFirst().filter { $0 != "-" }
      return (module: self.name + name, folder: folder)
    }
  }

  /// What its tests import: the scenery's modules (HeadlessCoreData too, in a chapter that uses
  /// it), the catalog and every variant.
  var testDependencies: [Target.Dependency] {
    var scenery: [Target.Dependency] = ["HeadlessUIKit", "WorldKit"]
    if usesCoreData { scenery.append("HeadlessCoreData") }
    return ["Workbook", "WorkbookTesting", "HeadlessAutomation", "HeadlessInterfaceBuilder"] + scenery
      + [.target(name: "\(name)Kit"), .target(name: "\(name)Catalog")]
      + stepModules.map { .target(name: $0.module) } + [.target(name: "\(name)Exercise")]
  }
}

let allChapters: [ChapterManifest] = [
  ChapterManifest(
    number: "01", name: "FoodTracker",
    steps: [
      "0-Massive", "1-Private", "2-MealTablePresenter", "3-Presenter", "4-MVP", "5-PresenterActions",
      "6-Injected", "7-Fixes", "2-MealsWorker", "3-ListMealsInteractor", "4-ListMealsRouter", "5-ViewData",
    ]),
  ChapterManifest(
    number: "02", name: "Articles",
    steps: [
      "0-Fat", "1-View", "2-Model", "3-Fixes", "2-Model-As-Printed", "2-MVP", "2-MVVM", "3-ViewData",
      "2-ArticlesWorker", "3-ListArticlesInteractor", "4-ListArticlesRouter",
    ]),
  ChapterManifest(
    number: "03", name: "ListPosts",
    steps: ["0-Massive", "1-Methods", "2-VIP", "3-Fixes", "2-MVP", "3-MVP-Injected", "4-ViewData"]),
  ChapterManifest(
    number: "04", name: "MegaController",
    steps: [
      "0-Mega", "1-NavigationTheme", "2-InjectedTime", "3-RelativeDateFormatter", "4-FactoredOutPredicate",
      "5-CoreDataStore", "6-UpcomingTaskSection", "7-SectionInsertionLogic", "8-IsolatedCoreData",
      "9-TableViewCell", "10-AddViewController", "11-PresentationSegue", "12-TableViewAdapter", "13-Fixes",
      "6-UpcomingTasksWorker", "7-UpcomingTasksInteractor", "8-UpcomingTasksRouter",
      "7-UpcomingTasksViewModel", "9-UpcomingTasksPresenter", "10-PresenterActions",
    ],
    usesCoreData: true),
  ChapterManifest(
    number: "05", name: "Recipes",
    steps: [
      "0-Massive", "1-Sections", "2-Actions", "2-Actions-As-Published", "3-Protocols", "4-Fixes",
      "5-Diffable", "5-ViewData", "1-RecipesPresenter", "2-RecipeDetailsPresenter",
      "3-PresenterSelection", "1-RecipesWorker", "2-ListRecipesInteractor", "3-ShowRecipeInteractor",
      "4-ListRecipesRouter",
    ]),
]

// UNMASSIVE_CHAPTERS=01,03 builds only those chapters (with the foundation): handy when working
// on one chapter while another is half-written. Unset, every chapter is built.
let selection = Context.environment["UNMASSIVE_CHAPTERS"].map {
  Set($0.split(separator: ",").map { String($0) })
}
let chapters = allChapters.filter { selection?.contains($0.number) ?? true }

// One batch of files per module (the driver's default is one per core): a module's files are
// parsed and their declarations checked once, not once per batch. A cold build has a hundred
// modules to spread over the cores, so no core idles for it; the steps' compiler time fell by a
// third (docs/Performance.md). An attendee's save compiles a file or two: one batch either way.
// The index the build writes (for an editor) leaves out the toolchain's modules: in an empty
// store, indexing them (Foundation, Testing, SQLite) cost a module 0.7 to 1.8 s of compiler
// time, paid by the first modules compiled, at the head of the build's longest chain.
let exerciseSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .unsafeFlags(["-driver-batch-count", "1", "-index-ignore-system-modules"], .when(configuration: .debug)),
]

// Every module but the exercise keeps line tables only, not full debug information: what a
// backtrace needs (a crash or a UIKit fault is still reported at its line, FaultTrace and
// CrashReport read nothing else), for less compiler time and objects half the size to link and
// to symbolicate. The exercise keeps it all: it is the code an attendee steps through. Passed to
// the frontend, since SwiftPM puts its own -g after a target's flags and the last one wins.
let swiftSettings: [SwiftSetting] =
  exerciseSettings + [.unsafeFlags(["-Xfrontend", "-gline-tables-only"], .when(configuration: .debug))]

// The substrate is optimised even in debug builds: every scenario of every variant runs through
// it (the book's matrix, the fuzzer), and no lesson steps into it. The harness (Workbook) is not:
// optimising it cost 69 s of compiler time in a cold build for 5 % of a run (docs/Performance.md).
// The chapters, the runner and the tests stay unoptimised, as a debug build is: an attendee's save
// recompiles only the exercise.
let substrateSettings: [SwiftSetting] = swiftSettings + [.unsafeFlags(["-O"], .when(configuration: .debug))]

// The workshop loop relinks the test bundle (every chapter) on each save: on Linux the toolchain's
// own lld does that in two thirds of the default linker's time.
let linkerSettings: [LinkerSetting] = [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]

func chapterTargets(_ chapter: ChapterManifest) -> [Target] {
  let kit = "\(chapter.name)Kit"
  var sceneryDependencies: [Target.Dependency] = ["HeadlessUIKit", "WorldKit"]
  if chapter.usesCoreData { sceneryDependencies.append("HeadlessCoreData") }
  let appDependencies =
    sceneryDependencies + ["HeadlessAutomation", "HeadlessInterfaceBuilder", .target(name: kit)]

  let stepModules = chapter.stepModules
  let exercise = "\(chapter.name)Exercise"
  let catalog = "\(chapter.name)Catalog"

  var targets: [Target] = [
    .target(
      name: kit, dependencies: sceneryDependencies, path: "\(chapter.folder)/Kit",
      swiftSettings: swiftSettings)
  ]
  targets += stepModules.map { step in
    .target(
      name: step.module, dependencies: appDependencies,
      path: "\(chapter.folder)/Steps/\(step.folder)", swiftSettings: swiftSettings)
  }
  targets.append(
    .target(
      name: exercise, dependencies: appDependencies, path: "\(chapter.folder)/Exercise",
      swiftSettings: exerciseSettings))
  targets.append(
    .target(
      name: catalog,
      dependencies: ["Workbook", .target(name: kit), .target(name: exercise)]
        + stepModules.map { Target.Dependency.target(name: $0.module) },
      path: "\(chapter.folder)/Catalog", swiftSettings: swiftSettings))
  targets.append(
    .testTarget(
      name: "\(chapter.name)Tests",
      dependencies: chapter.testDependencies,
      path: "Tests/\(chapter.name)Tests", swiftSettings: swiftSettings, linkerSettings: linkerSettings))
  return targets
}

// WorkbookLibrary depends on the catalogs of the chapters being built, and its Library.swift lists
// each one under `#if WORKBOOK_CHAPTER_NN`, defined here for the chapters being built. The runner
// and the conformance tests read the chapters from it.
let catalogDependencies: [Target.Dependency] = chapters.map {
  Target.Dependency.target(name: "\($0.name)Catalog")
}
let chapterDefines: [SwiftSetting] = chapters.map { .define("WORKBOOK_CHAPTER_\($0.number)") }

let foundation: [Target] = [
  .target(name: "HeadlessUIKit", swiftSettings: substrateSettings),
  // Storyboards and nibs written in code (docs/HeadlessUIKit.md): only the files named after what
  // they translate (Main.storyboard.swift, ArticleCell.xib.swift, Info.plist.swift) import it.
  .target(
    name: "HeadlessInterfaceBuilder", dependencies: ["HeadlessUIKit"], swiftSettings: substrateSettings),
  // The XCUITest-like face the harness and the tests drive, and the render: nothing UIKit has.
  .target(
    name: "HeadlessAutomation", dependencies: ["HeadlessUIKit", "HeadlessInterfaceBuilder"],
    swiftSettings: substrateSettings),
  .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
  .target(name: "HeadlessCoreData", dependencies: ["CSQLite"], swiftSettings: substrateSettings),
  // The device's wall clock: a `clock_gettime` that every executable linking WorldKit exports,
  // answering CLOCK_REALTIME from a scenario's clock (WorldKit's World.runAsTheDevice).
  .target(name: "CDeviceClock"),
  .target(name: "WorldKit", dependencies: ["CDeviceClock"], swiftSettings: swiftSettings),
  // A reader of Swift source text (comments, strings, lexemes, declarations): what goals, metrics,
  // responsibility maps, highlighting and word diffs read. Optimised like the harness: docs and
  // goals scan every step's every file.
  .target(name: "SwiftScanning", swiftSettings: substrateSettings),
  // The switch a variant's mutant schemata asks at each planted bug (`workbook mutate`): which one
  // runs. No dependencies, so the planted module needs nothing else.
  .target(name: "MutantSwitch", swiftSettings: swiftSettings),
  .target(
    name: "Workbook",
    dependencies: [
      "HeadlessUIKit", "HeadlessAutomation", "HeadlessInterfaceBuilder", "SwiftScanning", "WorldKit",
    ],
    swiftSettings: swiftSettings),
  .target(
    name: "WorkbookLibrary", dependencies: ["Workbook"] + catalogDependencies,
    swiftSettings: swiftSettings + chapterDefines),
  .target(
    name: "WorkbookTesting", dependencies: ["SwiftScanning", "Workbook", "WorkbookLibrary", "WorldKit"],
    swiftSettings: swiftSettings),
  .target(
    name: "WorkbookRunner", dependencies: ["SwiftScanning", "Workbook", "WorldKit"],
    swiftSettings: swiftSettings),
  .executableTarget(
    name: "workbook", dependencies: ["Workbook", "WorkbookRunner", "WorkbookLibrary"],
    swiftSettings: swiftSettings,
    linkerSettings: linkerSettings),
  // What the workbook asks of every chapter, from one file, for every chapter the library links.
  .testTarget(
    name: "ConformanceTests",
    dependencies: ["HeadlessUIKit", "Workbook", "WorkbookLibrary", "WorkbookTesting"],
    swiftSettings: swiftSettings, linkerSettings: linkerSettings),
  .testTarget(
    name: "HeadlessUIKitTests",
    dependencies: ["HeadlessUIKit", "HeadlessAutomation", "HeadlessInterfaceBuilder", "SwiftScanning"],
    swiftSettings: swiftSettings,
    linkerSettings: linkerSettings),
  .testTarget(
    name: "HeadlessCoreDataTests", dependencies: ["CSQLite", "HeadlessCoreData"],
    swiftSettings: swiftSettings,
    linkerSettings: linkerSettings),
  .testTarget(
    name: "WorldKitTests", dependencies: ["WorldKit"], swiftSettings: swiftSettings,
    linkerSettings: linkerSettings),
  .testTarget(
    name: "SwiftScanningTests", dependencies: ["SwiftScanning"], swiftSettings: swiftSettings,
    linkerSettings: linkerSettings),
  // What the harness's and the runner's tests share: the Shelf, a tiny chapter whose variants go
  // wrong on purpose, and the package's root. A library of its own (test targets cannot depend on
  // each other), under Tests/ since only tests use it.
  .target(
    name: "WorkbookFixtures",
    dependencies: ["HeadlessAutomation", "HeadlessUIKit", "Workbook", "WorkbookRunner", "WorldKit"],
    path: "Tests/WorkbookFixtures", swiftSettings: swiftSettings),
  .testTarget(
    name: "WorkbookTests",
    dependencies: [
      "HeadlessAutomation", "HeadlessUIKit", "MutantSwitch", "SwiftScanning", "Workbook", "WorkbookFixtures",
      "WorkbookRunner", "WorkbookTesting",
      "WorldKit",
    ],
    swiftSettings: swiftSettings, linkerSettings: linkerSettings),
  .testTarget(
    name: "WorkbookRunnerTests",
    dependencies: [
      "HeadlessAutomation", "HeadlessUIKit", "SwiftScanning", "Workbook", "WorkbookFixtures",
      "WorkbookRunner", "WorldKit",
    ],
    swiftSettings: swiftSettings, linkerSettings: linkerSettings),
]

// UNMASSIVE_MUTANTS=01, set by `workbook mutate 01` for its own build (never needed by hand),
// declares three targets more, from files it writes under .build/mutants/01/ (never committed):
// MutantApp, a copy of one variant's sources with every mutant planted behind MutantSwitch, and
// the chapter its catalog makes with that copy as the variant "mutant"; WorkbookMutants, the
// runner whose library is that chapter; and the test target MutantAppTests, copies of the
// chapter's unit tests of that variant importing MutantApp instead. The names are the same for
// every chapter, so no list of chapters is kept for them. Nothing else changes but the test
// bundle (below), so nothing else compiles when the variable comes and goes (the bundle is linked
// again; see docs/Runner.md, "workbook mutate").
let mutantChapter = Context.environment["UNMASSIVE_MUTANTS"].flatMap { number in
  chapters.first { $0.number == number }
}

func mutantTargets(_ chapter: ChapterManifest) -> [Target] {
  let module = "MutantApp"
  var appDependencies: [Target.Dependency] = [
    "HeadlessUIKit", "WorldKit", "HeadlessAutomation", "HeadlessInterfaceBuilder", "MutantSwitch", "Workbook",
    .target(name: "\(chapter.name)Kit"), .target(name: "\(chapter.name)Catalog"),
  ]
  if chapter.usesCoreData { appDependencies.append("HeadlessCoreData") }
  return [
    .target(
      name: module, dependencies: appDependencies, path: ".build/mutants/\(chapter.number)/\(module)",
      swiftSettings: swiftSettings),
    .executableTarget(
      name: "WorkbookMutants",
      dependencies: ["MutantSwitch", "Workbook", "WorkbookRunner", .target(name: module)],
      swiftSettings: swiftSettings, linkerSettings: linkerSettings),
    .testTarget(
      name: "\(module)Tests",
      dependencies: chapter.testDependencies + ["MutantSwitch", .target(name: module)],
      path: ".build/mutants/\(chapter.number)/\(module)Tests", swiftSettings: swiftSettings,
      linkerSettings: linkerSettings),
  ]
}

let ordinaryTargets = foundation + chapters.flatMap(chapterTargets)

// Under UNMASSIVE_MUTANTS the test bundle holds MutantAppTests alone: `mutate` runs no other
// test, and linking every chapter's tests into the bundle (and compiling them, when they were
// not yet built) was the largest part of a mutant build. The ordinary test targets are not
// declared then, so the bundle is linked again at the next ordinary test build, as it was
// anyway, and nothing of theirs compiles again.
let package = Package(
  name: "Unmassive",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "workbook", targets: ["workbook"])
  ],
  targets: ordinaryTargets.filter { mutantChapter == nil || $0.type != .test }
    + (mutantChapter.map(mutantTargets) ?? [])
)

@_spi(InterfaceBuilder) import HeadlessUIKit

/// A .storyboard file written in code, as a `Main.storyboard.swift` beside the controllers
/// translates one: its scenes (how each controller is made and laid out), the segues between
/// them, the unwind actions they accept and their prototype cells. It is not UIKit API: it is what
/// Interface Builder's file says, which the app's bundle holds compiled (`AppBundle`) and UIKit's
/// `UIStoryboard(name:bundle:)` reads at run time. See docs/HeadlessUIKit.md, "Storyboards in code".
///
/// ```swift
/// let main = StoryboardFile(name: "Main", initialScene: "Meals", scenes: [
///   .navigation("Meals", root: "MealList"),
///   .scene("MealList") { MealTableViewController() }
///     .prototypeCell("MealTableViewCell", MealTableViewCell.self)
///     .segue("AddItem", .presentModally(), to: "AddMeal", trigger: .tapping("addButton"))
///     .segue("ShowDetail", .show, to: "MealDetail", trigger: .selectingCell("MealTableViewCell"))
///     .unwindAction("unwindToMealList:") { (list: MealTableViewController, segue) in
///       list.unwindToMealList(sender: segue)
///     },
///   .navigation("AddMeal", root: "MealDetail"),
///   .scene("MealDetail") { MealViewController() }
///     .unwindSegue(action: "unwindToMealList:", trigger: .tapping("saveButton")),
/// ])
/// ```
@MainActor
public struct StoryboardFile {
  /// The file's name without its extension: what `UIStoryboard(name:bundle:)` asks for.
  public let name: String
  let compiled: CompiledStoryboard

  /// A storyboard whose initial scene (the arrow in Interface Builder) has that identifier.
  public init(name: String, initialScene: String? = nil, scenes: [Scene]) {
    self.name = name
    compiled = CompiledStoryboard(
      name: name, initialSceneIdentifier: initialScene, scenes: scenes.map(\.compiled))
  }

  /// The storyboard as UIKit loads it from a bundle holding this file: for a test that
  /// instantiates a scene's controller without launching the app.
  public func load() -> UIStoryboard {
    UIStoryboard(compiled: compiled)
  }
}

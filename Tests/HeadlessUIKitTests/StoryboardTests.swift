import Foundation
import HeadlessInterfaceBuilder
import HeadlessUIKit
import Testing

/// A controller that records segue callbacks and unwind actions.
final class SegueRecordingController: RecordingViewController {
  var allowsSegues = true

  override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    journal.record("\(name) shouldPerformSegue \(identifier)")
    return allowsSegues
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    super.prepare(for: segue, sender: sender)
    let senderName =
      (sender as? UITableViewCell)?.textLabel?.text.map { "cell \($0)" }
      ?? (sender as? UIBarButtonItem)?.accessibilityIdentifier ?? String(describing: sender)
    let destination = (segue.destination as? RecordingViewController)?.name ?? "?"
    journal.record("\(name) prepare \(segue.identifier ?? "unnamed") to \(destination) from \(senderName)")
  }

  func unwindHere(_ segue: UIStoryboardSegue) {
    journal.record("\(name) unwind from \((segue.source as? RecordingViewController)?.name ?? "?")")
  }
}

/// A table of fruit whose cells trigger a storyboard segue.
final class FruitListController: UITableViewController {
  let journal: Journal
  let fruit = ["Apples", "Bananas"]

  init(journal: Journal) {
    self.journal = journal
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruit.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "FruitCell", for: indexPath)
    cell.textLabel?.text = fruit[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    journal.record("willSelect \(indexPath.row)")
    return indexPath
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    journal.record("didSelect \(indexPath.row)")
  }

  override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    journal.record("shouldPerformSegue \(identifier)")
    return true
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    let cell = sender as? UITableViewCell
    let row = cell.flatMap { tableView.indexPath(for: $0) }?.row
    journal.record("prepare \(segue.identifier ?? "") sender row \(row.map(String.init) ?? "none")")
    (segue.destination as? RecordingViewController)?.title = cell?.textLabel?.text
  }
}

@MainActor
struct StoryboardTests {
  /// Root navigation: Home (accepts "unwindToHome:") ▸ Middle (accepts only "unwindElsewhere:"),
  /// which presents a navigation controller whose root, Form, unwinds to "unwindToHome:".
  private func unwindStoryboard(journal: Journal) -> StoryboardFile {
    StoryboardFile(
      name: "Unwind", initialScene: "Root",
      scenes: [
        .navigation("Root", root: "Home"),
        .scene("Home") { SegueRecordingController("Home", journal: journal) }
          .segue("ShowMiddle", .show, to: "Middle")
          .unwindAction("unwindToHome:") { (home: SegueRecordingController, segue) in home.unwindHere(segue)
          },
        .scene("Middle") { SegueRecordingController("Middle", journal: journal) }
          .segue(
            "AddForm", .presentModally(.fullScreen), to: "FormNavigation", trigger: .tapping("addButton")
          )
          .unwindAction("unwindElsewhere:") { (middle: SegueRecordingController, segue) in
            middle.unwindHere(segue)
          },
        .navigation("FormNavigation", root: "Form"),
        .scene("Form") { SegueRecordingController("Form", journal: journal) }
          .unwindSegue("Done", action: "unwindToHome:", trigger: .tapping("doneButton")),
      ])
  }

  @Test("An unwind reaches the first controller up the chain that performs its action, not a closer one")
  func unwindToFirstThatAccepts() throws {
    let journal = Journal()
    let app = HeadlessApp.launch(StoryboardAppDelegate(), mainStoryboard: unwindStoryboard(journal: journal))
    let root = app.window!.rootViewController as! UINavigationController
    let home = root.topViewController!
    home.performSegue(withIdentifier: "ShowMiddle", sender: nil)
    let middle = root.topViewController as! SegueRecordingController
    let add = UIBarButtonItem(systemItem: .add)
    add.accessibilityIdentifier = "addButton"
    middle.navigationItem.rightBarButtonItem = add
    try app.tap("Add")
    let form = (middle.presentedViewController as! UINavigationController).topViewController!
    let done = UIBarButtonItem(systemItem: .done)
    done.accessibilityIdentifier = "doneButton"
    form.navigationItem.rightBarButtonItem = done
    _ = journal.take()

    try app.tap("Done")
    #expect(
      journal.take() == [
        "Form shouldPerformSegue Done", "Form prepare Done to Home from doneButton", "Home unwind from Form",
        "Form viewWillDisappear", "Middle viewWillAppear", "Middle viewDidAppear", "Form viewDidDisappear",
        "Middle viewWillDisappear", "Home viewWillAppear", "Middle viewDidDisappear", "Home viewDidAppear",
      ])
    #expect(root.viewControllers.count == 1 && root.topViewController === home)
    #expect(root.presentedViewController == nil)
    #expect(app.crash == nil)
  }

  @Test("Selecting a prototype cell performs its segue with the cell as sender, prepare before didSelect")
  func cellSegue() throws {
    let journal = Journal()
    let storyboard = StoryboardFile(
      name: "Fruit", initialScene: "Root",
      scenes: [
        .navigation("Root", root: "List"),
        .scene("List") { FruitListController(journal: journal) }
          .prototypeCell("FruitCell", UITableViewCell.self)
          .segue("ShowFruit", .show, to: "Detail", trigger: .selectingCell("FruitCell")),
        .scene("Detail") { RecordingViewController("Detail", journal: journal) },
      ])
    let app = HeadlessApp.launch(StoryboardAppDelegate(), mainStoryboard: storyboard)
    _ = journal.take()
    try app.selectRow(containing: "Bananas")
    #expect(
      journal.take() == [
        "willSelect 1", "shouldPerformSegue ShowFruit", "prepare ShowFruit sender row 1",
        "Detail viewDidLoad",
        "Detail viewWillAppear", "Detail viewDidAppear", "didSelect 1",
      ])
    #expect(app.render().contains("navigation bar: ‹ Back  \"Bananas\""))
    let list = (app.window!.rootViewController as! UINavigationController).viewControllers[0]
    #expect(list.storyboard != nil, "the controller knows the storyboard it came from")
  }

  @Test("Segues that shouldPerformSegue refuses do not happen; performSegue does not ask")
  func shouldPerform() throws {
    let journal = Journal()
    let app = HeadlessApp.launch(StoryboardAppDelegate(), mainStoryboard: unwindStoryboard(journal: journal))
    let root = app.window!.rootViewController as! UINavigationController
    root.topViewController!.performSegue(withIdentifier: "ShowMiddle", sender: nil)
    let middle = root.topViewController as! SegueRecordingController
    middle.allowsSegues = false
    let add = UIBarButtonItem(systemItem: .add)
    add.accessibilityIdentifier = "addButton"
    middle.navigationItem.rightBarButtonItem = add
    _ = journal.take()
    try app.tap("+")
    #expect(journal.take() == ["Middle shouldPerformSegue AddForm"])
    #expect(middle.presentedViewController == nil)
    middle.performSegue(withIdentifier: "AddForm", sender: nil)
    #expect(middle.presentedViewController != nil)
  }

  @Test("Unknown identifiers are faults in UIKit's words")
  func unknownIdentifiers() {
    let journal = Journal()
    let storyboard = unwindStoryboard(journal: journal).load()
    let fault = UIKitFault.captured { _ = storyboard.instantiateViewController(withIdentifier: "Nowhere") }
    #expect(
      fault
        == UIKitFault(
          name: "NSInvalidArgumentException",
          reason:
            "Storyboard (<UIStoryboard: Unwind>) doesn't contain a view controller with identifier 'Nowhere'")
    )
    let home = storyboard.instantiateViewController(withIdentifier: "Home")
    let segueFault = UIKitFault.captured { home.performSegue(withIdentifier: "Nowhere", sender: nil) }
    #expect(
      segueFault
        == UIKitFault(
          name: "NSInvalidArgumentException",
          reason: "Receiver (<SegueRecordingController>) has no segue with identifier 'Nowhere'"))
    #expect(home.storyboard === storyboard)
  }

  @Test("A creator makes the scene's controller, as iOS 13's instantiateViewController(identifier:creator:)")
  func creatorInjects() throws {
    let journal = Journal()
    let storyboard = unwindStoryboard(journal: journal).load()
    let injected: SegueRecordingController = storyboard.instantiateViewController(identifier: "Home") { _ in
      SegueRecordingController("Injected", journal: journal)
    }
    #expect(injected.name == "Injected", "the creator's controller, not the scene's own")
    #expect(injected.storyboard === storyboard)
    let show = UIKitFault.captured { injected.performSegue(withIdentifier: "ShowMiddle", sender: nil) }
    #expect(
      show?.reason.contains("has no segue") != true, "it has the scene's segues: \(String(describing: show))")

    let declined: SegueRecordingController = storyboard.instantiateViewController(identifier: "Home") { _ in
      nil
    }
    #expect(declined.name == "Home", "a creator that returns nil leaves it to the scene")
  }

  @Test("A custom segue's perform runs after prepare")
  func customSegue() {
    final class CountingSegue: UIStoryboardSegue {
      override func perform() {
        (source as? RecordingViewController)?.journal.record("custom perform")
        source.present(destination, animated: false)
      }
    }
    let journal = Journal()
    let storyboard = StoryboardFile(
      name: "Custom", initialScene: "A",
      scenes: [
        .scene("A") { SegueRecordingController("A", journal: journal) }
          .segue("Fade", .custom(CountingSegue.self), to: "B"),
        .scene("B") { RecordingViewController("B", journal: journal) },
      ])
    let app = HeadlessApp.launch(StoryboardAppDelegate(), mainStoryboard: storyboard)
    let source = app.window!.rootViewController!
    _ = journal.take()
    source.performSegue(withIdentifier: "Fade", sender: nil)
    #expect(
      journal.take() == [
        "A prepare Fade to B from nil", "custom perform", "B viewDidLoad", "B viewWillAppear",
        "B viewDidAppear",
      ])
  }
}

extension StoryboardTests {
  @Test("Of two controllers down the stack that perform the action, the unwind reaches the nearest")
  func unwindToNearest() throws {
    let journal = Journal()
    func accepting(_ name: String) -> StoryboardFile.Scene {
      .scene(name) { SegueRecordingController(name, journal: journal) }
        .unwindAction("unwindHere:") { (controller: SegueRecordingController, segue) in
          controller.unwindHere(segue)
        }
    }
    let storyboard = StoryboardFile(
      name: "Nearest", initialScene: "Root",
      scenes: [
        .navigation("Root", root: "Home"),
        accepting("Home").segue("ShowMiddle", .show, to: "Middle"),
        accepting("Middle").segue("ShowTop", .show, to: "Top"),
        .scene("Top") { SegueRecordingController("Top", journal: journal) }
          .unwindSegue("Done", action: "unwindHere:", trigger: .tapping("doneButton")),
      ])
    let app = HeadlessApp.launch(StoryboardAppDelegate(), mainStoryboard: storyboard)
    let root = app.window!.rootViewController as! UINavigationController
    root.topViewController!.performSegue(withIdentifier: "ShowMiddle", sender: nil)
    let middle = root.topViewController!
    middle.performSegue(withIdentifier: "ShowTop", sender: nil)
    _ = journal.take()

    root.topViewController!.performSegue(withIdentifier: "Done", sender: nil)
    #expect(journal.take().contains("Middle unwind from Top"))
    #expect(root.topViewController === middle && root.viewControllers.count == 2)
  }
}

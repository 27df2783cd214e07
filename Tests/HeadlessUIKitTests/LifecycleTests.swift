import Foundation
import HeadlessAutomation
import HeadlessUIKit
import Testing

@MainActor
struct LifecycleTests {
  @Test("Launching shows the root: the navigation controller's callbacks come before its top's")
  func launch() {
    let journal = Journal()
    let navigation = RecordingNavigationController(
      rootViewController: RecordingViewController("A", journal: journal))
    navigation.journal = journal
    let app = HeadlessApp.launch(RootDelegate(root: navigation))
    #expect(
      journal.take() == [
        "Nav viewDidLoad", "A viewDidLoad", "Nav viewWillAppear", "A viewWillAppear", "Nav viewDidAppear",
        "A viewDidAppear",
      ])
    #expect(app.crash == nil)
  }

  @Test("Push and pop call back in UIKit's order")
  func pushAndPop() throws {
    let journal = Journal()
    let first = RecordingViewController("A", journal: journal)
    let navigation = UINavigationController(rootViewController: first)
    let app = HeadlessApp.launch(RootDelegate(root: navigation))
    _ = journal.take()

    let second = RecordingViewController("B", journal: journal)
    navigation.pushViewController(second, animated: true)
    #expect(
      journal.take() == [
        "B viewDidLoad", "A viewWillDisappear", "B viewWillAppear", "A viewDidDisappear", "B viewDidAppear",
      ])
    #expect(second.navigationController === navigation)
    #expect(second.parent === navigation)

    try app.goBack()
    #expect(
      journal.take() == ["B viewWillDisappear", "A viewWillAppear", "B viewDidDisappear", "A viewDidAppear"])
    #expect(navigation.viewControllers.count == 1 && navigation.viewControllers.first === first)
    #expect(second.parent == nil)
    #expect(navigation.popViewController(animated: true) == nil)
  }

  @Test("A full-screen presentation makes the presenter disappear; dismissal brings it back")
  func presentFullScreen() {
    let journal = Journal()
    let presenter = RecordingViewController("A", journal: journal)
    let app = HeadlessApp.launch(RootDelegate(root: presenter))
    _ = journal.take()

    let presented = RecordingViewController("B", journal: journal)
    presented.modalPresentationStyle = .fullScreen
    var completed = false
    presenter.present(presented, animated: true) { completed = true }
    #expect(completed)
    #expect(
      journal.take() == [
        "B viewDidLoad", "A viewWillDisappear", "B viewWillAppear", "B viewDidAppear", "A viewDidDisappear",
      ])
    #expect(presenter.presentedViewController === presented)
    #expect(presented.presentingViewController === presenter)

    presented.dismiss(animated: true)
    #expect(
      journal.take() == ["B viewWillDisappear", "A viewWillAppear", "A viewDidAppear", "B viewDidDisappear"])
    #expect(presenter.presentedViewController == nil)
    #expect(presented.presentingViewController == nil)
    #expect(app.crash == nil)
  }

  @Test(
    "Presentations that keep the presenter's view send it no callbacks",
    arguments: [
      UIModalPresentationStyle.automatic, .pageSheet, .formSheet, .overFullScreen, .overCurrentContext,
      .custom,
    ])
  func presentOver(style: UIModalPresentationStyle) {
    let journal = Journal()
    let presenter = RecordingViewController("A", journal: journal)
    let app = HeadlessApp.launch(RootDelegate(root: presenter))
    _ = journal.take()

    let presented = RecordingViewController("B", journal: journal)
    presented.modalPresentationStyle = style
    presenter.present(presented, animated: true)
    #expect(journal.take() == ["B viewDidLoad", "B viewWillAppear", "B viewDidAppear"])
    // Dismissing from the presenter dismisses what it presented.
    presenter.dismiss(animated: true)
    #expect(journal.take() == ["B viewWillDisappear", "B viewDidDisappear"])
    #expect(app.crash == nil)
  }

  @Test("A controller inside a presented navigation controller sees the presenter as presenting it")
  func presentingThroughAncestors() {
    let journal = Journal()
    let list = RecordingViewController("List", journal: journal)
    let root = UINavigationController(rootViewController: list)
    let app = HeadlessApp.launch(RootDelegate(root: root))
    let detail = RecordingViewController("Detail", journal: journal)
    let modal = UINavigationController(rootViewController: detail)
    list.present(modal, animated: true)

    #expect(detail.presentingViewController === root)
    #expect(list.presentedViewController === modal)
    #expect(root.presentedViewController === modal)
    detail.dismiss(animated: true)
    #expect(root.presentedViewController == nil)
    #expect(app.crash == nil)
  }

  @Test("The view loads lazily and viewDidLoad runs exactly once")
  func viewLoadsOnce() throws {
    let journal = Journal()
    let list = RecordingViewController("List", journal: journal)
    #expect(!list.isViewLoaded)
    #expect(list.viewIfLoaded == nil)
    let navigation = UINavigationController(rootViewController: list)
    #expect(!list.isViewLoaded)
    let app = HeadlessApp.launch(RootDelegate(root: navigation))
    let detail = RecordingViewController("Detail", journal: journal)
    for _ in 0..<3 {
      navigation.pushViewController(detail, animated: true)
      try app.goBack()
    }
    _ = list.view
    list.loadViewIfNeeded()
    #expect(
      journal.entries.filter { $0.hasSuffix("viewDidLoad") } == ["List viewDidLoad", "Detail viewDidLoad"])
  }

  @Test("Presenting from a controller that is already presenting does nothing but log, as UIKit")
  func presentTwice() {
    let journal = Journal()
    let presenter = RecordingViewController("A", journal: journal)
    let app = HeadlessApp.launch(RootDelegate(root: presenter))
    presenter.present(RecordingViewController("B", journal: journal), animated: true)
    presenter.present(RecordingViewController("C", journal: journal), animated: true)
    #expect((presenter.presentedViewController as? RecordingViewController)?.name == "B")
    #expect(app.consoleMessages.count == 1)
    #expect(
      app.consoleMessages.first?.contains("which is already presenting <RecordingViewController>") == true)
    #expect(app.crash == nil)
  }
}

extension LifecycleTests {
  @Test("popToRootViewController pops everything above the root; only the top and the root call back")
  func popToRoot() {
    let journal = Journal()
    let root = RecordingViewController("A", journal: journal)
    let navigation = UINavigationController(rootViewController: root)
    let app = HeadlessApp.launch(RootDelegate(root: navigation))
    let middle = RecordingViewController("B", journal: journal)
    let top = RecordingViewController("C", journal: journal)
    navigation.pushViewController(middle, animated: false)
    navigation.pushViewController(top, animated: false)
    _ = journal.take()

    let popped = navigation.popToRootViewController(animated: true)
    #expect(popped?.count == 2 && popped?.first === middle && popped?.last === top)
    #expect(
      journal.take() == ["C viewWillDisappear", "A viewWillAppear", "C viewDidDisappear", "A viewDidAppear"])
    #expect(navigation.viewControllers.count == 1 && middle.parent == nil && top.parent == nil)
    #expect(navigation.popToRootViewController(animated: true) == [])
    #expect(app.crash == nil)
  }
}

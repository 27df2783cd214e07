import Foundation
import HeadlessInterfaceBuilder
import HeadlessUIKit
import Testing

/// A cell laid out by its own nib; it counts the `awakeFromNib()` it gets.
final class NoteCell: UITableViewCell {
  var titleLabel: UILabel!
  private(set) var awakenings = 0

  override func awakeFromNib() {
    super.awakeFromNib()
    awakenings += 1
  }
}

/// A view whose content is its nib's, loaded with itself as File's Owner.
final class NotesView: UIView {
  var notesTableView: UITableView!
  private(set) var awakenings = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    let content = Bundle.main.loadNibNamed("NotesView", owner: self, options: nil)?.first as? UIView
    content.map(addSubview)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    awakenings += 1
  }
}

/// An app whose bundle has three nibs: a cell, a view's content, a cell that names another
/// reuse identifier.
final class NibAppDelegate: NSObject, UIApplicationDelegate, DeclaresNibFiles {
  var window: UIWindow?
  /// The window's root, made at launch, if any.
  var makeRoot: (() -> UIViewController)?
  let nibFiles = [
    NibFile("NoteCell") {
      let cell = NoteCell(style: .default, reuseIdentifier: "NoteCell")
      cell.titleLabel = UILabel()
      cell.contentView.addSubview(cell.titleLabel)
      return [cell]
    },
    NibFile("NotesView", owner: NotesView.self) { owner in
      let content = UIView()
      let tableView = UITableView(frame: .zero, style: .plain)
      content.addSubview(tableView)
      owner?.notesTableView = tableView
      return [content]
    },
    NibFile("UnnamedCell") { [NoteCell(style: .default, reuseIdentifier: nil)] },
  ]

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    guard let makeRoot else { return true }
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = makeRoot()
    window?.makeKeyAndVisible()
    return true
  }
}

/// A controller whose view is a `NotesView`, as an article's view controller's `loadView()`.
final class NotesViewController: UIViewController {
  override func loadView() {
    view = NotesView()
  }
}

/// A nib registered on a table, then a cell dequeued, and the fault UIKit raises.
struct NibRegistration: Sendable, CustomTestStringConvertible {
  let nib: String
  let registeredAs: String
  let dequeued: String
  let reason: String

  var testDescription: String { "\(nib) registered as \(registeredAs), \(dequeued) dequeued" }

  static let cases = [
    // The article's ArticlesView as printed: a nib under one identifier, another dequeued.
    NibRegistration(
      nib: "NoteCell", registeredAs: "NotesView", dequeued: "NoteCell",
      reason: "unable to dequeue a cell with identifier NoteCell - must register a nib or a class for the "
        + "identifier or connect a prototype cell in a storyboard"),
    NibRegistration(
      nib: "NoteCell", registeredAs: "Note", dequeued: "Note",
      reason: "cell reuse indentifier in nib (NoteCell) does not match the identifier used to register the "
        + "nib (Note)"),
    NibRegistration(
      nib: "NotesView", registeredAs: "NotesView", dequeued: "NotesView",
      reason: "invalid nib registered for identifier (NotesView) - nib must contain exactly one top level "
        + "object which must be a UITableViewCell instance"),
    NibRegistration(
      nib: "Missing", registeredAs: "Missing", dequeued: "Missing",
      reason: "Could not load NIB in bundle: 'NSBundle </Applications/App.app> (loaded)' with name 'Missing'"),
  ]
}

@MainActor
struct NibTests {
  @Test(
    "loadNibNamed makes the nib's objects, connects the owner's outlets and wakes the views, not the owner")
  func loadNibNamed() {
    let app = HeadlessApp.launch(withNibsOf: NibAppDelegate())
    let notesView = NotesView()
    #expect(notesView.notesTableView != nil)
    #expect(notesView.subviews.first?.subviews.first === notesView.notesTableView)
    #expect(notesView.awakenings == 0)
    let objects = Bundle.main.loadNibNamed("NoteCell", owner: nil, options: nil)
    let cell = objects?.first as? NoteCell
    #expect(objects?.count == 1)
    #expect(cell?.awakenings == 1)
    #expect(cell?.titleLabel.superview === cell?.contentView)
    #expect(app.crash == nil)
  }

  @Test("A view whose content comes from its nib renders as that content, as the screen shows it")
  func viewFromNibRenders() {
    let delegate = NibAppDelegate()
    delegate.makeRoot = { NotesViewController() }
    let app = HeadlessApp.launch(withNibsOf: delegate)
    #expect(
      app.render()
        == "status bar: default\nNotesViewController\n  table (row height automatic)\n    (no sections)\n")
  }

  @Test("A missing nib is a fault in UIKit's words, and loadNibNamed returns nil")
  func missingNib() {
    let app = HeadlessApp.launch(withNibsOf: NibAppDelegate())
    #expect(Bundle.main.loadNibNamed("Missing", owner: nil, options: nil) == nil)
    #expect(app.crash?.reason.hasPrefix("Could not load NIB in bundle") == true)
  }

  @Test("A cell nib registered on a table is instantiated on dequeue, awake, under the registered identifier")
  func dequeueFromNib() {
    let app = HeadlessApp.launch(withNibsOf: NibAppDelegate())
    let tableView = UITableView(frame: .zero, style: .plain)
    tableView.register(UINib(nibName: "NoteCell", bundle: nil), forCellReuseIdentifier: "NoteCell")
    tableView.register(UINib(nibName: "UnnamedCell", bundle: nil), forCellReuseIdentifier: "Unnamed")
    let first = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: IndexPath(row: 0, section: 0))
    let unnamed = tableView.dequeueReusableCell(withIdentifier: "Unnamed")
    #expect((first as? NoteCell)?.awakenings == 1)
    #expect((first as? NoteCell)?.titleLabel != nil)
    #expect(unnamed?.reuseIdentifier == "Unnamed")
    #expect(app.crash == nil)
  }

  @Test("A nib registration faults where UIKit's does", arguments: NibRegistration.cases)
  func faultingRegistration(_ registration: NibRegistration) {
    let app = HeadlessApp.launch(withNibsOf: NibAppDelegate())
    let tableView = UITableView(frame: .zero, style: .plain)
    tableView.register(
      UINib(nibName: registration.nib, bundle: nil), forCellReuseIdentifier: registration.registeredAs)
    let fault = UIKitFault.captured {
      _ = tableView.dequeueReusableCell(
        withIdentifier: registration.dequeued, for: IndexPath(row: 0, section: 0))
    }
    #expect(fault?.reason == registration.reason)
    #expect(app.crash == nil)  // captured, not recorded on the app
  }
}

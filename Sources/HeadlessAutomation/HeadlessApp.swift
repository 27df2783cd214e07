import Foundation
@_spi(Automation) @_spi(InterfaceBuilder) import HeadlessUIKit

/// A launched app and the hands that drive it, as XCUITest drives a real one: find elements on
/// what the screen shows, tap, type, select rows, go back; and `render()` the screen as text.
@MainActor
public final class HeadlessApp {
  /// The app being driven now (or launched last): where `UIApplication.shared` points.
  static weak var current: HeadlessApp? {
    didSet { UIApplication.driven = current?.application }
  }

  let application: UIApplication
  /// Every view controller created while this app was being driven, weakly.
  let controllers = ControllerRegistry()
  private var delegate: (any UIApplicationDelegate)?
  private var isRunning = true

  private init(delegate: any UIApplicationDelegate) {
    self.application = UIApplication()
    self.delegate = delegate
    application.delegate = delegate
    application.didCreateController = { [controllers] in controllers.register($0) }
  }

  /// Launches the app: runs `application(_:didFinishLaunchingWithOptions:)`; the window shows its
  /// root controller, which appears, once the delegate made it key and visible (as in UIKit, a
  /// window made in code shows nothing before). The app's bundle holds no storyboards or nibs
  /// (HeadlessInterfaceBuilder launches apps that have some).
  public static func launch(_ delegate: any UIApplicationDelegate) -> HeadlessApp {
    launch(delegate, bundleContents: CompiledBundle(), mainStoryboardName: nil)
  }

  /// Launches an app whose bundle holds these storyboards and nibs; with a main storyboard (what
  /// Info.plist's `UIMainStoryboardFile` names), the window and its root (the initial scene)
  /// exist before `application(_:didFinishLaunchingWithOptions:)`, as UIApplicationMain makes them.
  static func launch(
    _ delegate: any UIApplicationDelegate, bundleContents: CompiledBundle, mainStoryboardName: String?
  ) -> HeadlessApp {
    let app = HeadlessApp(delegate: delegate)
    current = app
    let application = app.application
    application.bundleContents = bundleContents
    _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
    if let mainStoryboardName, app.application.fault == nil {
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = UIStoryboard(name: mainStoryboardName, bundle: nil)
        .instantiateInitialViewController()
      delegate.window = window
    }
    if application.fault == nil {
      _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
    }
    // UIKit makes the window key and visible only when it made it from the main storyboard: a
    // window the app makes in code shows nothing until the app calls makeKeyAndVisible().
    let fromStoryboard = mainStoryboardName != nil
    if application.fault == nil, fromStoryboard, let window = delegate.window, !window.isKeyWindow {
      window.makeKeyAndVisible()
    }
    if application.fault == nil {
      application.enter(.active)
      delegate.applicationDidBecomeActive(application)
    }
    app.layout()
    return app
  }

  /// The process quits: the app goes to the background, then everything is dropped (the window
  /// and all controllers), as when the user swipes it away.
  public func terminate() {
    guard isRunning else { return }
    HeadlessApp.current = self
    if let delegate, application.fault == nil {
      delegate.applicationWillResignActive(application)
      application.enter(.background)
      delegate.applicationDidEnterBackground(application)
    }
    if let window = delegate?.window {
      window.rootViewController?.presentedViewController?.detachPresentation()
      window.rootViewController = nil
    }
    delegate?.window = nil
    delegate = nil
    application.delegate = nil
    isRunning = false
    if HeadlessApp.current === self { HeadlessApp.current = nil }
  }

  /// The fault that terminated the app, if any.
  public var crash: UIKitFault? { application.fault }

  /// What UIKit would have logged on the console (warnings, not faults).
  public var consoleMessages: [String] { application.consoleMessages }

  /// The app's window.
  public var window: UIWindow? { delegate?.window ?? nil }

  // MARK: - Driving

  public func tap(_ element: String) throws(AutomationError) {
    try perform("tap \"\(element)\"") { screen throws(AutomationError) in
      let found = try screen.find(element, for: .tap)
      try found.tap()
    }
  }

  /// Focuses the field (tapping it if it is not being edited) and types the text one character
  /// at a time, as the keyboard does; the field stays the first responder.
  public func typeText(_ text: String, into element: String) throws(AutomationError) {
    try perform("type \"\(text)\" into \"\(element)\"") { screen throws(AutomationError) in
      let field = try screen.textField(element)
      try Self.focus(field, named: element, on: screen)
      for character in text {
        let length = (field.text ?? "").utf16.count
        field.userReplace(NSRange(location: length, length: 0), with: String(character))
        if application.fault != nil { return }
      }
    }
  }

  /// Focuses the field and deletes its text, as select-all and delete would.
  public func clearText(in element: String) throws(AutomationError) {
    try perform("clear text in \"\(element)\"") { screen throws(AutomationError) in
      let field = try screen.textField(element)
      try Self.focus(field, named: element, on: screen)
      let length = (field.text ?? "").utf16.count
      if length > 0 { field.userReplace(NSRange(location: 0, length: length), with: "") }
    }
  }

  /// Presses the keyboard's return key in the field being edited.
  public func pressReturn() throws(AutomationError) {
    try perform("press return") { screen throws(AutomationError) in
      guard let field = window?.firstResponder as? UITextField else {
        throw AutomationError(
          .notApplicable, sought: "the keyboard's return key",
          problem: "no text field is being edited, so there is no keyboard", visible: screen.inventory)
      }
      field.userPressReturn()
    }
  }

  /// Selects the row whose displayed text contains `text`, as a tap on it would.
  public func selectRow(containing text: String) throws(AutomationError) {
    try perform("select row containing \"\(text)\"") { screen throws(AutomationError) in
      let row = try screen.row(containing: text)
      // A table that does not allow selection takes the tap and does nothing, as on a device.
      row.table.userSelectRow(at: row.indexPath)
    }
  }

  /// Swipes the row left and taps its delete action: offered only where the data source can
  /// edit the row and the editing style is delete (or the delegate gives swipe actions).
  public func swipeToDelete(rowContaining text: String) throws(AutomationError) {
    try perform("swipe to delete row containing \"\(text)\"") { screen throws(AutomationError) in
      let row = try screen.row(containing: text)
      try Self.delete(row, swiping: true, text: text, screen: screen)
    }
  }

  /// In edit mode, taps the row's red minus control, then the Delete confirmation.
  public func deleteInEditMode(rowContaining text: String) throws(AutomationError) {
    try perform("delete row containing \"\(text)\" in edit mode") { screen throws(AutomationError) in
      let row = try screen.row(containing: text)
      guard row.table.isEditing else {
        throw AutomationError(
          .notApplicable, sought: "the delete control of the row containing \"\(text)\"",
          problem: "the table is not in edit mode", visible: screen.inventory)
      }
      try Self.delete(row, swiping: false, text: text, screen: screen)
    }
  }

  /// Turns a date picker's wheels to the date (kept within its bounds); it sends `.valueChanged`.
  public func setDate(_ date: Date, in element: String) throws(AutomationError) {
    try perform("set date in \"\(element)\"") { screen throws(AutomationError) in
      let found = try screen.find(element, for: .setDate)
      guard let picker = found.view as? UIDatePicker else { return }
      guard picker.isEnabled else {
        throw AutomationError(
          .disabled, sought: found.summary, problem: "it is disabled", visible: screen.inventory)
      }
      picker.userSetDate(date)
    }
  }

  /// Pulls the table down until its refresh control triggers: it begins refreshing and sends
  /// `.valueChanged`. Only one table on screen may have a refresh control; one already
  /// refreshing (its spinner showing) cannot be pulled again.
  public func pullToRefresh() throws(AutomationError) {
    try perform("pull to refresh") { screen throws(AutomationError) in
      let control = try screen.refreshControl()
      guard control.isEnabled, !control.isRefreshing else {
        throw AutomationError(
          control.isRefreshing ? .notApplicable : .disabled, sought: "the refresh control",
          problem: control.isRefreshing ? "it is already refreshing" : "it is disabled",
          visible: screen.inventory)
      }
      control.userPull()
    }
  }

  /// Ends a turn of the run loop that no user event started (a network answer, a timer): the
  /// layout pass runs, so visible tables ask for the cells a reload left them without, and a
  /// fault there crashes the app now, as on a device, not at the next render.
  public func finishRunLoopTurn() {
    guard isRunning, crash == nil else { return }
    HeadlessApp.current = self
    layout()
  }

  /// The system warns the app that memory is low, as the Simulator's Debug menu ("Simulate
  /// Memory Warning") makes it: the app delegate and every view controller are told.
  public func simulateMemoryWarning() throws(AutomationError) {
    try perform("simulate a memory warning") { _ in application.receiveMemoryWarning() }
  }

  /// Taps the navigation bar's back button.
  public func goBack() throws(AutomationError) {
    try perform("go back") { screen throws(AutomationError) in
      guard let back = screen.elements.first(where: { $0.kind == .backButton }) else {
        throw AutomationError(
          .notFound, sought: "the back button", problem: "the navigation bar shows no back button",
          visible: screen.inventory)
      }
      try back.tap()
    }
  }

  // MARK: - Reading the screen

  // What the queries return is read from the live view hierarchy, as a UI test reads
  // `app.tables`, `app.navigationBars` and `app.alerts`. Texts are the render's own words for the
  // same things, so a test can compare them with a transcript.

  /// The tables on screen, back to front: the root's first, then those of the controllers
  /// presented over it (a list stays readable under a sheet), each layer's depth first. Hidden or
  /// transparent tables, and tables inside hidden views, are not there. Empty when the app is not
  /// running or has crashed.
  public var tables: [TableSnapshot] {
    guard let window = settledWindow() else { return [] }
    return Layers.visibleViews(in: window).compactMap { ($0 as? UITableView).map(TableSnapshot.init) }
  }

  /// The navigation bars on screen, back to front, as `tables` finds them: a presented sheet's
  /// bar comes after the bar of the list under it.
  public var navigationBars: [NavigationBarSnapshot] {
    guard let window = settledWindow() else { return [] }
    return Layers.visibleViews(in: window).compactMap {
      ($0 as? UINavigationBar).map(NavigationBarSnapshot.init)
    }
  }

  /// The status bar's style, resolved as UIKit resolves it (`childForStatusBarStyle`,
  /// `preferredStatusBarStyle`, full-screen presentations); nil when the app is not running.
  public var statusBarStyle: UIStatusBarStyle? {
    settledWindow()?.statusBarStyle
  }

  /// The alert on screen, if one is presented (action sheets are not alerts).
  public var alert: AlertSnapshot? {
    guard let window = settledWindow() else { return nil }
    return Layers.all(from: window.rootViewController)
      .compactMap { $0 as? UIAlertController }
      .last { $0.preferredStyle == .alert }
      .map(AlertSnapshot.init)
  }

  /// Whether an element answering to `element` is on screen, by the names `tap` matches
  /// (accessibility identifier or label, title or text, placeholder), enabled or not. Like
  /// XCUITest's `exists`, it looks at every layer, covered ones included (a button under an alert
  /// exists; `tap` reaches only the frontmost layer). Hidden or transparent views are not there.
  public func exists(_ element: String) -> Bool {
    self.element(element) != nil
  }

  /// The element answering to `name`, found as `exists` finds it (frontmost layer first): what
  /// kind of element it is, whether it is enabled and what VoiceOver reads of it, as XCUITest's
  /// `app.buttons["Login"]` and its `isEnabled`, `label`, `value`.
  public func element(_ name: String) -> ElementSnapshot? {
    guard let window = settledWindow() else { return nil }
    return Screen(window: window, includingCoveredLayers: true).elements
      .first { $0.names.contains(name) }?.accessibility
  }

  /// The elements on screen (every layer, back to front) that match, as an XCUITest query with a
  /// predicate on `label`, `value` or the traits finds them.
  public func elements(where matches: (ElementSnapshot) -> Bool) -> [ElementSnapshot] {
    guard let window = settledWindow() else { return [] }
    return Screen(window: window, includingCoveredLayers: true).elements.map(\.accessibility).filter(matches)
  }

  /// The view controllers this app created that have left the screen (all of them once the app
  /// has quit) and are still alive: leaks, since nothing UIKit does keeps them. Each is returned
  /// once; call it after the caller's own references to controllers are gone.
  public func controllersAliveOffScreen() -> [UIViewController] {
    var onScreen: [UIViewController] = []
    func visit(_ controller: UIViewController) {
      onScreen.append(controller)
      controller.children.forEach(visit)
    }
    if isRunning { Layers.all(from: window?.rootViewController).forEach(visit) }
    return controllers.survivors(onScreen: onScreen, quit: !isRunning)
  }

  /// The screen as text: see docs/HeadlessUIKit.md, "The render".
  public func render() -> String {
    guard isRunning else { return "(the app is not running)\n" }
    if let crash { return "(crashed) \(crash)\n" }
    HeadlessApp.current = self
    layout()
    if let crash { return "(crashed) \(crash)\n" }
    guard let window else { return "(no window)\n" }
    return ScreenRenderer.render(window)
  }

  /// The screen as text with every view drawn again, nothing kept read or written: what
  /// `render()` must equal, as the fuzzer's self-check compares them after every action.
  public func renderFromScratch() -> String {
    ScreenRenderer.keepsParts = false
    defer { ScreenRenderer.keepsParts = true }
    return render()
  }

  // MARK: - Machinery

  /// Runs an action on the frontmost screen, then a layout pass (as the run loop would);
  /// a crash during the action is reported as its error.
  private func perform(
    _ action: String, _ body: (Screen) throws(AutomationError) -> Void
  ) throws(AutomationError) {
    guard isRunning else {
      throw AutomationError(.notRunning, sought: action, problem: "the app is not running", visible: [])
    }
    if let crash {
      throw AutomationError(.crashed, sought: action, problem: "the app has crashed: \(crash)", visible: [])
    }
    HeadlessApp.current = self
    layout()
    guard let window else {
      throw AutomationError(.notFound, sought: action, problem: "the app has no window", visible: [])
    }
    try body(Screen(window: window))
    layout()
    if let crash {
      throw AutomationError(.crashed, sought: action, problem: "the app crashed: \(crash)", visible: [])
    }
  }

  /// The window after a layout pass, as a render sees it; nil when the app is not running, has
  /// crashed or has no window.
  func settledWindow() -> UIWindow? {
    guard isRunning, crash == nil else { return nil }
    HeadlessApp.current = self
    layout()
    return crash == nil ? window : nil
  }

  /// A layout pass: visible tables ask for the cells they lack.
  private func layout() {
    guard application.fault == nil, let window else { return }
    func visit(_ view: UIView) {
      if let table = view as? UITableView, !table.isHidden { table.layoutCells() }
      for subview in view.subviews where !subview.isHidden { visit(subview) }
    }
    visit(window)
  }

  private static func focus(_ field: UITextField, named element: String, on screen: Screen)
    throws(AutomationError)
  {
    guard !field.isFirstResponder else { return }
    guard field.isEnabled else {
      throw AutomationError(
        .disabled, sought: "text field \"\(element)\"", problem: "it is disabled", visible: screen.inventory)
    }
    field.simulateTap()
    guard field.becomeFirstResponder() || field.isFirstResponder else {
      throw AutomationError(
        .notApplicable, sought: "text field \"\(element)\"", problem: "it refused to begin editing",
        visible: screen.inventory)
    }
  }

  private static func delete(_ row: Screen.Row, swiping: Bool, text: String, screen: Screen)
    throws(AutomationError)
  {
    let table = row.table
    let sought = "the delete action of the row containing \"\(text)\""
    if swiping, let delegate = table.delegate,
      let configuration = delegate.tableView(table, trailingSwipeActionsConfigurationForRowAt: row.indexPath)
    {
      guard
        let action = configuration.actions.first(where: { $0.style == .destructive })
          ?? configuration.actions.first(where: { $0.title == "Delete" })
      else {
        throw AutomationError(
          .notFound, sought: sought,
          problem: "the swipe actions are \(configuration.actions.map { $0.title ?? "untitled" })",
          visible: screen.inventory)
      }
      action.handler(action, table.cellForRow(at: row.indexPath) ?? UIView()) { _ in }
      return
    }
    // One message for every reason UIKit offers no deletion: the user sees the same nothing.
    let notOffered = AutomationError(
      .notApplicable, sought: sought,
      problem: "no deletion is offered (the row is not editable, its editing style is not delete, or "
        + "the data source does not implement tableView(_:commit:forRowAt:))", visible: screen.inventory)
    guard table.editingStyle(forRowAt: row.indexPath) == .delete else { throw notOffered }
    table.reachedDefaultCommit = false
    table.dataSource?.tableView(table, commit: .delete, forRowAt: row.indexPath)
    if table.reachedDefaultCommit {
      table.reachedDefaultCommit = false
      throw notOffered
    }
  }
}

import HeadlessAutomation
import HeadlessUIKit
import WorldKit

/// One variant's app in one World, driven by scenario actions: what a transcript records, and
/// what behaviour tests use to drive an app the way a user (and the world around them) would.
///
/// After every action the World settles (requests due now answer, Core Data processes its
/// pending changes), as a real run loop would before the next user event.
@MainActor
public final class AppSession<AppWorld: World> {
  /// The World the app runs in; it outlives relaunches.
  public let world: AppWorld
  /// The running app, if launched and not quit.
  public private(set) var app: HeadlessApp?
  private let variant: Variant<AppWorld>
  /// How many of the running app's console messages have been taken already.
  private var consoleMessagesTaken = 0
  /// The app a relaunch replaced, until its leftover controllers are checked.
  private var replacedApp: HeadlessApp?

  /// A session for a variant in a World; nothing runs until the first `.launch`.
  public init(_ variant: Variant<AppWorld>, in world: AppWorld) {
    self.variant = variant
    self.world = world
  }

  /// The fault that crashed the app, if it crashed.
  public var crash: UIKitFault? { app?.crash }

  /// The render of the screen, or an empty string when the app is not running or has crashed.
  public var screen: String {
    guard let app, app.crash == nil else { return "" }
    return app.render()
  }

  /// The render of the screen with every view drawn again (see `HeadlessApp.renderFromScratch()`):
  /// what `screen`, drawn from what the views kept, must equal.
  public var screenFromScratch: String {
    guard let app, app.crash == nil else { return "" }
    return app.renderFromScratch()
  }

  /// UIKit's console messages since the last call (or since launch): what a transcript shows
  /// after each action.
  public func takeNewConsoleMessages() -> [String] {
    guard let messages = app?.consoleMessages else { return [] }
    defer { consoleMessagesTaken = messages.count }
    return Array(messages.dropFirst(consoleMessagesTaken))
  }

  /// Performs one action, then lets the World settle. Throws when the action cannot be done
  /// (no such element, a disabled button, no such pending request, the app has crashed…).
  /// The app runs the action on the World's device (`World.runAsTheDevice`): `Date()`, the
  /// calendar and the documents folder it reads are the scenario's.
  public func perform(_ action: Action<AppWorld>) throws {
    try world.runAsTheDevice {
      try apply(action)
      if app?.crash == nil { world.settle() }
      // What the world did (an answer released, the clock advanced) is laid out before the next event.
      app?.finishRunLoopTurn()
    }
  }

  /// Performs one action and says what came of it: the transcript's entry for it. A crash is
  /// reported once, by the action that caused it (whatever error that action threw on the way);
  /// after it, actions on the app fail as HeadlessUIKit says they do.
  public func record(_ action: Action<AppWorld>, number: Int) -> Transcript.Entry {
    let crashedBefore = crash != nil
    var problems: [String] = []
    do {
      try perform(action)
    } catch {
      if crashedBefore || crash == nil { problems.append("\(Transcript.failureMarker)\(error)") }
    }
    if !crashedBefore, let crash { problems.append("\(Transcript.crashMarker)\(crash)") }
    problems += leaks()
    return Transcript.Entry(
      number: number, action: action.description, screen: screen, log: world.log.takeNewLines(),
      console: takeNewConsoleMessages(), problems: problems)
  }

  /// Performs actions in order, stopping at the first that throws.
  public func perform(_ actions: [Action<AppWorld>]) throws {
    for action in actions { try perform(action) }
  }

  /// Quits the app, if it runs.
  public func quit() {
    app?.terminate()
    world.requests.cancelAll()
    app = nil
  }

  /// Quits the app and reports the controllers that outlive it (see `leaks()`).
  /// Quits the app and closes a recording: the leaks found at quit go on its last entry. Every
  /// transcript ends this way, the generated ones included, so that they compare alike.
  public func transcript(closing entries: [Transcript.Entry]) -> Transcript {
    var entries = entries
    let leaks = quitReportingLeaks()
    if !leaks.isEmpty, !entries.isEmpty { entries[entries.count - 1].problems += leaks }
    return Transcript(entries: entries)
  }

  public func quitReportingLeaks() -> [String] {
    replacedApp = app
    quit()
    return leaks()
  }

  /// The view controllers that left the screen (a pop, a dismissal, the app a relaunch replaced)
  /// but are still alive, each once, with what holds them: nothing in UIKit keeps them, so they
  /// leak. A crashed app is not checked: the crash is what went wrong.
  public func leaks() -> [String] {
    var survivors = replacedApp.map { $0.crash == nil ? $0.controllersAliveOffScreen() : [] } ?? []
    replacedApp = nil
    if let app, app.crash == nil { survivors += app.controllersAliveOffScreen() }
    return survivors.map { "\(Transcript.failureMarker)\(RetainPath.leakMessage(for: $0))" }
  }

  private func running() throws(ScenarioError) -> HeadlessApp {
    guard let app else { throw ScenarioError.appNotRunning }
    return app
  }

  private func apply(_ action: Action<AppWorld>) throws {
    switch action {
    case .launch:
      guard app == nil else { throw ScenarioError.alreadyRunning }
      consoleMessagesTaken = 0
      app = variant.launch(world)
    case .relaunch:
      replacedApp = try running()
      replacedApp?.terminate()
      world.requests.cancelAll()
      consoleMessagesTaken = 0
      app = variant.launch(world)
    case .tap(let element): try running().tap(element)
    case .tapIfShown(let element):
      do {
        try running().tap(element)
      } catch let error as AutomationError where error.kind == .notFound {
        return
      }
    case .typeText(let text, let field): try running().typeText(text, into: field)
    case .clearText(let field): try running().clearText(in: field)
    case .pressReturn: try running().pressReturn()
    case .selectRow(let text): try running().selectRow(containing: text)
    case .swipeToDelete(let text): try running().swipeToDelete(rowContaining: text)
    case .deleteInEditMode(let text): try running().deleteInEditMode(rowContaining: text)
    case .setDate(let date, let picker): try running().setDate(date, in: picker)
    case .goBack: try running().goBack()
    case .pullToRefresh: try running().pullToRefresh()
    case .advanceClock(let interval): world.clock.advance(by: interval)
    case .memoryWarning: try running().simulateMemoryWarning()
    case .release(let request): try world.requests.release(request)
    case .fail(let request, let message): try world.requests.fail(request, message: message)
    case .world(_, let change): try change(world)
    }
  }
}

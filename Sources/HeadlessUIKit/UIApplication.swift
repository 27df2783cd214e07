import Foundation

/// The running app, as UIKit's `UIApplication`: `UIApplication.shared` is the app that
/// HeadlessAutomation's `HeadlessApp` launched most recently (or is driving now).
@MainActor
open class UIApplication: UIResponder {
  /// Keys of the launch options dictionary.
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    public static let sourceApplication = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    public static let remoteNotification = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
  }

  public enum State: Int, Sendable {
    case active, inactive, background
  }

  /// The application being driven (by the code running now, if it launched one); a standalone
  /// one when no app was launched.
  public static var shared: UIApplication {
    drivenHere ?? driven ?? standalone
  }

  /// The application the automation face is driving, if any.
  @_spi(Automation) public static weak var driven: UIApplication? {
    didSet {
      guard let driven, !launched.contains(where: { $0.application === driven }) else { return }
      launched.removeAll { $0.application == nil }
      launched.append(LaunchedApplication(application: driven))
    }
  }

  /// The application the code running now drives: the one its task launched last and has not
  /// terminated (the driven one, usually); nil when it launched none. Tests run in tasks of their
  /// own, interleaved on the main actor: one test's app may be the driven one while another
  /// test's code runs, and what that code raises or creates is not that app's.
  static var drivenHere: UIApplication? {
    let task = currentTask
    if let driven, driven.launchingTask == task { return driven }
    return launched.last { $0.application?.launchingTask == task && $0.application?.delegate != nil }?
      .application
  }

  /// Every application driven so far that is still alive, weakly, in launch order.
  private static var launched: [LaunchedApplication] = []

  private struct LaunchedApplication {
    weak var application: UIApplication?
  }

  /// The task this application was made in, when HeadlessAutomation launched it (nil: outside
  /// Swift concurrency, where every caller is the same code).
  private let launchingTask = UIApplication.currentTask

  /// The task running now, by identity (nil outside Swift concurrency).
  private static var currentTask: Int? {
    withUnsafeCurrentTask { $0?.hashValue }
  }

  /// Told of every view controller created while this application is driven, by code of the task
  /// that launched it (leak tracking).
  @_spi(Automation) public var didCreateController: ((UIViewController) -> Void)?

  /// Every view controller created while this application is driven, weakly, in creation order:
  /// those a memory warning reaches (UIKit's controllers observe its notification from `init`).
  private var createdControllers: [WeakController] = []

  private struct WeakController {
    weak var controller: UIViewController?
  }

  /// The live controllers this application created, oldest first.
  var liveControllers: [UIViewController] {
    createdControllers.removeAll { $0.controller == nil }
    return createdControllers.compactMap(\.controller)
  }

  /// Takes note of a controller made by code this application runs.
  func register(_ controller: UIViewController) {
    createdControllers.append(WeakController(controller: controller))
    didCreateController?(controller)
  }

  private static let standalone = UIApplication()

  /// The app delegate. UIKit holds it weakly (UIApplicationMain keeps it alive); so does this.
  public weak var delegate: (any UIApplicationDelegate)?

  public internal(set) var applicationState: State = .inactive

  /// The system moves the app between states (launch, background).
  @_spi(Automation) public func enter(_ state: State) {
    applicationState = state
  }

  /// Kept for old code that shows the spinner; the render does not show it.
  public var isNetworkActivityIndicatorVisible = false

  /// The app's windows: the delegate's window, when it has one.
  public var windows: [UIWindow] {
    guard let window = delegate?.window ?? nil else { return [] }
    return [window]
  }

  /// What the app's bundle holds from Interface Builder (its compiled storyboards and nibs),
  /// given at launch.
  @_spi(InterfaceBuilder) public var bundleContents = CompiledBundle()

  /// The fault that terminated the app, if any.
  public internal(set) var fault: UIKitFault?

  /// Messages UIKit would have logged to the console ("Attempt to present … which is already
  /// presenting …"): not faults, but worth seeing.
  public internal(set) var consoleMessages: [String] = []

  /// Told of the fault that terminates an app, as it is raised: a child process running scenarios
  /// writes it, with the line that raised it, for when the code after it traps (on a device
  /// nothing after it would have run). Told too of a fault raised outside a launched app, just
  /// before it terminates the process (see `UIKitFault`).
  /// The second argument is where the code that asked for what faulted was (`captureSite`'s
  /// answer), when that is not where the fault is raised: a nib is asked for by
  /// `init(nibName:bundle:)` and loaded with the view, later.
  @_spi(Automation) public static var didRecordFault: ((UIKitFault, _ site: Any?) -> Void)?

  /// Asked where the caller is, when a controller is made with a nib name (nil: nobody asks).
  @_spi(Automation) public static var captureSite: (() -> Any?)?

  /// Where the code that asked for the nib being loaded now was, if known.
  static var faultSite: Any?

  func recordFault(_ fault: UIKitFault) {
    guard self.fault == nil else { return }
    self.fault = fault
    Self.didRecordFault?(fault, Self.faultSite)
  }

  func log(_ message: String) {
    consoleMessages.append(message)
  }

  /// Hides the keyboard, as `sendAction(#selector(resignFirstResponder)…)` does in UIKit apps.
  public func endEditing() {
    for window in windows { _ = window.endEditing(true) }
  }
}

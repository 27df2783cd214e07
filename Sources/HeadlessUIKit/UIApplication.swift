import Foundation

/// The running app, as UIKit's `UIApplication`: `UIApplication.shared` is the app that
/// `HeadlessApp` launched most recently (or is driving now).
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

  /// The application being driven; a standalone one when no app was launched.
  public static var shared: UIApplication {
    HeadlessApp.current?.application ?? standalone
  }

  private static let standalone = UIApplication()

  /// The app delegate. UIKit holds it weakly (UIApplicationMain keeps it alive); so does this.
  public weak var delegate: (any UIApplicationDelegate)?

  public internal(set) var applicationState: State = .inactive

  /// Kept for old code that shows the spinner; the render does not show it.
  public var isNetworkActivityIndicatorVisible = false

  /// The app's windows: the delegate's window, when it has one.
  public var windows: [UIWindow] {
    guard let window = delegate?.window ?? nil else { return [] }
    return [window]
  }

  /// The fault that terminated the app, if any.
  public internal(set) var fault: UIKitFault?

  /// Messages UIKit would have logged to the console ("Attempt to present … which is already
  /// presenting …"): not faults, but worth seeing.
  public internal(set) var consoleMessages: [String] = []

  func recordFault(_ fault: UIKitFault) {
    if self.fault == nil { self.fault = fault }
  }

  func log(_ message: String) {
    consoleMessages.append(message)
  }

  /// Hides the keyboard, as `sendAction(#selector(resignFirstResponder)…)` does in UIKit apps.
  public func endEditing() {
    for window in windows { _ = window.endEditing(true) }
  }
}

/// The app delegate, as UIKit's `UIApplicationDelegate`: only `window` is required, the
/// callbacks have empty default implementations, as UIKit's optional methods do.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
  var window: UIWindow? { get set }

  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  func applicationDidBecomeActive(_ application: UIApplication)
  func applicationWillResignActive(_ application: UIApplication)
  func applicationDidEnterBackground(_ application: UIApplication)
  func applicationWillEnterForeground(_ application: UIApplication)
  func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
  public func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  public func applicationWillResignActive(_ application: UIApplication) {}
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  public func applicationWillTerminate(_ application: UIApplication) {}
}

/// What Info.plist's `UIMainStoryboardFile` says: an app delegate adopting this is launched
/// with its main storyboard (the window and the initial controller exist before
/// `application(_:didFinishLaunchingWithOptions:)`).
@MainActor
public protocol UIMainStoryboardFile: UIApplicationDelegate {
  var mainStoryboard: UIStoryboard { get }
}

/// The screen: an iPhone's, 390 × 844 points.
@MainActor
public final class UIScreen {
  public static let main = UIScreen()
  public let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
  public let scale: CGFloat = 3
  private init() {}
}

/// The window: the root of the view hierarchy, showing its root view controller.
@MainActor
open class UIWindow: UIView {
  /// The view controller whose view fills the window.
  open var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      replaceRoot(oldValue, with: rootViewController)
    }
  }

  public private(set) var isKeyWindow = false

  /// The responder receiving typed text: a text field being edited.
  var firstResponder: UIView?

  /// The status bar style last resolved from the controllers (UIKit asks again only on
  /// `setNeedsStatusBarAppearanceUpdate()` and on transitions).
  var statusBarStyle: UIStatusBarStyle = .default

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  public convenience init() {
    self.init(frame: UIScreen.main.bounds)
  }

  /// Makes the window key and visible: its root controller's view loads and appears.
  open func makeKeyAndVisible() {
    isKeyWindow = true
    isHidden = false
    if let root = rootViewController, root.view.superview !== self {
      addSubview(root.view)
      root.beginAppearanceTransition(true, animated: false)
      root.endAppearanceTransition()
    }
    updateStatusBarStyle()
  }

  open func makeKey() {
    isKeyWindow = true
  }

  var isVisible: Bool { isKeyWindow && !isHidden }

  private func replaceRoot(_ old: UIViewController?, with new: UIViewController?) {
    guard isVisible else { return }
    // Controllers presented over the old root go with it, as in UIKit.
    old?.presentedViewController?.detachPresentation()
    if let old, old.isViewLoaded, old.view.superview === self {
      old.beginAppearanceTransition(false, animated: false)
      old.view.removeFromSuperview()
      old.endAppearanceTransition()
    }
    if let new {
      addSubview(new.view)
      new.beginAppearanceTransition(true, animated: false)
      new.endAppearanceTransition()
    }
    updateStatusBarStyle()
  }

  /// Resigns the first responder in this window.
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool {
    guard let responder = firstResponder else { return true }
    if responder.resignFirstResponder() { return true }
    if force { firstResponder = nil }
    return force
  }

  /// The controller whose `preferredStatusBarStyle` UIKit asks: from the root, the topmost
  /// presented controller that captures status bar appearance, then down `childForStatusBarStyle`.
  var statusBarController: UIViewController? {
    guard var controller = rootViewController else { return nil }
    var presented = controller.ownPresentedViewController
    while let candidate = presented {
      if candidate.capturesStatusBarAppearance { controller = candidate }
      presented = candidate.ownPresentedViewController
    }
    var visited: [ObjectIdentifier] = []
    while let child = controller.childForStatusBarStyle,
      !visited.contains(ObjectIdentifier(child))
    {
      visited.append(ObjectIdentifier(controller))
      controller = child
    }
    return controller
  }

  func updateStatusBarStyle() {
    statusBarStyle = statusBarController?.preferredStatusBarStyle ?? .default
  }
}

/// The status bar's text colour.
public enum UIStatusBarStyle: Int, Sendable, CustomStringConvertible {
  case `default` = 0
  case lightContent = 1
  case darkContent = 3

  public var description: String {
    switch self {
    case .default: "default"
    case .lightContent: "lightContent"
    case .darkContent: "darkContent"
    }
  }
}

/// A bar's style: `.black` bars have light content.
public enum UIBarStyle: Int, Sendable {
  case `default` = 0
  case black = 1
}

import Foundation

/// Manages a screenful of content, as UIKit's `UIViewController`: a lazily loaded view,
/// appearance callbacks in UIKit's order, containment, presentation and storyboard segues.
@MainActor
open class UIViewController: UIResponder {
  // MARK: - Creating

  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.nibName = nibNameOrNil
    self.nibBundle = nibBundleOrNil
    self.nibRequestSite = nibNameOrNil == nil ? nil : UIApplication.captureSite?()
    super.init()
    UIApplication.drivenHere?.register(self)
  }

  public required init?(coder: NSCoder) {
    self.nibName = nil
    self.nibBundle = nil
    super.init()
    UIApplication.drivenHere?.register(self)
  }

  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// The nib the view loads from, if any.
  public let nibName: String?
  /// Where the controller was made with its nib name, for a fault loading the nib to name it.
  private var nibRequestSite: Any?
  public let nibBundle: Bundle?

  /// Called on controllers instantiated from a storyboard scene, before their view loads.
  open func awakeFromNib() {}

  // MARK: - The view

  private var loadedView: UIView?
  private var isLoadingView = false

  /// The root view, loaded on first access: `loadView()` then `viewDidLoad()`, exactly once.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView?.owningViewController = nil
      loadedView = newValue
      newValue?.owningViewController = self
    }
  }

  public var viewIfLoaded: UIView? { loadedView }
  public var isViewLoaded: Bool { loadedView != nil }

  /// Creates the root view, as UIKit's does:
  /// - a controller made by a storyboard scene loads the scene's view (Interface Builder gives
  ///   every scene a root view; the scene's content is laid out in it);
  /// - with a `nibName`, by instantiating that nib with the controller as its File's Owner (the
  ///   nib connects the owner's `view` outlet and the others; a nib that leaves `view` unset is a
  ///   fault, in UIKit's words);
  /// - with neither, UIKit's documented lookup: a nib named after the class without
  ///   "Controller" (`ArticlesView` for `ArticlesViewController`), then one named after the class,
  ///   in the running app's nibs;
  /// - else an empty view.
  /// Subclasses may build their own view hierarchy here.
  open func loadView() {
    if nibName == nil, let storyboardScene {
      view = UIView(frame: UIScreen.main.bounds)
      hasLoadedSceneContent = true
      storyboardScene.connect(to: self)
      return
    }
    guard let nibName = nibName ?? defaultNibName else {
      view = UIView(frame: UIScreen.main.bounds)
      return
    }
    UIApplication.faultSite = nibName == self.nibName ? nibRequestSite : nil
    defer { UIApplication.faultSite = nil }
    let objects = UINib(nibName: nibName, bundle: nibBundle).instantiate(withOwner: self, options: nil)
    if loadedView == nil, !objects.isEmpty {
      UIKitFault.raise(
        UIKitFault.internalInconsistency,
        "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(nibName)\" nib but the view "
          + "outlet was not set.")
    }
  }

  /// Whether the storyboard scene's content was laid out by `loadView()`; a controller that
  /// builds its own view without calling super (a `UITableViewController`, a layout written in
  /// `loadView()`) has the scene's content connected to that view once it is loaded.
  private var hasLoadedSceneContent = false

  /// The nib UIKit looks for when `nibName` is nil: the class's name without its "Controller"
  /// suffix, then the class's name, whichever the app's bundle has.
  private var defaultNibName: String? {
    let className = String(describing: type(of: self))
    var candidates = [className]
    if className.hasSuffix("Controller") {
      candidates.insert(String(className.dropLast("Controller".count)), at: 0)
    }
    return candidates.first { UIApplication.shared.bundleContents.nibs[$0] != nil }
  }

  open func viewDidLoad() {}

  open func loadViewIfNeeded() {
    guard loadedView == nil, !isLoadingView else { return }
    isLoadingView = true
    loadView()
    if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
    isLoadingView = false
    if !hasLoadedSceneContent { storyboardScene?.connect(to: self) }
    viewDidLoad()
  }

  // UIKit documents that an override of the four appearance callbacks and of
  // `didReceiveMemoryWarning()` must call super: each records that it was reached, and
  // `callRequiringSuper` faults when an override never got there.
  open func viewWillAppear(_ animated: Bool) { reachedOwnImplementation = true }
  open func viewDidAppear(_ animated: Bool) { reachedOwnImplementation = true }
  open func viewWillDisappear(_ animated: Bool) { reachedOwnImplementation = true }
  open func viewDidDisappear(_ animated: Bool) { reachedOwnImplementation = true }
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}

  /// Called when the system is low on memory, for the controller to release what it can make
  /// again: the app's every controller is told, after the app delegate
  /// (`UIApplication.receiveMemoryWarning()`).
  open func didReceiveMemoryWarning() { reachedOwnImplementation = true }

  /// Whether the method `callRequiringSuper` calls reached UIViewController's implementation.
  var reachedOwnImplementation = false

  // MARK: - Appearance

  enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
  }

  var appearanceState = AppearanceState.disappeared

  /// Whether the controller's view is on screen (or on its way there).
  var isAppeared: Bool { appearanceState == .appeared || appearanceState == .appearing }

  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Starts an appearance transition: `viewWillAppear` or `viewWillDisappear`, forwarded to the
  /// children whose views are in this controller's view. Repeated calls are ignored, as UIKit
  /// ignores them.
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    if isAppearing {
      guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
      loadViewIfNeeded()
      prepareForAppearance()
      appearanceState = .appearing
      callRequiringSuper("viewWillAppear(_:)") { viewWillAppear(animated) }
      forwardToChildren { $0.beginAppearanceTransition(true, animated: animated) }
      viewWillLayoutSubviews()
      viewDidLayoutSubviews()
    } else {
      guard appearanceState == .appeared || appearanceState == .appearing else { return }
      appearanceState = .disappearing
      callRequiringSuper("viewWillDisappear(_:)") { viewWillDisappear(animated) }
      forwardToChildren { $0.beginAppearanceTransition(false, animated: animated) }
    }
  }

  /// Ends the appearance transition begun last: `viewDidAppear` or `viewDidDisappear`.
  open func endAppearanceTransition() {
    switch appearanceState {
    case .appearing:
      appearanceState = .appeared
      callRequiringSuper("viewDidAppear(_:)") { viewDidAppear(false) }
      forwardToChildren { $0.endAppearanceTransition() }
    case .disappearing:
      appearanceState = .disappeared
      callRequiringSuper("viewDidDisappear(_:)") { viewDidDisappear(false) }
      forwardToChildren { $0.endAppearanceTransition() }
    case .appeared, .disappeared:
      break
    }
  }

  /// Containers put their children's views in place before they appear.
  func prepareForAppearance() {}

  private func forwardToChildren(_ body: (UIViewController) -> Void) {
    guard shouldAutomaticallyForwardAppearanceMethods, let view = loadedView else { return }
    for child in children where child.isViewLoaded && child.view.isDescendant(of: view) {
      body(child)
    }
  }

  public internal(set) var isBeingPresented = false
  public internal(set) var isBeingDismissed = false
  public internal(set) var isMovingToParent = false
  public internal(set) var isMovingFromParent = false

  // MARK: - Title, navigation item, editing

  /// The title; setting it sets the navigation item's title too, as in UIKit.
  open var title: String? {
    didSet { navigationItem.title = title }
  }

  private var storedNavigationItem: UINavigationItem?
  /// The item that represents this controller in a navigation bar.
  open var navigationItem: UINavigationItem {
    if let storedNavigationItem { return storedNavigationItem }
    let item = UINavigationItem(title: title ?? "")
    item.title = title
    item.owningViewController = self
    storedNavigationItem = item
    return item
  }

  private var storedEditButtonItem: UIBarButtonItem?
  /// A bar button titled "Edit" or "Done" that toggles `isEditing`.
  public var editButtonItem: UIBarButtonItem {
    if let storedEditButtonItem { return storedEditButtonItem }
    let item = UIBarButtonItem(title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain)
    item.systemItem = isEditing ? .done : .edit
    item.primaryAction = UIAction(title: "Edit") { [unowned self] _ in
      self.setEditing(!self.isEditing, animated: true)
    }
    storedEditButtonItem = item
    return item
  }

  private var editing = false
  open var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }

  open func setEditing(_ editing: Bool, animated: Bool) {
    self.editing = editing
    if let item = storedEditButtonItem {
      item.title = editing ? "Done" : "Edit"
      item.style = editing ? .done : .plain
      item.systemItem = editing ? .done : .edit
    }
  }

  // MARK: - Containment

  public private(set) weak var parent: UIViewController?
  public private(set) var children: [UIViewController] = []

  open func addChild(_ childController: UIViewController) {
    if childController.parent === self { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  func moveChild(from source: Int, to destination: Int) {
    children.insert(children.remove(at: source), at: destination)
  }

  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}

  /// The nearest navigation controller among the ancestors.
  public var navigationController: UINavigationController? {
    var ancestor = parent
    while let candidate = ancestor {
      if let navigationController = candidate as? UINavigationController { return navigationController }
      ancestor = candidate.parent
    }
    return nil
  }

  open override var next: UIResponder? {
    if let parent { return parent }
    if let superview = loadedView?.superview { return superview }
    return ownPresentingViewController
  }

  // MARK: - Presentation

  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
  open var modalPresentationCapturesStatusBarAppearance = false
  open var definesPresentationContext = false
  open var isModalInPresentation = false

  /// The controller this one presented itself (not through an ancestor).
  @_spi(Automation) public var ownPresentedViewController: UIViewController?
  /// The controller that presented this one itself.
  weak var ownPresentingViewController: UIViewController?
  /// The style the current presentation of this controller resolved to.
  @_spi(Automation) public var presentationStyleInUse: UIModalPresentationStyle = .fullScreen
  /// The current presentation's transition, for the render.
  @_spi(Automation) public var presentationRecord: PresentationRecord?
  /// Where the presenter's view was, when a full-screen presentation took it out of the window.
  var savedPresenterSlot: (superview: UIView, index: Int)?

  /// The controller presented by this controller or by its nearest ancestor that presents one.
  public var presentedViewController: UIViewController? {
    var candidate: UIViewController? = self
    while let controller = candidate {
      if let presented = controller.ownPresentedViewController { return presented }
      candidate = controller.parent
    }
    return nil
  }

  /// The controller that presented this controller or its nearest presented ancestor.
  public var presentingViewController: UIViewController? {
    var candidate: UIViewController? = self
    while let controller = candidate {
      if let presenting = controller.ownPresentingViewController { return presenting }
      candidate = controller.parent
    }
    return nil
  }

  /// Presents a controller modally. `.automatic` resolves to `.pageSheet`, as on an iPhone since
  /// iOS 13: the presenter stays on screen and gets no disappearance callbacks.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) {
    ModalTransition.present(viewControllerToPresent, from: self, animated: flag, completion: completion)
  }

  /// Dismisses the controller this one (or an ancestor) presented; if there is none, dismisses
  /// this controller's own presentation, as UIKit does.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    ModalTransition.dismiss(from: self, animated: flag, completion: completion)
  }

  /// Shows a controller in the primary context: pushes it on the navigation controller, or
  /// presents it when there is none.
  open func show(_ vc: UIViewController, sender: Any?) {
    if let navigationController = self as? UINavigationController ?? navigationController {
      navigationController.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
  }

  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    show(vc, sender: sender)
  }

  /// Whether a presentation of this controller takes the status bar over.
  var capturesStatusBarAppearance: Bool {
    modalPresentationCapturesStatusBarAppearance || presentationStyleInUse == .fullScreen
  }

  /// Removes this controller's presentation without transitions (when the window drops it).
  @_spi(Automation) public func detachPresentation() {
    ownPresentedViewController?.detachPresentation()
    presentationRecord?.container.removeFromSuperview()
    presentationRecord = nil
    ownPresentingViewController?.ownPresentedViewController = nil
    ownPresentingViewController = nil
  }

  // MARK: - Status bar

  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  open var childForStatusBarStyle: UIViewController? { nil }
  open var prefersStatusBarHidden: Bool { false }

  /// Asks UIKit to resolve the status bar style again.
  public func setNeedsStatusBarAppearanceUpdate() {
    if let window = viewIfLoaded?.window {
      window.updateStatusBarStyle()
    } else {
      for window in UIApplication.shared.windows { window.updateStatusBarStyle() }
    }
  }

  // MARK: - Storyboards and segues

  /// The storyboard this controller was instantiated from.
  public internal(set) var storyboard: UIStoryboard?
  /// The storyboard scene this controller was instantiated from.
  var storyboardScene: CompiledStoryboardScene?

  /// Performs a segue of this controller's storyboard scene. An unknown identifier is a fault,
  /// as in UIKit. `shouldPerformSegue` is not asked, as in UIKit.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    guard let storyboard, let segue = storyboardScene?.segue(identifier) else {
      UIKitFault.raise(
        UIKitFault.invalidArgument,
        "Receiver (<\(String(describing: type(of: self)))>) has no segue with identifier '\(identifier)'")
      return
    }
    storyboard.perform(segue, from: self, sender: sender)
  }

  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

  /// Whether this controller handles an unwind action: by default, whether its storyboard scene
  /// declares it (the IB "Exit" connection).
  open func canPerformUnwindSegueAction(
    _ action: String, from fromViewController: UIViewController, sender: Any?
  ) -> Bool {
    storyboardScene?.unwindAction(action) != nil
  }

  /// The children an unwind search examines, most recent first: all but the one the search came from.
  open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
    children.reversed().filter { child in
      !source.sourceViewController.isSelfOrDescendant(of: child)
    }
  }

  /// Brings the unwind destination on screen: containers override it (a navigation controller
  /// pops to the child on the way).
  open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

  func isSelfOrDescendant(of ancestor: UIViewController) -> Bool {
    var candidate: UIViewController? = self
    while let controller = candidate {
      if controller === ancestor { return true }
      candidate = controller.parent
    }
    return false
  }
}

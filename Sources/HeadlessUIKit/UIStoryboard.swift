import Foundation

/// A storyboard, as UIKit's `UIStoryboard`: `UIStoryboard(name:bundle:)` reads the compiled
/// storyboard of that name from the running app's bundle, and makes the controllers of its scenes.
/// The storyboards themselves are written in code with HeadlessInterfaceBuilder (a
/// `Main.storyboard.swift` beside the controllers); see docs/HeadlessUIKit.md, "Storyboards in code".
@MainActor
public final class UIStoryboard {
  /// The storyboard's name (its file's, without the extension).
  let name: String
  private let initialSceneIdentifier: String?
  private let scenes: [CompiledStoryboardScene]

  /// The storyboard of that name in the running app's bundle (nil: the main bundle). A name the
  /// bundle lacks is a fault, in UIKit's words (and an empty storyboard).
  public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    guard let compiled = UIApplication.shared.bundleContents.storyboards[name] else {
      UIKitFault.raise(
        UIKitFault.invalidArgument,
        "Could not find a storyboard named '\(name)' in bundle NSBundle </Applications/App.app> (loaded)")
      self.init(compiled: CompiledStoryboard(name: name, initialSceneIdentifier: nil, scenes: []))
      return
    }
    self.init(compiled: compiled)
  }

  /// The storyboard a compiled one describes, whichever bundle holds it.
  @_spi(InterfaceBuilder)
  public init(compiled: CompiledStoryboard) {
    self.name = compiled.name
    self.initialSceneIdentifier = compiled.initialSceneIdentifier
    self.scenes = compiled.scenes
  }

  /// The initial scene's controller (and its relationship children), or nil without one.
  public func instantiateInitialViewController() -> UIViewController? {
    guard let initialSceneIdentifier else { return nil }
    return instantiateViewController(withIdentifier: initialSceneIdentifier)
  }

  /// The initial scene's controller, made by `creator` (for dependency injection, iOS 13).
  public func instantiateInitialViewController<ViewController: UIViewController>(
    creator: ((NSCoder) -> ViewController?)?
  ) -> ViewController? {
    guard let initialSceneIdentifier else { return nil }
    return instantiateViewController(identifier: initialSceneIdentifier, creator: creator)
  }

  /// The controller of the scene with that storyboard identifier. An unknown identifier is a
  /// fault, in UIKit's words (the controller returned then is a blank one).
  public func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    guard let scene = scene(identifier) else {
      return UIViewController()
    }
    return instantiate(scene, made: scene.make(self))
  }

  /// The controller of a scene, made by `creator` (UIKit's `init?(coder:)`-based injection).
  public func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController {
    guard let scene = scene(identifier) else { return stand(in: creator) }
    if let creator, let made = creator(NSCoder()) {
      return instantiate(scene, made: made) as! ViewController
    }
    guard let made = instantiate(scene, made: scene.make(self)) as? ViewController else {
      UIKitFault.raise(
        UIKitFault.invalidArgument,
        "Storyboard (<UIStoryboard: \(name)>) scene '\(identifier)' is not a \(ViewController.self)")
      return stand(in: creator)
    }
    return made
  }

  /// A controller to hand back after a fault, since the call cannot fail: the app has crashed
  /// and nothing it does any more is shown.
  private func stand<ViewController: UIViewController>(in creator: ((NSCoder) -> ViewController?)?)
    -> ViewController
  {
    if let made = creator?(NSCoder()) { return made }
    guard let made = ViewController(coder: NSCoder()) else {
      fatalError("\(ViewController.self)(coder:) returned nil after a storyboard fault")
    }
    return made
  }

  private func scene(_ identifier: String) -> CompiledStoryboardScene? {
    guard let scene = scenes.first(where: { $0.identifier == identifier }) else {
      UIKitFault.raise(
        UIKitFault.invalidArgument,
        "Storyboard (<UIStoryboard: \(name)>) doesn't contain a view controller with identifier "
          + "'\(identifier)'")
      return nil
    }
    return scene
  }

  private func instantiate(_ scene: CompiledStoryboardScene, made controller: UIViewController)
    -> UIViewController
  {
    controller.storyboard = self
    controller.storyboardScene = scene
    controller.awakeFromNib()
    return controller
  }
}

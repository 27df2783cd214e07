@_spi(InterfaceBuilder) import HeadlessUIKit

extension HeadlessApp {
  /// Launches an app as UIApplicationMain does from its Info.plist: the bundle holds these
  /// storyboards and nibs; with a main storyboard (Info.plist's `UIMainStoryboardFile`, a name
  /// among the bundle's storyboards), the window and its root (the initial scene) exist before
  /// `application(_:didFinishLaunchingWithOptions:)`.
  public static func launch(
    _ delegate: any UIApplicationDelegate, bundle: AppBundle, mainStoryboardFile: String? = nil
  ) -> HeadlessApp {
    launch(delegate, bundleContents: bundle.compiled, mainStoryboardName: mainStoryboardFile)
  }

  /// Launches an app whose bundle holds one storyboard, its main one.
  public static func launch(_ delegate: any UIApplicationDelegate, mainStoryboard: StoryboardFile)
    -> HeadlessApp
  {
    launch(
      delegate, bundle: AppBundle(storyboards: [mainStoryboard]), mainStoryboardFile: mainStoryboard.name)
  }
}

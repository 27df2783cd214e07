import ArticlesKit
import HeadlessInterfaceBuilder
import HeadlessUIKit

final class AppDelegate: UIResponder, UIApplicationDelegate, UIMainStoryboardFile, UIBundleNibFiles {
  var window: UIWindow?
  // Info.plist's UIMainStoryboardFile: the window shows its initial controller at launch.
  let mainStoryboard = makeMainStoryboard()
  // The nibs Xcode compiles into the app's bundle.
  let nibFiles = [makeArticlesViewNib(), makeArticleCellNib()]
}

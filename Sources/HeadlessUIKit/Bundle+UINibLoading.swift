import Foundation

extension Bundle {
  /// Instantiates the nib with that name, connecting File's Owner's outlets on `owner`, and
  /// returns its top-level objects, as UIKit's `NSBundle(UINibLoadingAdditions)`. A missing nib
  /// is a fault (and nil).
  @MainActor
  public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil)
    -> [Any]?
  {
    let objects = UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    return UIApplication.shared.bundleContents.nibs[name] == nil ? nil : objects
  }
}

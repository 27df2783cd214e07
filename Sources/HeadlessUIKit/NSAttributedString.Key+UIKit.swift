import Foundation

// The attribute keys UIKit adds to Foundation's, and Foundation on Linux lacks.

extension NSAttributedString.Key {
  /// The text's colour: a `UIColor`.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The text's background colour: a `UIColor`.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// The text's font: a `UIFont`.
  public static let font = NSAttributedString.Key("NSFont")
  /// Letter spacing in points: a number.
  public static let kern = NSAttributedString.Key("NSKern")
  /// A shadow (not rendered).
  public static let shadow = NSAttributedString.Key("NSShadow")
}

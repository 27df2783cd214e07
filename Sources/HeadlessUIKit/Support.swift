import Foundation

// What Foundation on Linux lacks and UIKit adds to Foundation's types.

extension IndexPath {
  /// An index path for a row in a table view section, as UIKit adds it to Foundation.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The section of a table view's row: the first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row in its section: the second index.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}

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

/// How text lines up horizontally in a label or a text field.
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}

/// How a label wraps or truncates its lines.
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping = 0
  case byCharWrapping
  case byClipping
  case byTruncatingHead
  case byTruncatingTail
  case byTruncatingMiddle
}

/// A number as the render writes it: no trailing ".0", at most three decimals.
func formatNumber(_ value: Double) -> String {
  if value.isNaN { return "nan" }
  let rounded = (value * 1000).rounded() / 1000
  if rounded == rounded.rounded() && abs(rounded) < 1e15 {
    return String(Int(rounded))
  }
  return String(rounded)
}

func formatNumber(_ value: CGFloat) -> String {
  formatNumber(Double(value))
}

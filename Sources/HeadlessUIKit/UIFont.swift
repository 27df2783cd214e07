import Foundation

/// A font, without glyphs: its family or text style, size and weight.
public final class UIFont: NSObject, Sendable {
  /// A font weight, as UIKit's `UIFont.Weight`.
  public struct Weight: Hashable, Sendable {
    public let rawValue: CGFloat
    let name: String

    public static let ultraLight = Weight(rawValue: -0.8, name: "ultraLight")
    public static let thin = Weight(rawValue: -0.6, name: "thin")
    public static let light = Weight(rawValue: -0.4, name: "light")
    public static let regular = Weight(rawValue: 0, name: "regular")
    public static let medium = Weight(rawValue: 0.23, name: "medium")
    public static let semibold = Weight(rawValue: 0.3, name: "semibold")
    public static let bold = Weight(rawValue: 0.4, name: "bold")
    public static let heavy = Weight(rawValue: 0.56, name: "heavy")
    public static let black = Weight(rawValue: 0.62, name: "black")
  }

  /// A Dynamic Type text style, as UIKit's `UIFont.TextStyle`.
  public struct TextStyle: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let largeTitle = TextStyle(rawValue: "largeTitle")
    public static let title1 = TextStyle(rawValue: "title1")
    public static let title2 = TextStyle(rawValue: "title2")
    public static let title3 = TextStyle(rawValue: "title3")
    public static let headline = TextStyle(rawValue: "headline")
    public static let subheadline = TextStyle(rawValue: "subheadline")
    public static let body = TextStyle(rawValue: "body")
    public static let callout = TextStyle(rawValue: "callout")
    public static let footnote = TextStyle(rawValue: "footnote")
    public static let caption1 = TextStyle(rawValue: "caption1")
    public static let caption2 = TextStyle(rawValue: "caption2")

    var pointSize: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title1: 28
      case .title2: 22
      case .title3: 20
      case .headline, .body: 17
      case .callout: 16
      case .subheadline: 15
      case .footnote: 13
      case .caption1: 12
      default: 11
      }
    }
  }

  /// The font's name: "system", "system bold", a text style or a family name.
  public let fontName: String
  public let pointSize: CGFloat

  private init(fontName: String, pointSize: CGFloat) {
    self.fontName = fontName
    self.pointSize = pointSize
  }

  /// A named font; every name is available (there are no glyphs to miss).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(fontName: fontName, pointSize: fontSize)
  }

  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(fontName: "system", pointSize: fontSize)
  }

  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(fontName: weight == .regular ? "system" : "system \(weight.name)", pointSize: fontSize)
  }

  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(fontName: "system italic", pointSize: fontSize)
  }

  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(fontName: style.rawValue, pointSize: style.pointSize)
  }

  /// The same font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(fontName: fontName, pointSize: fontSize)
  }

  public static var systemFontSize: CGFloat { 14 }
  public static var labelFontSize: CGFloat { 17 }

  override public func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return fontName == other.fontName && pointSize == other.pointSize
  }

  override public var hash: Int {
    var hasher = Hasher()
    hasher.combine(fontName)
    hasher.combine(pointSize)
    return hasher.finalize()
  }

  /// "system 17", "system bold 20", "headline 17", "Avenir-Heavy 18".
  override public var description: String { "\(fontName) \(formatNumber(pointSize))" }
}

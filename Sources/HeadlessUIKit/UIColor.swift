import Foundation

/// A colour, without pixels: its components, and its name when it is one of UIKit's named colours.
///
/// Equal colours have equal components; UIKit's dynamic system colours (`.systemBlue`, `.label`…)
/// are equal only to themselves, as in UIKit, where they adapt to light and dark mode. An
/// `NSObject`, as UIKit's is: equality is `isEqual(_:)`, which `==` calls.
public final class UIColor: NSObject, Sendable {
  /// Red, green, blue and alpha, each from 0 to 1.
  let red: Double
  let green: Double
  let blue: Double
  let alpha: Double
  /// The name of a dynamic system colour; nil for fixed colours.
  let systemName: String?

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = Self.clamped(red)
    self.green = Self.clamped(green)
    self.blue = Self.clamped(blue)
    self.alpha = Self.clamped(alpha)
    self.systemName = nil
    super.init()
  }

  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  private init(system name: String, red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red / 255
    self.green = green / 255
    self.blue = blue / 255
    self.alpha = alpha
    self.systemName = name
  }

  private static func clamped(_ component: CGFloat) -> Double {
    // Rounded so that colours computed in different ways but meaning the same compare equal.
    (min(max(Double(component), 0), 1) * 1_000_000).rounded() / 1_000_000
  }

  /// The same colour with another opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    if let systemName {
      return UIColor(
        system: systemName, red: red * 255, green: green * 255, blue: blue * 255,
        alpha: Self.clamped(alpha))
    }
    return UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour's components, as UIKit's `getRed(_:green:blue:alpha:)` gives them.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = CGFloat(self.red)
    green?.pointee = CGFloat(self.green)
    blue?.pointee = CGFloat(self.blue)
    alpha?.pointee = CGFloat(self.alpha)
    return true
  }

  override public func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return systemName == other.systemName && red == other.red && green == other.green
      && blue == other.blue && alpha == other.alpha
  }

  override public var hash: Int {
    var hasher = Hasher()
    hasher.combine(systemName)
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
    return hasher.finalize()
  }

  /// "white", "systemBlue", "rgb(235, 156, 77)", with " alpha 0.5" when not opaque.
  override public var description: String {
    let opacity = alpha == 1 ? "" : " alpha \(formatNumber(alpha))"
    if let systemName { return systemName + opacity }
    let bytes = [red, green, blue].map { Int(($0 * 255).rounded()) }
    if let name = Self.fixedNames.first(where: { $0.bytes == bytes })?.name {
      return name + opacity
    }
    if alpha == 0 { return "clear" }
    return "rgb(\(bytes[0]), \(bytes[1]), \(bytes[2]))" + opacity
  }

  private static let fixedNames: [(name: String, bytes: [Int])] = [
    ("black", [0, 0, 0]), ("white", [255, 255, 255]), ("red", [255, 0, 0]),
    ("green", [0, 255, 0]), ("blue", [0, 0, 255]), ("yellow", [255, 255, 0]),
    ("cyan", [0, 255, 255]), ("magenta", [255, 0, 255]), ("orange", [255, 128, 0]),
    ("purple", [128, 0, 128]), ("brown", [153, 102, 51]), ("gray", [128, 128, 128]),
    ("darkGray", [85, 85, 85]), ("lightGray", [170, 170, 170]),
  ]

  // Fixed colours.
  public static let black = UIColor(white: 0, alpha: 1)
  public static let white = UIColor(white: 1, alpha: 1)
  public static let clear = UIColor(white: 0, alpha: 0)
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  public static let gray = UIColor(white: 0.5, alpha: 1)
  public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
  public static let lightGray = UIColor(white: 2 / 3, alpha: 1)

  // Dynamic system colours, with their light-mode components.
  public static let systemBlue = UIColor(system: "systemBlue", red: 0, green: 122, blue: 255)
  public static let systemRed = UIColor(system: "systemRed", red: 255, green: 59, blue: 48)
  public static let systemGreen = UIColor(system: "systemGreen", red: 52, green: 199, blue: 89)
  public static let systemOrange = UIColor(system: "systemOrange", red: 255, green: 149, blue: 0)
  public static let systemYellow = UIColor(system: "systemYellow", red: 255, green: 204, blue: 0)
  public static let systemPink = UIColor(system: "systemPink", red: 255, green: 45, blue: 85)
  public static let systemPurple = UIColor(system: "systemPurple", red: 175, green: 82, blue: 222)
  public static let systemTeal = UIColor(system: "systemTeal", red: 48, green: 176, blue: 199)
  public static let systemIndigo = UIColor(system: "systemIndigo", red: 88, green: 86, blue: 214)
  public static let systemBrown = UIColor(system: "systemBrown", red: 162, green: 132, blue: 94)
  public static let systemGray = UIColor(system: "systemGray", red: 142, green: 142, blue: 147)
  public static let systemGray2 = UIColor(system: "systemGray2", red: 174, green: 174, blue: 178)
  public static let systemGray3 = UIColor(system: "systemGray3", red: 199, green: 199, blue: 204)
  public static let systemGray4 = UIColor(system: "systemGray4", red: 209, green: 209, blue: 214)
  public static let systemGray5 = UIColor(system: "systemGray5", red: 229, green: 229, blue: 234)
  public static let systemGray6 = UIColor(system: "systemGray6", red: 242, green: 242, blue: 247)
  public static let label = UIColor(system: "label", red: 0, green: 0, blue: 0)
  public static let secondaryLabel = UIColor(
    system: "secondaryLabel", red: 60, green: 60, blue: 67, alpha: 0.6)
  public static let tertiaryLabel = UIColor(
    system: "tertiaryLabel", red: 60, green: 60, blue: 67, alpha: 0.3)
  public static let placeholderText = UIColor(
    system: "placeholderText", red: 60, green: 60, blue: 67, alpha: 0.3)
  public static let link = UIColor(system: "link", red: 0, green: 122, blue: 255)
  public static let separator = UIColor(
    system: "separator", red: 60, green: 60, blue: 67, alpha: 0.29)
  public static let systemBackground = UIColor(
    system: "systemBackground", red: 255, green: 255, blue: 255)
  public static let secondarySystemBackground = UIColor(
    system: "secondarySystemBackground", red: 242, green: 242, blue: 247)
  public static let systemGroupedBackground = UIColor(
    system: "systemGroupedBackground", red: 242, green: 242, blue: 247)
  public static let secondarySystemGroupedBackground = UIColor(
    system: "secondarySystemGroupedBackground", red: 255, green: 255, blue: 255)
}

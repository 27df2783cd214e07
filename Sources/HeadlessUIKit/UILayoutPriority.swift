import Foundation

/// A constraint's priority, as UIKit's `UILayoutPriority`.
public struct UILayoutPriority: Hashable, Sendable, RawRepresentable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral
{
  public let rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(floatLiteral value: Float) { self.rawValue = value }
  public init(integerLiteral value: Int) { self.rawValue = Float(value) }

  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)
}

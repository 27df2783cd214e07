import Foundation

/// Keys for the controllers of a transition.
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = UITransitionContextViewControllerKey(rawValue: "from")
  public static let to = UITransitionContextViewControllerKey(rawValue: "to")
}

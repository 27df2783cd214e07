import Foundation

/// Keys for the views of a transition.
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = UITransitionContextViewKey(rawValue: "from")
  public static let to = UITransitionContextViewKey(rawValue: "to")
}

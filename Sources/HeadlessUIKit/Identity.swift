import Foundation

// UIKit's objects are NSObjects: equal only to themselves, and hashable by identity, so that
// `buttons.firstIndex(of: button)` and `Set<UIView>` read as with UIKit.

extension UIResponder: Hashable {
  nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIBarButtonItem: Hashable {
  nonisolated public static func == (lhs: UIBarButtonItem, rhs: UIBarButtonItem) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UINavigationItem: Hashable {
  nonisolated public static func == (lhs: UINavigationItem, rhs: UINavigationItem) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIAction: Hashable {
  nonisolated public static func == (lhs: UIAction, rhs: UIAction) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIAlertAction: Hashable {
  nonisolated public static func == (lhs: UIAlertAction, rhs: UIAlertAction) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIStoryboardSegue: Hashable {
  nonisolated public static func == (lhs: UIStoryboardSegue, rhs: UIStoryboardSegue) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

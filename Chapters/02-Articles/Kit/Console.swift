import WorldKit

/// Prints to the running World's console, as Swift's `print` prints to Xcode's: the chapter's
/// code calls `print(error)` exactly as the article does, and transcripts show what it printed.
@MainActor
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  ArticlesWorld.current.log.write(items.map { "\($0)" }.joined(separator: separator))
}

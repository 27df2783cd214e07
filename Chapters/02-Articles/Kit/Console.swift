import WorldKit

/// Prints to the running World's console, as Swift's `print` prints to Xcode's: the chapter's
/// code calls `print(error)` exactly as the article does, and transcripts show what it printed.
/// Outside a launched app (a unit test of a presenter with a stub model), it prints as Swift's.
@MainActor
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  let line = items.map { "\($0)" }.joined(separator: separator)
  guard let world = ArticlesWorld.$current else {
    Swift.print(line, terminator: terminator)
    return
  }
  world.log.write(line)
}

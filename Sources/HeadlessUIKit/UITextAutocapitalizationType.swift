import Foundation

/// What the keyboard capitalises, as UIKit's `UITextAutocapitalizationType` (nothing is, here).
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

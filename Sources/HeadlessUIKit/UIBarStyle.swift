import Foundation

/// A bar's style: `.black` bars have light content.
public enum UIBarStyle: Int, Sendable {
  case `default` = 0
  case black = 1
}

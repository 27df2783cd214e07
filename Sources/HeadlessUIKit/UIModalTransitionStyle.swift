import Foundation

/// The animation a presentation uses when there is no custom animator.
public enum UIModalTransitionStyle: Int, Sendable {
  case coverVertical = 0
  case flipHorizontal
  case crossDissolve
  case partialCurl
}

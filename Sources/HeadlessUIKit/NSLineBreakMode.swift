import Foundation

/// How a label wraps or truncates its lines.
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping = 0
  case byCharWrapping
  case byClipping
  case byTruncatingHead
  case byTruncatingTail
  case byTruncatingMiddle
}

import Foundation

/// The title of the keyboard's return key, as UIKit's `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

import Foundation
@_spi(Automation) @_spi(InterfaceBuilder) import HeadlessUIKit

/// An alert on screen (a `UIAlertController` in the `.alert` style).
public struct AlertSnapshot: Equatable, Sendable {
  public let title: String?
  public let message: String?
  /// The actions' titles, in the order they were added.
  public let actions: [String]

  @MainActor
  init(_ alert: UIAlertController) {
    title = alert.title
    message = alert.message
    actions = alert.actions.map { $0.title ?? "" }
  }
}

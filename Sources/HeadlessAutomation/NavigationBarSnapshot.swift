import Foundation
@_spi(Automation) @_spi(InterfaceBuilder) import HeadlessUIKit

/// A navigation bar on screen: what it shows for its top item.
public struct NavigationBarSnapshot: Equatable, Sendable, CustomStringConvertible {
  /// The top item's title, or nil when it has none.
  public let title: String?
  /// The buttons, left to right, as the render writes them: "‹ Back", "[Edit]", "[Save · disabled]".
  public let items: [String]
  /// The bar as the render's line writes it, after "navigation bar: ":
  /// `[Cancel]  "New Meal"  [Save · disabled]`.
  public let description: String
  /// Its colours and styles, as the render's second line for the bar writes them:
  /// `bar tint rgb(235, 156, 77) · tint white · title [foregroundColor white]`.
  public let look: String

  @MainActor
  init(_ navigationBar: UINavigationBar) {
    let parts = ScreenRenderer.navigationBarParts(navigationBar)
    look = ScreenRenderer.navigationBarLook(navigationBar)
    title = NavigationBarContent(navigationBar).title
    items = parts.leading + parts.trailing
    description = (parts.leading + [parts.title] + parts.trailing).joined(separator: "  ")
  }
}

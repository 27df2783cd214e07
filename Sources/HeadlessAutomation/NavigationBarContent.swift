import Foundation
@_spi(Automation) @_spi(InterfaceBuilder) import HeadlessUIKit

/// What a navigation bar shows for its top item.
@MainActor
struct NavigationBarContent {
  let backButtonTitle: String?
  let leftItems: [UIBarButtonItem]
  let title: String?
  let titleView: UIView?
  let rightItems: [UIBarButtonItem]

  init(_ bar: UINavigationBar) {
    let stack = bar.items ?? []
    let item = stack.last
    leftItems = (item?.leftBarButtonItems ?? []).filter { !$0.isHidden }
    // UIKit lays right items out from the edge inwards: the first is the rightmost.
    rightItems = (item?.rightBarButtonItems ?? []).reversed().filter { !$0.isHidden }
    title = item?.title
    titleView = item?.titleView
    // The back button shows when there is a controller to go back to, unless hidden or replaced
    // by left items; it is titled with the previous controller's title, or "Back".
    if stack.count >= 2, let item, !item.hidesBackButton,
      leftItems.isEmpty || item.leftItemsSupplementBackButton
    {
      let previous = stack[stack.count - 2]
      let candidates = [previous.backBarButtonItem?.title, previous.backButtonTitle, previous.title]
      backButtonTitle = candidates.compactMap { $0 }.first { !$0.isEmpty } ?? "Back"
    } else {
      backButtonTitle = nil
    }
  }
}

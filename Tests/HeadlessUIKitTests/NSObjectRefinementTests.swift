import Foundation
import HeadlessUIKit
import Testing

/// UIKit's delegates and data sources refine `NSObjectProtocol` and `UIResponder` is an
/// `NSObject`, so that a lesson class adopting one of them has to inherit `NSObject` here as it
/// has to in Xcode (`class UpcomingTaskDataManagerTableViewAdapter: NSObject, UITableViewDataSource`).
///
/// The compiler makes the check: an existential converts to `any NSObjectProtocol` only while its
/// protocol refines it, and `UIResponder` to `NSObject` only while it inherits it. Should one
/// stop doing so, this file no longer compiles, and the error names the line of that protocol.
/// (A generic `<T: NSObjectProtocol>` cannot take a protocol's existential, hence conversions.)
@MainActor
struct NSObjectRefinementTests {
  @Test func delegatesAndDataSourcesRefineNSObjectProtocolAndResponderIsAnNSObject() {
    let conversions: [Any] = [
      { (dataSource: any UITableViewDataSource) -> any NSObjectProtocol in dataSource },
      { (delegate: any UITableViewDelegate) -> any NSObjectProtocol in delegate },
      { (delegate: any UIScrollViewDelegate) -> any NSObjectProtocol in delegate },
      { (delegate: any UITextFieldDelegate) -> any NSObjectProtocol in delegate },
      { (delegate: any UIApplicationDelegate) -> any NSObjectProtocol in delegate },
      { (delegate: any UINavigationControllerDelegate) -> any NSObjectProtocol in delegate },
      { (delegate: any UIViewControllerTransitioningDelegate) -> any NSObjectProtocol in delegate },
      { (animator: any UIViewControllerAnimatedTransitioning) -> any NSObjectProtocol in animator },
      { (context: any UIViewControllerContextTransitioning) -> any NSObjectProtocol in context },
      { (responder: UIResponder) -> NSObject in responder },
    ]
    #expect(conversions.count == 10)
  }

  /// What inheriting NSObject brings at run time: equality and hashing by identity, for every
  /// responder (views, controllers) as for UIKit's.
  @Test func respondersAreEqualOnlyToThemselves() {
    let view = UIView()
    let controller = UIViewController()
    let responders: [NSObject] = [view, UIView(), controller, UIViewController()]
    #expect(view.isEqual(view) && !view.isEqual(responders[1]))
    #expect(Set(responders + [view, controller]).count == 4)
    #expect(responders.firstIndex(of: controller) == 2)
  }
}

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
    func dataSource(_ object: any UITableViewDataSource) -> any NSObjectProtocol { object }
    func tableDelegate(_ object: any UITableViewDelegate) -> any NSObjectProtocol { object }
    func scrollDelegate(_ object: any UIScrollViewDelegate) -> any NSObjectProtocol { object }
    func textFieldDelegate(_ object: any UITextFieldDelegate) -> any NSObjectProtocol { object }
    func appDelegate(_ object: any UIApplicationDelegate) -> any NSObjectProtocol { object }
    func navigationDelegate(_ object: any UINavigationControllerDelegate) -> any NSObjectProtocol { object }
    func transitioningDelegate(_ object: any UIViewControllerTransitioningDelegate) -> any NSObjectProtocol {
      object
    }
    func animator(_ object: any UIViewControllerAnimatedTransitioning) -> any NSObjectProtocol { object }
    func context(_ object: any UIViewControllerContextTransitioning) -> any NSObjectProtocol { object }
    func responder(_ object: UIResponder) -> NSObject { object }
    let conversions: [Any] = [
      dataSource, tableDelegate, scrollDelegate, textFieldDelegate, appDelegate, navigationDelegate,
      transitioningDelegate, animator, context, responder,
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

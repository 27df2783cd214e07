/// A finding the suite expects while a fix is on its way or reported: its rule, a piece of its
/// text that singles it out, and who fixes it. A deviation that matches nothing any more fails
/// the suite, so the list only shrinks.
struct KnownDeviation: Sendable {
  let rule: SurfaceFinding.Rule
  let matching: String
  let why: String

  func covers(_ finding: SurfaceFinding) -> Bool {
    finding.rule == rule && finding.description.contains(matching)
  }

  static let all: [KnownDeviation] = [
    // Reported: classes that are NSObjects in UIKit and Core Data but not here (h1 made
    // UIResponder, UIColor, UIFont, UIImage, UIAlertAction, UINavigationItem… NSObjects).
    KnownDeviation(
      rule: .sameAsUIKit, matching: " : NSObject`, written `",
      why: "reported: UIContextualAction, UIStoryboard, UIStoryboardUnwindSegueSource, UINib, UIScreen, "
        + "NSLayoutConstraint and Core Data's context, coordinator, store, model, descriptions and "
        + "fetched-results controller are not NSObjects"),
    // Reported: HeadlessUIKit's hierarchy lacks UIKit's abstract superclasses.
    KnownDeviation(
      rule: .sameAsUIKit, matching: "UIMenuElement",
      why: "reported: no UIMenuElement above UIAction and UIMenu"),
    KnownDeviation(
      rule: .sameAsUIKit, matching: "UIBarItem", why: "reported: no UIBarItem above UIBarButtonItem"),
    KnownDeviation(
      rule: .sameAsUIKit, matching: "NSPersistentStoreRequest",
      why: "reported: no NSPersistentStoreRequest above NSFetchRequest"),
    KnownDeviation(
      rule: .sameAsUIKit, matching: "UIAccessibilityIdentification:",
      why: "reported: accessibilityIdentifier is UIView's and UIBarButtonItem's, not a protocol's"),
    KnownDeviation(
      rule: .sameAsUIKit, matching: "UIActionHandler:", why: "reported: UIAction's handler type is spelt out"),
    KnownDeviation(
      rule: .sameAsUIKit, matching: "UIAction.init(title:image:identifier:discoverabilityTitle:",
      why: "reported: UIAction's initialiser lacks discoverabilityTitle, attributes and state"),
    KnownDeviation(
      rule: .sameAsUIKit, matching: "UIMenu.init(title:image:identifier:options:children:)",
      why: "reported: UIMenu's initialiser lacks image, identifier and options"),
    // The data model's translation: TaskModel.swift stands for TaskModel.xcdatamodeld.
    KnownDeviation(
      rule: .listed, matching: "Kit/TaskModel.swift:",
      why: "reported: the model editor's translation; renamed TaskModel.xcdatamodeld.swift it is exempt"),
  ]
}

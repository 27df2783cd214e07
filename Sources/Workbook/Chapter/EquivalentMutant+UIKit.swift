/// The equivalent mutants every chapter meets, with the book's one reason for each, so that a
/// chapter declares them without wording them again.
extension EquivalentMutant {
  /// The call to `super.viewDidLoad()` dropped from an override. UIKit's documentation of
  /// `viewDidLoad()` asks nothing of an override, where it says "you must call super" of
  /// `viewWillAppear(_:)`, `viewDidAppear(_:)`, their disappearing twins and
  /// `didReceiveMemoryWarning()` (HeadlessUIKit faults when those are not called, so dropping
  /// them is killed, never declared).
  public static func droppedSuperViewDidLoad(variant: VariantID, file: String, line: Int) -> EquivalentMutant
  {
    EquivalentMutant(
      variant: variant, file: file, line: line, original: "super.viewDidLoad()", replacement: "",
      reason: superViewDidLoadReason)
  }

  /// Why dropping `super.viewDidLoad()` is equivalent.
  public static let superViewDidLoadReason =
    "UIViewController's viewDidLoad() is documented as a hook for the subclass, with no work of its own "
    + "and no call to super required (unlike viewWillAppear(_:) and its siblings, which HeadlessUIKit "
    + "checks): an override that skips it loads the same view"
}

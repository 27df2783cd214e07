import HeadlessAutomation
import HeadlessUIKit
import Testing

/// What a star of a rating control says to VoiceOver.
final class StarController: UIViewController {
  let star = UIButton()

  override func viewDidLoad() {
    super.viewDidLoad()
    star.setImage(UIImage(named: "filledStar"), for: .normal)
    star.accessibilityLabel = "Set 3 star rating"
    star.accessibilityValue = "3 stars set."
    star.accessibilityHint = "Tap to reset the rating to zero."
    star.isSelected = true
    let caption = UILabel()
    caption.text = "Rating"
    caption.accessibilityValue = "Rating"
    view.addSubview(star)
    view.addSubview(caption)
    view.addSubview(UIImageView(image: UIImage(named: "meal1")))
  }
}

/// The automation face reads what VoiceOver reads: label, value, hint and traits, as XCUITest's
/// `label`, `value` and `elementType`; the render shows a value that says more than the view.
@MainActor
struct AccessibilityTests {
  @Test("An element reads its label, value, hint and its kind's traits, its state included")
  func readsWhatVoiceOverReads() {
    let controller = StarController()
    let app = HeadlessApp.launch(RootDelegate(root: controller))
    #expect(
      app.element("Set 3 star rating")
        == ElementSnapshot(
          kind: "button", isEnabled: true, label: "Set 3 star rating", value: "3 stars set.",
          hint: "Tap to reset the rating to zero.", traits: [.button, .selected]))
    controller.star.isEnabled = false
    controller.star.isSelected = false
    #expect(app.element("Set 3 star rating")?.traits == [.button, .notEnabled])
    controller.star.accessibilityTraits = .adjustable
    #expect(app.element("Set 3 star rating")?.traits == .adjustable, "set traits replace the kind's")
    #expect(app.element("Rating")?.traits == .staticText)
    #expect(app.element("meal1")?.traits == .image)
  }

  @Test("A disabled alert action reads as a button that is not enabled, as a disabled button does")
  func disabledAlertActionIsNotEnabled() {
    let controller = StarController()
    let app = HeadlessApp.launch(RootDelegate(root: controller))
    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    let delete = UIAlertAction(title: "Delete", style: .destructive)
    delete.isEnabled = false
    alert.addAction(delete)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    controller.present(alert, animated: false)
    #expect(app.element("Delete")?.traits == [.button, .notEnabled])
    #expect(app.element("Cancel")?.traits == .button)
  }

  @Test("Elements are found by what they read: a value, a trait")
  func findsByAccessibility() {
    let app = HeadlessApp.launch(RootDelegate(root: StarController()))
    #expect(app.elements { $0.value == "3 stars set." }.map(\.label) == ["Set 3 star rating"])
    #expect(app.elements { $0.traits.contains(.staticText) }.map(\.label) == ["Rating"])
  }

  @Test("The render shows a value where it differs from what the view shows")
  func renderShowsTheValue() {
    let app = HeadlessApp.launch(RootDelegate(root: StarController()))
    let render = app.render()
    #expect(render.contains(#"button image filledStar [selected] · value "3 stars set.""#), "\(render)")
    #expect(render.contains(#"label "Rating""#) && !render.contains(#"value "Rating""#), "\(render)")
  }
}

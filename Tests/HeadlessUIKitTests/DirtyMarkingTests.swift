import Foundation
@_spi(Automation) import HeadlessUIKit
import Testing

/// The kept screen's dirty marking: every change the render shows drops what the changed view
/// and the views containing it kept, and nothing of a view beside it.
@MainActor
struct DirtyMarkingTests {
  /// One kind of change, made on a view inside a stack inside a container.
  struct Change: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let make: @MainActor @Sendable (UIView) -> Void
    let view: @MainActor @Sendable () -> UIView
  }

  nonisolated static let changes: [Change] = [
    Change(testDescription: "a label's text", make: { ($0 as! UILabel).text = "Soup" }, view: { UILabel() }),
    Change(
      testDescription: "a label's colour", make: { ($0 as! UILabel).textColor = .red }, view: { UILabel() }),
    Change(
      testDescription: "a label's font", make: { ($0 as! UILabel).font = .boldSystemFont(ofSize: 20) },
      view: { UILabel() }),
    Change(testDescription: "hiding", make: { $0.isHidden = true }, view: { UIView() }),
    Change(testDescription: "the alpha", make: { $0.alpha = 0.5 }, view: { UIView() }),
    Change(testDescription: "the background", make: { $0.backgroundColor = .white }, view: { UIView() }),
    Change(testDescription: "the tint", make: { $0.tintColor = .red }, view: { UIView() }),
    Change(
      testDescription: "the accessibility value", make: { $0.accessibilityValue = "3" }, view: { UIView() }),
    Change(testDescription: "a subview added", make: { $0.addSubview(UILabel()) }, view: { UIView() }),
    Change(
      testDescription: "an image", make: { ($0 as! UIImageView).image = UIImage(named: "meal1") },
      view: { UIImageView() }),
    Change(
      testDescription: "a button's title", make: { ($0 as! UIButton).setTitle("Save", for: .normal) },
      view: { UIButton() }),
    Change(
      testDescription: "a button's image",
      make: { ($0 as! UIButton).setImage(UIImage(named: "star"), for: .normal) },
      view: { UIButton() }),
    Change(testDescription: "enabling", make: { ($0 as! UIControl).isEnabled = false }, view: { UIButton() }),
    Change(
      testDescription: "selecting", make: { ($0 as! UIControl).isSelected = true }, view: { UIButton() }),
    Change(
      testDescription: "highlighting", make: { ($0 as! UIControl).isHighlighted = true }, view: { UIButton() }
    ),
    Change(
      testDescription: "a switch turned on", make: { ($0 as! UISwitch).isOn = true }, view: { UISwitch() }),
    Change(
      testDescription: "a stack's axis", make: { ($0 as! UIStackView).axis = .vertical },
      view: { UIStackView() }),
    Change(
      testDescription: "a stack's arranged subview",
      make: { ($0 as! UIStackView).addArrangedSubview(UILabel()) }, view: { UIStackView() }),
  ]

  @Test(arguments: changes)
  func aChangeDropsWhatTheViewAndItsContainersKept(change: Change) {
    let container = UIView()
    let stack = UIStackView()
    let changed = change.view()
    let beside = UILabel()
    container.addSubview(stack)
    stack.addArrangedSubview(changed)
    stack.addArrangedSubview(beside)
    for view in [container, stack, changed, beside] { view.keptRender.line = "kept" }
    change.make(changed)
    #expect([container, stack, changed].map(\.keptRender.line) == [nil, nil, nil])
    #expect(beside.keptRender.line == "kept")
  }

  @Test func aViewRemovedDropsWhatItsFormerContainersKept() {
    let container = UIView()
    let stack = UIView()
    let label = UILabel()
    container.addSubview(stack)
    stack.addSubview(label)
    container.keptRender.line = "kept"
    stack.keptRender.line = "kept"
    label.removeFromSuperview()
    #expect([container, stack].map(\.keptRender.line) == [nil, nil])
  }
}

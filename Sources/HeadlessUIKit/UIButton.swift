import Foundation

/// A button, as UIKit's `UIButton`: titles and images per state.
@MainActor
open class UIButton: UIControl {
  public enum ButtonType: Int, Sendable {
    case custom = 0
    case system = 1
    case detailDisclosure, infoLight, infoDark, contactAdd, close
  }

  public private(set) var buttonType: ButtonType = .custom
  private var titles: [UInt: String] = [:] {
    didSet { setNeedsDisplay() }
  }
  private var images: [UInt: UIImage] = [:] {
    didSet { setNeedsDisplay() }
  }
  private var titleColors: [UInt: UIColor] = [:]

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// A system button that runs `primaryAction` when tapped, titled with the action's title.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction {
      addAction(primaryAction, for: .primaryActionTriggered)
      if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
      if let image = primaryAction.image { setImage(image, for: .normal) }
    }
  }

  override var standardAccessibilityTraits: UIAccessibilityTraits {
    var traits: UIAccessibilityTraits = .button
    if isSelected { traits.insert(.selected) }
    if !isEnabled { traits.insert(.notEnabled) }
    return traits
  }

  open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title }
  open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image }
  open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }

  /// The title for a state: the state's own, else the normal state's, as in UIKit.
  open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }
  open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }
  open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }

  open var currentTitle: String? { title(for: state) }
  open var currentImage: UIImage? { image(for: state) }
  open var currentTitleColor: UIColor { titleColor(for: state) ?? tintColor }

  private var storedTitleLabel: UILabel?
  /// The label showing the current title (its font and colour may be set).
  open var titleLabel: UILabel? {
    let label = storedTitleLabel ?? UILabel()
    storedTitleLabel = label
    label.text = currentTitle
    return label
  }
}

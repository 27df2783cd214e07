import Foundation

/// A view that sends actions on events, as UIKit's `UIControl`, with `UIAction` closures in
/// place of Objective-C target–action pairs.
@MainActor
open class UIControl: UIView {
  /// The events a control sends.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// A control's state, for state-dependent titles and images.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
  }

  open var isEnabled = true
  open var isSelected = false
  open var isHighlighted = false

  open var state: State {
    var state: State = .normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  private var actions: [(action: UIAction, events: Event)] = []

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }

  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
    actions = actions.compactMap { entry in
      guard entry.action.identifier == actionIdentifier else { return entry }
      let remaining = entry.events.subtracting(controlEvents)
      return remaining.isEmpty ? nil : (entry.action, remaining)
    }
  }

  /// Whether an action is registered for any of these events.
  func hasActions(for controlEvents: Event) -> Bool {
    actions.contains { !$0.events.isDisjoint(with: controlEvents) }
  }

  /// Runs the actions registered for these events, in the order they were added; a tap also
  /// performs the storyboard segue the control triggers, as an IB action segue would.
  open func sendActions(for controlEvents: Event) {
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
      entry.action.perform(sender: self)
    }
    if !controlEvents.isDisjoint(with: [.touchUpInside, .primaryActionTriggered]), !(self is UITextField) {
      StoryboardTriggers.controlTapped(self)
    }
  }

  open func sendAction(_ action: UIAction) {
    action.perform(sender: self)
  }

  /// What a finger's tap does to this control.
  func simulateTap() {
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
  }
}

/// A button, as UIKit's `UIButton`: titles and images per state.
@MainActor
open class UIButton: UIControl {
  public enum ButtonType: Int, Sendable {
    case custom = 0
    case system = 1
    case detailDisclosure, infoLight, infoDark, contactAdd, close
  }

  public private(set) var buttonType: ButtonType = .custom
  private var titles: [UInt: String] = [:]
  private var images: [UInt: UIImage] = [:]
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

/// A text label, as UIKit's `UILabel`.
@MainActor
open class UILabel: UIView {
  open var text: String?
  open var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0) } }
    set { text = newValue?.string }
  }
  open var textColor: UIColor! = .label
  open var font: UIFont! = .systemFont(ofSize: 17)
  open var textAlignment: NSTextAlignment = .natural
  open var numberOfLines = 1
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  open var adjustsFontSizeToFitWidth = false
  open var isEnabled = true
}

/// An image view, as UIKit's `UIImageView`.
@MainActor
open class UIImageView: UIView {
  open var image: UIImage?
  open var highlightedImage: UIImage?
  open var isHighlighted = false

  public init(image: UIImage?) {
    self.image = image
    super.init(frame: .zero)
    isUserInteractionEnabled = false
  }

  public init(image: UIImage?, highlightedImage: UIImage?) {
    self.image = image
    self.highlightedImage = highlightedImage
    super.init(frame: .zero)
    isUserInteractionEnabled = false
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }
}

/// An on/off switch, as UIKit's `UISwitch`.
@MainActor
open class UISwitch: UIControl {
  open var isOn = false
  open var onTintColor: UIColor?

  open func setOn(_ on: Bool, animated: Bool) { isOn = on }

  override func simulateTap() {
    isOn.toggle()
    sendActions(for: [.valueChanged, .primaryActionTriggered])
  }
}

/// A view that lines up its arranged subviews, as UIKit's `UIStackView`.
@MainActor
open class UIStackView: UIView {
  public enum Distribution: Int, Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  public enum Alignment: Int, Sendable {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
    public static let top = Alignment.leading
    public static let bottom = Alignment.trailing
  }

  public private(set) var arrangedSubviews: [UIView] = []
  open var axis: NSLayoutConstraint.Axis = .horizontal
  open var spacing: CGFloat = 0
  open var distribution: Distribution = .fill
  open var alignment: Alignment = .fill
  open var isLayoutMarginsRelativeArrangement = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init(coder: NSCoder) {
    super.init(frame: .zero)
  }

  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Adds a view to the arrangement and as a subview.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(stackIndex, arrangedSubviews.count))
    if view.superview !== self { addSubview(view) }
  }

  /// Removes a view from the arrangement only: it stays a subview until
  /// `removeFromSuperview()`, as in UIKit.
  open func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
  }

  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    arrangedSubviews.removeAll { $0 === subview }
  }
}

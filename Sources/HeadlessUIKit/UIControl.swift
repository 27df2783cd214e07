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

  open var isEnabled = true {
    didSet { setNeedsDisplay() }
  }
  open var isSelected = false {
    didSet { setNeedsDisplay() }
  }
  open var isHighlighted = false {
    didSet { setNeedsDisplay() }
  }

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
  @_spi(Automation) public func simulateTap() {
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
  }
}

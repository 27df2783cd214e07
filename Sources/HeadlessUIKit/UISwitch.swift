import Foundation

/// An on/off switch, as UIKit's `UISwitch`.
@MainActor
open class UISwitch: UIControl {
  open var isOn = false {
    didSet { setNeedsDisplay() }
  }
  open var onTintColor: UIColor?

  open func setOn(_ on: Bool, animated: Bool) { isOn = on }

  @_spi(Automation) public override func simulateTap() {
    isOn.toggle()
    sendActions(for: [.valueChanged, .primaryActionTriggered])
  }
}

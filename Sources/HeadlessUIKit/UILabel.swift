import Foundation

/// A text label, as UIKit's `UILabel`.
@MainActor
open class UILabel: UIView {
  open var text: String? {
    didSet { if UILabel.marksTextChangesForTesting { setNeedsDisplay() } }
  }
  /// A test-only switch: false, a label's new text leaves the render it kept, as a dirty marking
  /// that misses one kind of change would; the fuzzer's self-check must then go red.
  @_spi(Automation) public static var marksTextChangesForTesting = true
  open var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0) } }
    set { text = newValue?.string }
  }
  open var textColor: UIColor! = .label {
    didSet { setNeedsDisplay() }
  }
  open var font: UIFont! = .systemFont(ofSize: 17) {
    didSet { setNeedsDisplay() }
  }
  open var textAlignment: NSTextAlignment = .natural
  open var numberOfLines = 1
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  open var adjustsFontSizeToFitWidth = false
  open var isEnabled = true

  override var standardAccessibilityTraits: UIAccessibilityTraits {
    isEnabled ? .staticText : [.staticText, .notEnabled]
  }
}

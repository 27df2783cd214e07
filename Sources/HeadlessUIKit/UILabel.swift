import Foundation

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

  override var standardAccessibilityTraits: UIAccessibilityTraits {
    isEnabled ? .staticText : [.staticText, .notEnabled]
  }
}

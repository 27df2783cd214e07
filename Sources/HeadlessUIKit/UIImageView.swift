import Foundation

/// An image view, as UIKit's `UIImageView`.
@MainActor
open class UIImageView: UIView {
  open var image: UIImage? {
    didSet { setNeedsDisplay() }
  }
  open var highlightedImage: UIImage?
  open var isHighlighted = false

  override var standardAccessibilityTraits: UIAccessibilityTraits { .image }

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

import Foundation

/// A horizontal position: leading, trailing, left, right, centre X.
@MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

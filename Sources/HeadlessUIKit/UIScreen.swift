import Foundation

/// The screen: an iPhone's, 390 × 844 points.
@MainActor
public final class UIScreen {
  public static let main = UIScreen()
  public let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
  public let scale: CGFloat = 3
  private init() {}
}

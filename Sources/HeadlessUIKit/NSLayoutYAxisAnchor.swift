import Foundation

/// A vertical position: top, bottom, centre Y, baselines.
@MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

import Foundation

/// A number as the render writes it: no trailing ".0", at most three decimals.
@_spi(Automation) public func formatNumber(_ value: Double) -> String {
  if value.isNaN { return "nan" }
  let rounded = (value * 1000).rounded() / 1000
  if rounded == rounded.rounded() && abs(rounded) < 1e15 {
    return String(Int(rounded))
  }
  return String(rounded)
}

@_spi(Automation) public func formatNumber(_ value: CGFloat) -> String {
  formatNumber(Double(value))
}

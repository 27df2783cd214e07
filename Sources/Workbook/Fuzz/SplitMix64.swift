/// A small deterministic pseudo-random generator (Steele, Lea and Flood's SplitMix64): a seed
/// gives the same numbers on every machine and every run, which a generated scenario must.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<count`.
  public mutating func below(_ count: Int) -> Int {
    Int(next() % UInt64(count))
  }

  /// One of the elements, or nil when there are none.
  public mutating func pick<Element>(_ elements: [Element]) -> Element? {
    elements.isEmpty ? nil : elements[below(elements.count)]
  }
}

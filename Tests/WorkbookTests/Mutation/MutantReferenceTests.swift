import MutantSwitch
import Testing

/// What a dropped-`weak` mutant plants: a reference that is weak unless its mutant runs.
/// Serialized: the switch is the process's, and these tests set it.
@Suite(.serialized)
struct MutantReferenceTests {
  final class Referent {}

  final class Holder {
    @MutantReference(7) var referent: Referent? = nil
  }

  /// Whether the holder still holds its referent once nothing else does, with this mutant on.
  static func keepsItsReferent(whileMutantRuns active: Int) -> Bool {
    MutantSwitch.active = active
    defer { MutantSwitch.active = 0 }
    let holder = Holder()
    var referent: Referent? = Referent()
    weak let watched = referent
    holder.referent = referent
    #expect(holder.referent === referent)
    referent = nil
    #expect((holder.referent != nil) == (watched != nil))
    return watched != nil
  }

  @Test(arguments: [(0, false), (8, false), (7, true)])
  func isWeakUnlessItsMutantRuns(_ active: Int, _ keeps: Bool) {
    #expect(Self.keepsItsReferent(whileMutantRuns: active) == keeps)
  }

  @Test func theSwitchNamesOneMutant() {
    MutantSwitch.active = 3
    defer { MutantSwitch.active = 0 }
    #expect(MutantSwitch.isActive(3))
    #expect(!MutantSwitch.isActive(0))
    #expect(!MutantSwitch.isActive(4))
  }
}

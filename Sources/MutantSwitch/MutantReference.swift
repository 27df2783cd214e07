/// A stored reference that is weak as written, and strong while its mutant runs: what a planted
/// "drop `weak`" mutant puts in place of `weak var`. `@MutantReference(7) var ui: (any MealsUI)? = nil`
/// keeps the reference weakly when `MutantSwitch.active` is not 7, as the original did, and also
/// strongly when it is, so the cycle the `weak` broke is back.
///
/// It holds `AnyObject` and casts back, rather than constraining `Referent` to `AnyObject`: a
/// class-bound protocol's existential (`any MealsUI`) does not satisfy that constraint.
@propertyWrapper
public struct MutantReference<Referent> {
  private weak var weakReferent: AnyObject?
  private var strongReferent: AnyObject?
  private let id: Int

  public init(wrappedValue: Referent?, _ id: Int) {
    self.id = id
    self.wrappedValue = wrappedValue
  }

  public var wrappedValue: Referent? {
    get { (MutantSwitch.isActive(id) ? strongReferent : weakReferent) as? Referent }
    set {
      weakReferent = newValue.map { $0 as AnyObject }
      strongReferent = MutantSwitch.isActive(id) ? newValue.map { $0 as AnyObject } : nil
    }
  }
}

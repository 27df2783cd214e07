import SwiftScanning

extension SwiftDeclaration {
  /// A class, struct, enum or actor.
  var isType: Bool {
    if case .type = kind { return true }
    return false
  }
}

import SwiftScanning

extension SwiftSourceFile {
  /// The braces of every type and extension the file declares (and protocol, if asked), with the
  /// type's qualified name (an extension's is the type it extends), outermost first.
  func typeRegions(includingProtocols: Bool = false) -> [(name: String, open: Int, close: Int)] {
    declarations.compactMap { declaration in
      let counted =
        declaration.isType || declaration.kind == .extension
        || (includingProtocols && declaration.kind == .protocol)
      guard counted, let body = declaration.body else { return nil }
      return (TypeMap.qualifiedName(of: declaration, in: self), body.open, body.close)
    }
  }
}

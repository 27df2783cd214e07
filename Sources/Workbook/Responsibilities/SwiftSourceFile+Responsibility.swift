import SwiftScanning

extension SwiftSourceFile {
  /// The braces of every type and extension the file declares, with the type's qualified name
  /// (an extension's is the type it extends).
  func typeRegions() -> [(name: String, open: Int, close: Int)] {
    declarations.compactMap { declaration in
      guard declaration.isType || declaration.kind == .extension, let body = declaration.body else {
        return nil
      }
      return (TypeMap.qualifiedName(of: declaration, in: self), body.open, body.close)
    }
  }
}

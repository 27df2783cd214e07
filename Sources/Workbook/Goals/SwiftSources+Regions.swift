import SwiftScanning

extension SwiftSources {
  /// The stretches of source a scope names, or why it names nothing.
  func regions(_ scope: SourceScope) -> Result<[SourceRegion], MissingScope> {
    switch scope {
    case .everywhere:
      return .success(files.map(\.wholeFile))
    case .everywhereBut(let names):
      return .success(
        files.filter { file in !names.contains { file.path == $0 || file.path.hasSuffix("/" + $0) } }
          .map(\.wholeFile))
    case .file(let name):
      let found = files.filter { $0.path == name || $0.path.hasSuffix("/" + name) }
      guard !found.isEmpty else {
        return .failure(MissingScope(description: "no file \(name) in the sources"))
      }
      return .success(found.map(\.wholeFile))
    case .type(let name):
      let found = typeRegions(name)
      guard !found.isEmpty else {
        return .failure(MissingScope(description: "no type \(name) in the sources"))
      }
      return .success(found)
    case .function(let name, let typeName):
      let types = typeRegions(typeName)
      guard !types.isEmpty else {
        return .failure(MissingScope(description: "no type \(typeName) in the sources"))
      }
      let found = types.flatMap { type in
        type.declarationsInside(membersOnly: true).compactMap { file, declaration -> SourceRegion? in
          guard declaration.kind == .function, Glob(name).matches(declaration.name) else { return nil }
          return file.region(of: declaration, name: declaration.label)
        }
      }
      guard !found.isEmpty else {
        return .failure(
          MissingScope(
            description: name == "*" ? "\(typeName) has no methods" : "no func \(name)() in \(typeName)"))
      }
      return .success(found)
    }
  }

  /// Every declaration and extension of the types a name (or `*` pattern) names.
  private func typeRegions(_ name: String) -> [SourceRegion] {
    declarations.compactMap { file, declaration in
      switch declaration.kind {
      case .type, .extension:
        guard Glob(name).matches(declaration.name) else { return nil }
        return file.region(of: declaration, name: declaration.name)
      default:
        return nil
      }
    }
  }
}

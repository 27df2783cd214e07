import SwiftScanning

/// What declaration a `declares` check looks for. Names may use `*` for any run of characters.
public struct DeclarationPattern: Sendable, Equatable, CustomStringConvertible {
  public enum Kind: String, Sendable {
    /// A class, struct, enum or actor.
    case type
    case `protocol`
    /// A `func` (or `init`).
    case function
    /// A `var` or `let`.
    case property
  }

  public let kind: Kind
  public let name: String
  /// For types: the name of a protocol that one of the type's declarations or extensions adopts,
  /// which must be declared in the same sources (`"*"`: any protocol of the variant's own).
  public let conformance: String?
  /// Whether it must be `private` or `fileprivate`.
  public let isPrivate: Bool

  /// A class, struct, enum or actor; with `conformingTo`, one that adopts (in its declaration or
  /// an extension) a protocol of that name declared in the same sources.
  public static func type(_ name: String, conformingTo protocolName: String? = nil) -> DeclarationPattern {
    DeclarationPattern(kind: .type, name: name, conformance: protocolName, isPrivate: false)
  }

  public static func `protocol`(_ name: String) -> DeclarationPattern {
    DeclarationPattern(kind: .protocol, name: name, conformance: nil, isPrivate: false)
  }

  public static func function(_ name: String, isPrivate: Bool = false) -> DeclarationPattern {
    DeclarationPattern(kind: .function, name: name, conformance: nil, isPrivate: isPrivate)
  }

  public static func property(_ name: String, isPrivate: Bool = false) -> DeclarationPattern {
    DeclarationPattern(kind: .property, name: name, conformance: nil, isPrivate: isPrivate)
  }

  /// "protocol named *Storage", "type conforming to a protocol declared in these sources",
  /// "private property textField".
  public var description: String {
    var text = isPrivate ? "private " : ""
    switch kind {
    case .type: text += name == "*" ? "type" : "type named \(name)"
    case .protocol: text += name == "*" ? "protocol" : "protocol named \(name)"
    case .function: text += "func \(name)()"
    case .property: text += "property \(name)"
    }
    if let conformance {
      text +=
        conformance == "*"
        ? " conforming to a protocol declared in these sources"
        : " conforming to a protocol named \(conformance) declared in these sources"
    }
    return text
  }
}

extension DeclarationPattern.Kind {
  /// Whether a declaration is of this kind. A type's conformance may be declared in an extension.
  func includes(_ kind: SwiftDeclaration.Kind, extensions: Bool) -> Bool {
    switch (self, kind) {
    case (.type, .type): true
    case (.type, .extension): extensions
    case (.protocol, .protocol), (.function, .function), (.property, .property): true
    default: false
    }
  }
}

extension DeclarationPattern {
  /// Whether a declaration is of the pattern's kind and name (for a type with a conformance to
  /// find, an extension too: the conformance may be declared there).
  func names(_ declaration: SwiftDeclaration) -> Bool {
    kind.includes(declaration.kind, extensions: conformance != nil) && Glob(name).matches(declaration.name)
  }

  /// Whether a declaration the pattern names is also private, and adopts a protocol of these
  /// sources, where the pattern asks for that.
  func isMet(by declaration: SwiftDeclaration, protocols: Set<String>) -> Bool {
    if isPrivate && !declaration.isPrivate { return false }
    guard let conformance else { return true }
    return declaration.inherited.contains { protocols.contains($0) && Glob(conformance).matches($0) }
  }
}

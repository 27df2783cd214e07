/// `weak` dropped from stored references.
extension MutationScan {
  /// Every `weak var` among a type's members, declared on one line without observers:
  /// `private weak var ui: (any MealsUI)?` becomes
  /// `@MutantReference(7) private var ui: (any MealsUI)? = nil`, weak unless mutant 7 runs. A
  /// property wrapper rather than a computed property over a box: an initialiser may assign it
  /// before the other stored properties, as it did the weak one.
  func weakReferenceSites() -> [MutationSite] {
    tokens.indices.compactMap { index in
      guard tokens[index].text == "weak", isPlain(index), let brace = enclosingBrace[index],
        case .declarations = blocks[brace], index + 2 < tokens.count, tokens[index + 1].text == "var"
      else { return nil }
      let first = firstToken(onLineOf: index)
      let lineTokens = (first..<tokens.count).prefix { tokens[$0].line == tokens[index].line }
      if lineTokens.contains(where: { ["{", "@", "lazy", "static", "class"].contains(tokens[$0].text) }) {
        return nil
      }
      let hasValue = lineTokens.contains { tokens[$0].text == "=" }
      let lineEnd = trimmingSpace(before: lineEnd(after: offset(of: index)))
      let weakRange = offset(of: index)..<skippingSpace(from: end(of: index))
      var edits: [SourceEdit] = [
        .insert("@MutantReference($MUTANT) ", at: offset(of: first), opening: 0),
        .replace(weakRange, with: ""),
      ]
      if !hasValue { edits.append(.insert(" = nil", at: lineEnd, closing: 0)) }
      let name = tokens[index + 2].text
      let line = line(of: offset(of: index))
      return MutationSite(
        mutationOperator: .droppedWeak, offset: offset(of: index), lines: line...line,
        type: typeName(around: index), original: "weak var \(name)", replacement: "var \(name)", edits: edits)
    }
  }

  /// The offset of the newline ending the line an offset is on (or the text's end).
  private func lineEnd(after offset: Int) -> Int {
    characters[offset...].firstIndex(of: "\n") ?? characters.count
  }
}

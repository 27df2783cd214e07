/// A list: its items' lines (each item's indentation removed, so that its blocks parse as a
/// document of their own), whether it is numbered, and whether it is loose (a blank line between
/// items or inside one: its paragraphs keep their `<p>`).
struct MarkdownList {
  let isOrdered: Bool
  /// The first number of a numbered list.
  let start: Int?
  private(set) var items: [[Substring]] = []
  private(set) var isLoose = false
  /// The line after the list.
  private(set) var end: Int

  /// A list item's marker: `- `, `* `, `+ `, `1. ` or `1) `, and where the item's text starts.
  struct Marker {
    let indent: Int
    let number: Int?
    let bullet: Character
    /// The column of the item's text: its continuation lines are indented at least this far.
    let contentIndent: Int
    let isBlankItem: Bool
  }

  static func marker(_ line: Substring) -> Marker? {
    let indent = line.prefix { $0 == " " }.count
    var rest = line.dropFirst(indent)
    var number: Int?
    let bullet: Character
    if let first = rest.first, "-*+".contains(first) {
      bullet = first
      rest = rest.dropFirst()
    } else {
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      guard (1...9).contains(digits.count), let delimiter = rest.dropFirst(digits.count).first,
        ".)".contains(delimiter)
      else { return nil }
      number = Int(digits)
      bullet = delimiter
      rest = rest.dropFirst(digits.count + 1)
    }
    let spaces = rest.prefix { $0 == " " }.count
    guard spaces > 0 || rest.isEmpty else { return nil }
    let width = line.count - rest.count
    let isBlankItem = rest.allSatisfy { $0 == " " }
    return Marker(
      indent: indent, number: number, bullet: bullet,
      contentIndent: width + (spaces > 4 || isBlankItem ? 1 : spaces), isBlankItem: isBlankItem)
  }

  /// The list starting at `index`; nil when the line is not an item (or is a thematic break).
  init?(_ lines: [Substring], at index: Int) {
    guard !MarkdownHTML.isThematicBreak(lines[index]), let first = Self.marker(lines[index]),
      first.indent <= 3
    else { return nil }
    isOrdered = first.number != nil
    start = first.number
    end = index
    var marker = first
    var item: [Substring] = []
    while end < lines.count {
      let line = lines[end]
      if let next = Self.marker(line), next.bullet == first.bullet, next.indent < marker.contentIndent,
        !MarkdownHTML.isThematicBreak(line)
      {
        if end > index { items.append(item) }
        if item.last.map(MarkdownHTML.isBlank) == true { isLoose = true }
        marker = next
        item = [line.dropFirst(min(next.contentIndent, line.count))]
      } else if MarkdownHTML.isBlank(line) {
        item.append("")
      } else if line.prefix(while: { $0 == " " }).count >= marker.contentIndent {
        if item.last.map(MarkdownHTML.isBlank) == true { isLoose = true }
        item.append(line.dropFirst(marker.contentIndent))
      } else if item.last.map(MarkdownHTML.isBlank) == false, !MarkdownHTML.interruptsParagraph(line) {
        // A lazy continuation of the item's paragraph.
        item.append(line)
      } else {
        break
      }
      end += 1
    }
    // Blank lines after the last item are not the list's.
    while item.last.map(MarkdownHTML.isBlank) == true {
      item.removeLast()
      end -= 1
    }
    items.append(item)
  }
}

/// A word or phrase of code a check looks for: "FileManager", "Data(contentsOf:",
/// "import HeadlessCoreData". It matches whole words: "Data" is not found in "Metadata" or in
/// "UITableViewDataSource".
struct SourcePhrase {
  let characters: [Character]

  init(_ phrase: String) {
    characters = Array(phrase)
  }

  func occurs(in line: String) -> Bool {
    let line = Array(line)
    guard let first = characters.first, let last = characters.last, characters.count <= line.count else {
      return false
    }
    for start in 0...(line.count - characters.count) where line[start] == first {
      let end = start + characters.count
      guard line[start..<end].elementsEqual(characters) else { continue }
      if first.isIdentifierCharacter, start > 0, line[start - 1].isIdentifierCharacter { continue }
      if last.isIdentifierCharacter, end < line.count, line[end].isIdentifierCharacter { continue }
      return true
    }
    return false
  }
}

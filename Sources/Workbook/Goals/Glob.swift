/// A name pattern where `*` stands for any run of characters: "*Storage", "InMemory*", "*".
struct Glob {
  let pattern: [Character]

  init(_ pattern: String) {
    self.pattern = Array(pattern)
  }

  func matches(_ name: String) -> Bool {
    let name = Array(name)
    var (p, n) = (0, 0)
    var star: (pattern: Int, name: Int)?
    while n < name.count {
      if p < pattern.count, pattern[p] == "*" {
        star = (p, n)
        p += 1
      } else if p < pattern.count, pattern[p] == name[n] {
        p += 1
        n += 1
      } else if let backtrack = star {
        // Let the last `*` take one more character.
        star = (backtrack.pattern, backtrack.name + 1)
        p = backtrack.pattern + 1
        n = backtrack.name + 1
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}

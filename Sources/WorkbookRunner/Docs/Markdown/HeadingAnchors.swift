import Foundation

/// The `id` of each heading, as GitHub makes them, so that a link to `README.md#the-branches`
/// finds the same section on the lesson's page: the heading's text lower-cased, without
/// punctuation, spaces as hyphens; a repeated one gets `-1`, `-2`…
struct HeadingAnchors {
  private var used: [String: Int] = [:]

  /// The anchor of the next heading, from its HTML.
  mutating func anchor(forHTML html: String) -> String {
    let slug = Self.slug(Self.text(ofHTML: html))
    let seen = used[slug, default: 0]
    used[slug] = seen + 1
    return seen == 0 ? slug : "\(slug)-\(seen)"
  }

  /// GitHub's rule: keep letters, marks, numbers, `_`, `-` and spaces; spaces become hyphens.
  static func slug(_ text: String) -> String {
    var slug = String.UnicodeScalarView()
    for scalar in text.lowercased().unicodeScalars {
      if scalar == " " {
        slug.append("-")
      } else if scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar)
        || CharacterSet.nonBaseCharacters.contains(scalar)
      {
        slug.append(scalar)
      }
    }
    return String(slug)
  }

  /// The text a reader sees: tags dropped, the escapes of `HTMLPage.escape` undone.
  static func text(ofHTML html: String) -> String {
    var text = ""
    var inTag = false
    for character in html {
      if character == "<" {
        inTag = true
      } else if character == ">" && inTag {
        inTag = false
      } else if !inTag {
        text.append(character)
      }
    }
    for (entity, character) in [
      ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&"),
    ] {
      text = text.replacingOccurrences(of: entity, with: character)
    }
    return text
  }
}

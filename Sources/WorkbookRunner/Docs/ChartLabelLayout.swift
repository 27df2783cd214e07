/// Where the line-count chart writes each point's figure: the first of a few places around the
/// point (above, right, below, left; a branch's tried right first) whose box meets no figure
/// already placed and no other point, so that where a branch runs close to the main line (04's
/// step 7) the figures do not cover each other. Boxes are estimated for the largest size the
/// chart's text is drawn at (`LineCountChart.style`), so a layout that holds there holds at both.
struct ChartLabelLayout {
  /// A figure's position: the text's anchor point and `text-anchor`.
  struct Placement: Equatable {
    let x: Int
    let y: Int
    let anchor: String
  }

  /// The font size, in chart units, the boxes are estimated at (the narrow page's).
  static let fontSize = 18.0

  struct Box {
    let left, top, right, bottom: Double
    func meets(_ other: Box) -> Bool {
      left < other.right && other.left < right && top < other.bottom && other.top < bottom
    }
  }

  private var placed: [Box] = []
  private let dots: [Box]

  /// `points` are every point of the chart, the obstacles a figure must not cover.
  init(points: [(x: Int, y: Int)]) {
    dots = points.map {
      Box(left: Double($0.x) - 4, top: Double($0.y) - 4, right: Double($0.x) + 4, bottom: Double($0.y) + 4)
    }
  }

  /// Places `text` near the point at (`x`, `y`), and remembers its box.
  mutating func place(_ text: String, x: Int, y: Int, branch: Bool) -> Placement {
    let above = Placement(x: x, y: y - 8, anchor: "middle")
    let right = Placement(x: x + 7, y: y + 5, anchor: "start")
    let below = Placement(x: x, y: y + 23, anchor: "middle")
    let left = Placement(x: x - 7, y: y + 5, anchor: "end")
    let aboveRight = Placement(x: x + 5, y: y - 8, anchor: "start")
    let belowRight = Placement(x: x + 5, y: y + 23, anchor: "start")
    let higher = Placement(x: x, y: y - 27, anchor: "middle")
    let lower = Placement(x: x, y: y + 42, anchor: "middle")
    let candidates =
      (branch ? [right, below, above, left] : [above, below, right, left])
      + [aboveRight, belowRight, higher, lower]
    for candidate in candidates {
      let box = Self.box(text, candidate)
      if !placed.contains(where: box.meets) && !dots.contains(where: box.meets) {
        placed.append(box)
        return candidate
      }
    }
    placed.append(Self.box(text, candidates[0]))
    return candidates[0]
  }

  /// The text's box as a browser draws it: digits about 0.6 em wide, from 0.95 em above the
  /// baseline to 0.25 em below it, with a unit of room on each side.
  static func box(_ text: String, _ placement: Placement) -> Box {
    let width = Double(text.count) * fontSize * 0.6 + 2
    let left: Double =
      switch placement.anchor {
      case "middle": Double(placement.x) - width / 2
      case "end": Double(placement.x) - width
      default: Double(placement.x)
      }
    return Box(
      left: left - 1, top: Double(placement.y) - fontSize * 0.95, right: left + width - 1,
      bottom: Double(placement.y) + fontSize * 0.25)
  }
}

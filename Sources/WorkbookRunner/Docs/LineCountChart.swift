import Workbook

/// An SVG line chart of the massive controller's lines of code at every step (the figures of
/// `workbook compare`, see `ControllerSizes`): x is the step's number, y its lines; the main line
/// and each branch (drawn from the step it forks off) in a colour of their own, every point
/// labelled with its figure. Self-contained: no scripts, no external files; a `<title>` and a
/// `<desc>` that says every figure, `role="img"`; colours that follow `prefers-color-scheme`.
/// The same text works inline in an HTML page and as an `.svg` file an `<img>` or Markdown shows.
public struct LineCountChart: Sendable {
  public let sizes: ControllerSizes
  /// What the chart is of: "01 FoodTracker".
  public let chapter: String
  /// Makes its element ids unique on a page: "ch01".
  public let idPrefix: String

  public init(_ sizes: ControllerSizes, chapter: String, idPrefix: String) {
    self.sizes = sizes
    self.chapter = chapter
    self.idPrefix = idPrefix
  }

  static let width = 720
  static let plotLeft = 48
  static let plotTop = 24
  static let plotHeight = 200
  static let legendLine = 22

  var maxStep: Int { max(1, sizes.lines.flatMap(\.points).map(\.number).max() ?? 1) }
  /// The y axis's top: the largest figure rounded up to a multiple of 50.
  var maxLines: Int { max(50, ((sizes.lines.flatMap(\.points).map(\.lines).max() ?? 0) + 49) / 50 * 50) }
  var height: Int { Self.plotTop + Self.plotHeight + 40 + Self.legendLine * sizes.lines.count }

  func x(_ step: Int) -> Int {
    Self.plotLeft + 12 + (Self.width - Self.plotLeft - 40) * step / maxStep
  }

  func y(_ lines: Int) -> Int {
    Self.plotTop + Self.plotHeight - Self.plotHeight * lines / maxLines
  }

  /// The chart as SVG text.
  public var svg: String {
    let titleID = "\(idPrefix)-chart-title"
    let descID = "\(idPrefix)-chart-desc"
    var parts = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"line-count-chart\" viewBox=\"0 0 \(Self.width) \(height)\" "
        + "width=\"\(Self.width)\" height=\"\(height)\" role=\"img\" aria-labelledby=\"\(titleID) \(descID)\">",
      "<title id=\"\(titleID)\">\(escape(title))</title>",
      "<desc id=\"\(descID)\">\(escape(description))</desc>",
      "<style>\(Self.style)</style>",
    ]
    var labels = ChartLabelLayout(
      points: sizes.lines.flatMap(\.points).map { (x: x($0.number), y: y($0.lines)) })
    parts += axes
    parts += sizes.lines.enumerated().flatMap { series($0.element, index: $0.offset, labels: &labels) }
    parts += legend
    return (parts + ["</svg>"]).joined(separator: "\n") + "\n"
  }

  var title: String {
    "\(chapter): lines of \(sizes.controller ?? "the controller") at every step"
  }

  /// Every figure, in words: what a screen reader says, and what a reader without the picture reads.
  var description: String {
    sizes.lines.map { line in
      let name = Self.seriesName(line)
      return name + ": " + line.points.map { "\($0.step.id) \($0.lines)" }.joined(separator: ", ")
    }.joined(separator: "; ") + "."
  }

  static func seriesName(_ line: ControllerSizes.Line) -> String {
    guard let fork = line.forksFrom else { return "main line" }
    return "branch from \(fork.step.id)"
  }

  private var axes: [String] {
    var parts = [
      "<line class=\"axis\" x1=\"\(Self.plotLeft)\" y1=\"\(Self.plotTop)\" x2=\"\(Self.plotLeft)\" "
        + "y2=\"\(Self.plotTop + Self.plotHeight)\"/>",
      "<line class=\"axis\" x1=\"\(Self.plotLeft)\" y1=\"\(Self.plotTop + Self.plotHeight)\" "
        + "x2=\"\(Self.width - 8)\" y2=\"\(Self.plotTop + Self.plotHeight)\"/>",
    ]
    for lines in stride(from: 0, through: maxLines, by: maxLines > 200 ? 100 : 50) {
      parts.append(
        "<line class=\"grid\" x1=\"\(Self.plotLeft)\" y1=\"\(y(lines))\" x2=\"\(Self.width - 8)\" y2=\"\(y(lines))\"/>"
          + "<text class=\"tick\" x=\"\(Self.plotLeft - 6)\" y=\"\(y(lines) + 4)\" text-anchor=\"end\">\(lines)</text>"
      )
    }
    for step in 0...maxStep {
      parts.append(
        "<text class=\"tick\" x=\"\(x(step))\" y=\"\(Self.plotTop + Self.plotHeight + 16)\" "
          + "text-anchor=\"middle\">\(step)</text>")
    }
    parts.append(
      "<text class=\"tick\" x=\"\(Self.width - 8)\" y=\"\(Self.plotTop + Self.plotHeight + 32)\" "
        + "text-anchor=\"end\">step</text>"
        + "<text class=\"tick\" x=\"4\" y=\"\(Self.plotTop - 10)\">lines</text>"
    )
    return parts
  }

  /// A line of the timeline: from its fork (if a branch) through its steps, each point labelled.
  private func series(_ line: ControllerSizes.Line, index: Int, labels: inout ChartLabelLayout) -> [String] {
    let kind = "s\(index % Self.colours.count)"
    let points = (line.forksFrom.map { [$0] } ?? []) + line.points
    let coordinates = points.map { "\(x($0.number)),\(y($0.lines))" }.joined(separator: " ")
    var parts = [
      "<polyline class=\"\(kind)\(line.forksFrom == nil ? "" : " branch")\" fill=\"none\" points=\"\(coordinates)\"/>"
    ]
    // A branch's figures sit right of its points, the main line's above, unless another figure is
    // there already: where they cross, both read.
    for point in line.points {
      let label = labels.place(
        "\(point.lines)", x: x(point.number), y: y(point.lines), branch: line.forksFrom != nil)
      parts.append(
        "<circle class=\"\(kind) dot\" cx=\"\(x(point.number))\" cy=\"\(y(point.lines))\" r=\"3.5\">"
          + "<title>\(escape("\(point.step.id): \(point.lines) lines"))</title></circle>"
          + "<text class=\"value \(kind)\" x=\"\(label.x)\" y=\"\(label.y)\" text-anchor=\"\(label.anchor)\">"
          + "\(point.lines)</text>")
    }
    return parts
  }

  private var legend: [String] {
    sizes.lines.enumerated().map { index, line in
      let top = Self.plotTop + Self.plotHeight + 40 + Self.legendLine * index
      let kind = "s\(index % Self.colours.count)"
      let steps =
        line.points.count == 1
        ? stepName(line.points[0])
        : (line.points.first.map(stepName) ?? "") + " → " + (line.points.last.map(stepName) ?? "")
      let name = line.forksFrom.map { "branch from \(stepName($0))" } ?? "main line"
      return
        "<line class=\"\(kind)\(line.forksFrom == nil ? "" : " branch")\" x1=\"\(Self.plotLeft)\" y1=\"\(top)\" "
        + "x2=\"\(Self.plotLeft + 24)\" y2=\"\(top)\"/>"
        + "<text class=\"label\" x=\"\(Self.plotLeft + 32)\" y=\"\(top + 5)\">\(name): \(steps)</text>"
    }
  }

  /// A step in the legend, as HTML: its number, then the rest of its name in a `tspan` a narrow
  /// page hides ("8", "-isolatedcoredata"): the whole name does not fit 720 units at 18 px.
  private func stepName(_ point: ControllerSizes.Point) -> String {
    let number = "\(point.number)"
    guard point.step.id.hasPrefix(number), point.step.id.count > number.count else {
      return escape(point.step.id)
    }
    return number + "<tspan class=\"name\">\(escape(String(point.step.id.dropFirst(number.count))))</tspan>"
  }

  private func escape(_ text: String) -> String { HTMLPage.escape(text) }

  /// Light and dark colours per series, each readable on the page's background (contrast ≥ 4.5:1
  /// for the figures' text on white and on #0d1117).
  static let colours: [(light: String, dark: String)] = [
    ("#0550ae", "#79c0ff"), ("#953800", "#ffa657"), ("#116329", "#56d364"), ("#8250df", "#d2a8ff"),
    ("#9a6700", "#e3b341"),
  ]

  static let style: String = {
    var light = [
      ".line-count-chart text { font: 12px -apple-system, \"Segoe UI\", Helvetica, Arial, sans-serif; fill: #1f2328; }",
      ".line-count-chart .axis { stroke: #59636e; stroke-width: 1; }",
      ".line-count-chart .grid { stroke: #d1d9e0; stroke-width: 1; }",
      ".line-count-chart .tick { fill: #59636e; }",
      ".line-count-chart polyline, .line-count-chart line.s0, .line-count-chart line.s1, .line-count-chart line.s2, "
        + ".line-count-chart line.s3, .line-count-chart line.s4 { stroke-width: 2.5; }",
      ".line-count-chart .branch { stroke-dasharray: 6 3; }",
    ]
    var dark = [
      ".line-count-chart text { fill: #e6edf3; }", ".line-count-chart .axis { stroke: #9198a1; }",
      ".line-count-chart .grid { stroke: #30363d; }", ".line-count-chart .tick { fill: #9198a1; }",
    ]
    for (index, colour) in colours.enumerated() {
      light.append(
        ".line-count-chart .s\(index) { stroke: \(colour.light); } .line-count-chart .s\(index).dot, "
          + ".line-count-chart text.s\(index) { fill: \(colour.light); }")
      dark.append(
        ".line-count-chart .s\(index) { stroke: \(colour.dark); } .line-count-chart .s\(index).dot, "
          + ".line-count-chart text.s\(index) { fill: \(colour.dark); }")
    }
    // Drawn 720 units wide, the chart shrinks with a narrow page: below 600 px its text grows in
    // units so that it stays about 9 px on screen, not 6 (`ChartLabelLayout.fontSize`).
    let narrow = [
      "@media (max-width: 600px) {", ".line-count-chart text { font-size: 18px; }",
      ".line-count-chart .name { display: none; }", "}",
    ]
    return (light + ["@media (prefers-color-scheme: dark) {"] + dark + ["}"] + narrow).joined(separator: "\n")
  }()
}

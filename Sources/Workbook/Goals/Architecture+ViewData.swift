extension Architecture {
  /// How every chapter recognises view data, one shape across the book: a type named `ViewData`
  /// nested in a cell, and handed to one (a ViewData nothing sets is no view data).
  public static let viewDataRecognition: [SourceCheck] = [
    .declares(.type("ViewData"), in: .type("*Cell")), .contains(["viewData = "], in: .everywhere),
  ]
}

struct DescriptionSection: Section {

  var rows: [any Row]

  init(description: String) {
    rows = [DescriptionRow(description: description)]
  }
}

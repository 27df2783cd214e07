class DescriptionSection: Section {

  init(description: String) {
    super.init()
    rows = [DescriptionRow(description: description)]
  }
}

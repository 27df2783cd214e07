/// A section of the list as it shows: its header's title and its tasks, top to bottom.
struct DisplayedSection: Equatable {
  var title: String
  var tasks: [DisplayedTask]
}

/// A post as a row of the table shows it: its title, and when it was published, written out.
struct DisplayedPost: Equatable {
  var title: String
  var publishedOn: String
}

/// A task as a row of the list shows it: its title, and when it is due in words ("tomorrow").
struct DisplayedTask: Equatable {
  var title: String
  var dueDate: String
}

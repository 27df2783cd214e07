/// A titled run of items: what a table view shows as one section.
struct Section<Item> {
  let title: String
  let items: [Item]
}

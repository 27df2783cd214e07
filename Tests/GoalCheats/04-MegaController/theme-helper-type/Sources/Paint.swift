import HeadlessUIKit

@MainActor
struct BarPainter {
  func paint(_ bar: UINavigationBar?, tasks: Int) {
    bar?.barTintColor = tasks > 5 ? .red : .white
    bar?.titleTextAttributes = [.foregroundColor: UIColor.white]
  }
}

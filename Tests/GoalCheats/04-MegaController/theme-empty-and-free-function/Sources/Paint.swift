import HeadlessUIKit

/// The bar's look, out of the controller.
@MainActor
func paint(_ bar: UINavigationBar?, tasks: Int) {
  bar?.barTintColor = tasks > 5 ? .red : .white
  bar?.titleTextAttributes = [.foregroundColor: UIColor.white]
}

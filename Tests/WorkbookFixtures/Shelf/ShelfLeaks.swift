import HeadlessUIKit

// The leaking variants' parts: what a refactoring that drops a `weak` looks like.

/// A presenter that holds its view strongly, where MVP's would hold it weakly.
@MainActor
final class ShelfPresenter {
  let view: ItemsViewController

  init(view: ItemsViewController) {
    self.view = view
  }
}

/// A sheet with a Done button; it and its keeper hold each other, so dismissing it leaks it.
@MainActor
final class InfoViewController: UIViewController {
  private var keeper: InfoKeeper?

  override func viewDidLoad() {
    super.viewDidLoad()
    keeper = InfoKeeper(sheet: self)
    let done = UIButton(type: .system)
    done.setTitle("Done", for: .normal)
    done.addAction(UIAction { [unowned self] _ in dismiss(animated: true) }, for: .primaryActionTriggered)
    view.addSubview(done)
  }
}

/// What keeps the dismissed sheet alive.
@MainActor
final class InfoKeeper {
  let sheet: InfoViewController

  init(sheet: InfoViewController) {
    self.sheet = sheet
  }
}

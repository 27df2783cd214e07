import HeadlessUIKit

class SectionsViewController: UIViewController {}

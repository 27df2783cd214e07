import Foundation

extension Action {
  /// The action as a scenario writes it in Swift: `.tap("+")`. A world change is a closure, so
  /// its code comes from the action model that declared it.
  func swiftCode(worldChange: (String) -> String?) -> String {
    switch self {
    case .launch: ".launch"
    case .relaunch: ".relaunch"
    case .tap(let element): ".tap(\(literal(element)))"
    case .tapIfShown(let element): ".tapIfShown(\(literal(element)))"
    case .typeText(let text, let field): ".typeText(\(literal(text)), into: \(literal(field)))"
    case .clearText(let field): ".clearText(in: \(literal(field)))"
    case .pressReturn: ".pressReturn"
    case .selectRow(let text): ".selectRow(containing: \(literal(text)))"
    case .swipeToDelete(let text): ".swipeToDelete(rowContaining: \(literal(text)))"
    case .deleteInEditMode(let text): ".deleteInEditMode(rowContaining: \(literal(text)))"
    case .setDate(let date, let picker):
      ".setDate(Date(timeIntervalSince1970: \(date.timeIntervalSince1970)), in: \(literal(picker)))"
    case .goBack: ".goBack"
    case .pullToRefresh: ".pullToRefresh"
    case .advanceClock(let interval): ".advanceClock(by: \(interval))"
    case .memoryWarning: ".memoryWarning"
    case .release(let request): ".release(\(literal(request)))"
    case .fail(let request, let message): ".fail(\(literal(request)), message: \(literal(message)))"
    case .world(let description, _):
      worldChange(description) ?? ".world(\(literal(description))) { _ in }  // not in the action model"
    }
  }
}

private func literal(_ text: String) -> String {
  String(reflecting: text)
}

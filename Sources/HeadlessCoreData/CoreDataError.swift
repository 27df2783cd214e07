import Foundation

/// An NSError whose `description` is deterministic: Foundation's prints the user info in hash
/// order, which would make a printed error differ from run to run.
final class CoreDataError: NSError, @unchecked Sendable {
  init(code: Int, description: String, userInfo: [String: Any] = [:]) {
    var userInfo = userInfo
    userInfo[NSLocalizedDescriptionKey] = description
    super.init(domain: NSCocoaErrorDomain, code: code, userInfo: userInfo)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override var description: String {
    let details = userInfo.keys.map { String(describing: $0) }.sorted()
      .filter { $0 != NSLocalizedDescriptionKey }
      .map { key in "\(key)=\(userInfo[key].map { String(describing: $0) } ?? "")" }
    return "Error Domain=\(domain) Code=\(code) \"\(localizedDescription)\""
      + (details.isEmpty ? "" : " UserInfo={\(details.joined(separator: ", "))}")
  }
}

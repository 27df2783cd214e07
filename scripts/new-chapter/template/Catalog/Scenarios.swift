import Workbook
import __Name__Kit

/// What happens to __Name__, written once and run against every variant. Each has an approved
/// transcript in Transcripts/, recorded from step 0 by `workbook approve __NN__`.
let scenarios: [Scenario<__Name__World>] = [
  Scenario("add-item", "+ adds an item at the end of the list", [.launch, .tap("+"), .tap("+")])
]

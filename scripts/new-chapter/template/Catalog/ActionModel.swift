import Workbook
import __Name__Kit

/// What __Name__'s generated scenarios draw from (`workbook fuzz __NN__`): the screen shows the
/// rest. Add what to type, how far to move the clock and what the world may do.
let actionModel = ActionModel<__Name__World>(texts: [])

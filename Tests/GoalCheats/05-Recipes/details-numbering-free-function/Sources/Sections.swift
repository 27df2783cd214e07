/// Whether a section of the details is the ingredients'.
func isIngredients(_ section: Int) -> Bool { section == 0 }

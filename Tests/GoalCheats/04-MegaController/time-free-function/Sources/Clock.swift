import Foundation

func now() -> Date { Date() }

func calendar() -> Calendar { Calendar.current }

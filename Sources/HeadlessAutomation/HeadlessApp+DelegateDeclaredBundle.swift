import Foundation
@_spi(InterfaceBuilder) import HeadlessInterfaceBuilder
@_spi(Automation) @_spi(InterfaceBuilder) import HeadlessUIKit

extension HeadlessApp {
  /// Transitional (until each step's `Info.plist.swift` says what the bundle holds): launches an
  /// app whose delegate declares its main storyboard (`UIMainStoryboardFile`) and nibs
  /// (`UIBundleNibFiles`).
  public static func launchDeclaringBundle(_ delegate: any UIApplicationDelegate) -> HeadlessApp {
    let mainStoryboard = (delegate as? any UIMainStoryboardFile)?.mainStoryboard
    let bundle = AppBundle(
      storyboards: mainStoryboard.map { [$0] } ?? [],
      nibs: (delegate as? any UIBundleNibFiles)?.nibFiles ?? [])
    return launch(delegate, bundle: bundle, mainStoryboardFile: mainStoryboard?.name)
  }
}

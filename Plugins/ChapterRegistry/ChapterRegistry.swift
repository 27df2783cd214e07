import Foundation
import PackagePlugin

/// Writes the runner's list of chapters from the target's dependencies: every `<Name>Catalog`
/// module it depends on, in Package.swift's order. The list of chapters in Package.swift is then
/// the only one: adding a chapter there adds it to the runner.
@main
struct ChapterRegistry: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let catalogs = target.dependencies.compactMap { dependency -> String? in
      guard case .target(let module) = dependency, module.name.hasSuffix("Catalog") else { return nil }
      return module.name
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "Library.swift")
    return [
      .buildCommand(
        displayName: "Listing the chapters of \(target.name): \(catalogs.joined(separator: ", "))",
        executable: try context.tool(named: "ChapterRegistryGenerator").url,
        arguments: [output.path] + catalogs,
        inputFiles: [context.package.directoryURL.appending(path: "Package.swift")],
        outputFiles: [output])
    ]
  }
}

import Foundation
import PackagePlugin

/// Lints a target's Swift files on every build that changes one: findings appear as warnings
/// and errors of `swift build` and in Xcode's issue navigator. flowlint is built from source
/// (no binary download). The nearest `.flowlint.yml` at or above the target's folder (up to
/// the package root) applies.
@main
struct FlowLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let sources = module.sourceFiles(withSuffix: "swift").map(\.path)
        guard !sources.isEmpty else { return [] }
        let tool = try context.tool(named: "flowlint")
        // A build command runs only when the build needs its output: an empty Swift file, compiled
        // into the target, that flowlint writes after linting.
        let stamp = context.pluginWorkDirectory.appending("FlowLint+\(target.name).swift")
        var arguments = ["--quiet", "--lenient", "--absolute-paths", "--stamp-file", stamp.string]
        if let config = nearestConfiguration(from: target.directory, root: context.package.directory) {
            arguments += ["--config", config.string]
        }
        arguments.append(target.directory.string)
        return [.buildCommand(displayName: "flowlint \(target.name)", executable: tool.path, arguments: arguments,
                              inputFiles: sources, outputFiles: [stamp])]
    }

    private func nearestConfiguration(from directory: Path, root: Path) -> Path? {
        var dir = directory
        while true {
            let candidate = dir.appending(".flowlint.yml")
            if FileManager.default.fileExists(atPath: candidate.string) { return candidate }
            if dir == root || dir.string.count <= root.string.count { return nil }
            dir = dir.removingLastComponent()
        }
    }
}

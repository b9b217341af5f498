import Foundation
import PackagePlugin

/// `swift package flowlint [options] [PATH ...]`: flowlint, built from source, run from the
/// package's folder (default path: the package). Writing a report or baseline into the package
/// needs `--allow-writing-to-package-directory`.
@main
struct FlowLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "flowlint")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool.path.string)
        process.currentDirectoryURL = URL(fileURLWithPath: context.package.directory.string)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            Diagnostics.error("flowlint stopped by signal \(process.terminationStatus)")
        } else if process.terminationStatus != 0 {
            Diagnostics.error("flowlint exited with status \(process.terminationStatus)")
        }
    }
}

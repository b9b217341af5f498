import FlowLintConfig
import FlowLintKit
import FlowLintPlatform

/// Nested configurations: a `.flowlint.yml` in a folder below the run's configuration applies to
/// the files under that folder, over the configuration of the folder above it (the run's, or a
/// nearer nested one), with the merge rules of `parent_config`: the child wins. Only the folders
/// that hold linted files, and the folders between them and the run's configuration, are looked
/// at. Not used with `--config`, which names the one configuration of the run.
struct ConfigurationScopes {
    /// A folder with its own `.flowlint.yml`, and the configuration that applies in it.
    struct Scope {
        /// Absolute path of the folder, without a trailing `/`.
        let directory: String
        /// Absolute path of its `.flowlint.yml`.
        let path: String
        /// The folder's file applied over the scope above it.
        let config: Configuration
        /// Whether the folder's own file sets `reporter` (which applies to the whole run only).
        let setsReporter: Bool
    }

    /// The scopes found, in the order found (outer ones before the inner ones they contain).
    private(set) var scopes: [Scope] = []
    /// Folder → the index of the scope that applies in it; nil: the run's configuration.
    private var byDirectory: [String: Int?] = [:]
    /// The folder of the run's configuration: nested files are looked for below it only.
    let rootDirectory: String

    init(rootDirectory: String) {
        self.rootDirectory = FileDiscovery.clean(rootDirectory)
    }

    /// The scopes of the folders of `files` (absolute paths), each loaded over its enclosing
    /// one, the outermost over `root`. A nested file that cannot be read or parsed throws.
    static func find(files: [String], root: Configuration, rootDirectory: String,
                     rules: [RuleDescription]) throws -> ConfigurationScopes {
        var found = ConfigurationScopes(rootDirectory: rootDirectory)
        for file in files { _ = try found.resolve(parent(of: file), root: root, rules: rules) }
        return found
    }

    /// The index of the scope of `file` (absolute), nil for the run's configuration. Only for
    /// files given to `find`.
    func scope(of file: String) -> Int? {
        byDirectory[ConfigurationScopes.parent(of: file)] ?? nil
    }

    /// The configuration that applies to `file` (absolute).
    func configuration(of file: String, root: Configuration) -> Configuration {
        scope(of: file).map { scopes[$0].config } ?? root
    }

    private mutating func resolve(_ directory: String, root: Configuration, rules: [RuleDescription]) throws -> Int? {
        if let known = byDirectory[directory] { return known }
        let prefix = rootDirectory == "/" ? "/" : rootDirectory + "/"
        guard directory.hasPrefix(prefix), directory != rootDirectory else {
            byDirectory[directory] = .some(nil)
            return nil
        }
        let enclosing = try resolve(ConfigurationScopes.parent(of: directory), root: root, rules: rules)
        let candidate = directory + "/" + Configuration.defaultFileName
        let over = enclosing.map { scopes[$0].config } ?? root
        var result = enclosing
        // A folder the configuration above excludes is not linted: its file is not read (vendored
        // code may bring its own, for another tool or version).
        if Platform.exists(candidate) && !over.excludes(path: candidate) {
            let own = try Configuration.load(path: candidate, rules: rules)
            scopes.append(Scope(directory: directory, path: candidate, config: own.merged(over: over), setsReporter: own.reporter != nil))
            result = scopes.count - 1
        }
        byDirectory[directory] = .some(result)
        return result
    }

    /// `/a/b` for `/a/b/c`; `/` for `/a`.
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

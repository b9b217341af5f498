import FlowLintKit
import FlowLintPlatform

/// Finds the Swift files to lint under the paths given on the command line.
public enum FileDiscovery {
    /// Folder names skipped during a directory walk (hidden folders are skipped too).
    public static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules"]

    public struct Result {
        /// Paths of files to lint, as `base + relative`, sorted, without duplicates.
        public var files: [String] = []
        /// Storyboards, nibs, Info.plist files, Objective-C sources, Xcode project and workspace
        /// files and other build descriptions found by directory walks, sorted: read for the
        /// project index (which controllers live as long as the app, which classes code outside
        /// Swift may make, which Swift files a project compiles), never linted.
        public var interfaceFiles: [String] = []
        /// Paths that do not exist or could not be listed: (path, reason).
        public var errors: [(path: String, message: String)] = []
    }

    /// Walks `paths` (files or directories, relative to `workingDirectory` when not absolute).
    /// Explicitly named files are always included; directories contribute their `.swift`
    /// files recursively. A file reached twice (named twice, under two spellings, or through
    /// a symbolic link) is listed once: files and directories are identified by device and
    /// inode, which also stops symbolic-link loops. In a walk, entries that are symbolic links
    /// are followed only after every real directory was walked, so a file keeps its real path.
    /// Named paths that are neither a directory nor a regular file (a FIFO, a device) are
    /// errors: opening them could block or never end.
    public static func discover(_ paths: [String], workingDirectory: String) -> Result {
        var result = Result()
        var seenFiles: Set<FileID> = []
        var visitedDirectories: Set<FileID> = []
        for path in paths {
            let full = absolute(path, workingDirectory)
            guard let status = Platform.status(full) else {
                let error = Platform.lastError
                result.errors.append((path, error == Platform.noSuchFile ? "no such file or directory" : Platform.message(error)))
                continue
            }
            if status.kind == .directory {
                walk(full, &result, &seenFiles, &visitedDirectories)
            } else if status.kind != .regular {
                result.errors.append((path, "not a regular file or directory; not analysed"))
            } else if seenFiles.insert(FileID(status)).inserted {
                result.files.append(full)
            }
        }
        result.files.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        result.interfaceFiles.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return result
    }

    /// Device and inode of a file or directory.
    struct FileID: Hashable {
        var device: UInt64
        var inode: UInt64

        init(_ status: Platform.FileStatus) {
            device = status.device
            inode = status.inode
        }
    }

    private static func walk(_ root: String, _ result: inout Result, _ seenFiles: inout Set<FileID>, _ visited: inout Set<FileID>) {
        var stack = [root]
        /// Entries that are symbolic links (to a directory or a Swift file), followed last.
        var links: [String] = []
        while true {
            if stack.isEmpty {
                // Every real directory is walked: follow the links found so far.
                guard !links.isEmpty else { break }
                links.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
                let pending = links
                links = []
                for path in pending {
                    guard let status = Platform.status(path) else { continue }  // dangling link or loop (ELOOP)
                    if status.kind == .directory {
                        stack.append(path)
                    } else if status.kind == .regular && seenFiles.insert(FileID(status)).inserted {
                        result.files.append(path)
                    }
                }
                stack.reverse()
                continue
            }
            let dir = stack.removeLast()
            guard let status = Platform.status(dir) else { continue }
            guard visited.insert(FileID(status)).inserted else { continue }
            guard var entries = Platform.directoryEntries(dir) else {
                result.errors.append((dir, "cannot list directory: \(Platform.message(Platform.lastError))"))
                continue
            }
            // Directory order is the file system's; sort so that the walk does not depend on it.
            entries.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
            var subdirectories: [String] = []
            for entry in entries {
                let name = entry.name
                let path = dir.hasSuffix("/") ? dir + name : dir + "/" + name
                guard let kind = entry.kind ?? Platform.linkStatus(path)?.kind else { continue }
                if kind == .symbolicLink {
                    // Followed after the real directories (see above), under the same name rules.
                    guard let target = Platform.status(path) else { continue }
                    if target.kind == .directory ? !isSkipped(name) : name.hasSuffix(".swift") { links.append(path) }
                } else if kind == .directory {
                    if !isSkipped(name) { subdirectories.append(path) }
                } else if name.hasSuffix(".swift") {
                    guard let file = Platform.linkStatus(path), file.kind == .regular else { continue }
                    if seenFiles.insert(FileID(file)).inserted { result.files.append(path) }
                } else if InterfaceFacts.isInterfaceFile(name), !isInPrebuiltBundle(dir) {
                    guard let file = Platform.linkStatus(path), file.kind == .regular else { continue }
                    if seenFiles.insert(FileID(file)).inserted { result.interfaceFiles.append(path) }
                }
            }
            stack.append(contentsOf: subdirectories.reversed())
        }
    }

    /// Bundle folders that hold built products (a vendored `DiffMatchPatch.xcframework`, a
    /// resource `.bundle`, a CMake probe's `.xctest`): their `Info.plist` files describe that
    /// bundle, not the app, and are often binary. A localization catalog (`.xcloc`, exported for
    /// translators) holds copies of the app's storyboards, which would make each scene twice.
    public static let prebuiltBundleExtensions: [String] = [".framework", ".xcframework", ".bundle", ".xctest", ".app", ".appex", ".xcloc"]

    /// Whether `directory` is, or is inside, a prebuilt bundle: storyboards, nibs and Info.plist
    /// files there are not read. Swift files there are linted like any other.
    static func isInPrebuiltBundle(_ directory: String) -> Bool {
        directory.split(separator: "/").contains { c in prebuiltBundleExtensions.contains { c.hasSuffix($0) } }
    }

    /// Hidden folders and `skippedFolders` are not entered during a walk.
    static func isSkipped(_ directoryName: String) -> Bool {
        directoryName.hasPrefix(".") || skippedFolders.contains(directoryName)
    }

    /// `path` against `workingDirectory`, without empty and `.` components (`./A//b.swift` is
    /// `A/b.swift`). `..` is kept: behind a symbolic link it is not the lexical parent.
    static func absolute(_ path: String, _ workingDirectory: String) -> String {
        clean(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
    }

    static func clean(_ path: String) -> String {
        let components = path.split(separator: "/").filter { $0 != "." }
        let joined = components.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Path as shown to the user: relative to the working directory when inside it.
    public static func displayPath(_ full: String, workingDirectory: String) -> String {
        let cleaned = clean(workingDirectory)
        let base = cleaned.hasSuffix("/") ? cleaned : cleaned + "/"
        if full.hasPrefix(base) { return String(full.dropFirst(base.count)) }
        return full
    }
}

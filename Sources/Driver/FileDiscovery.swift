#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the Swift files to lint under the paths given on the command line.
public enum FileDiscovery {
    /// Folder names skipped during a directory walk (hidden folders are skipped too).
    public static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules"]

    public struct Result {
        /// Paths of files to lint, as `base + relative`, sorted, without duplicates.
        public var files: [String] = []
        /// Paths that do not exist or could not be listed: (path, reason).
        public var errors: [(path: String, message: String)] = []
    }

    /// Walks `paths` (files or directories, relative to `workingDirectory` when not absolute).
    /// Explicitly named files are always included; directories contribute their `.swift`
    /// files recursively. Symbolic-link loops are detected by device and inode.
    public static func discover(_ paths: [String], workingDirectory: String) -> Result {
        var result = Result()
        var seenFiles: Set<String> = []
        var visitedDirectories: Set<DirectoryID> = []
        for path in paths {
            let full = absolute(path, workingDirectory)
            var st = stat()
            guard stat(full, &st) == 0 else {
                result.errors.append((path, "no such file or directory"))
                continue
            }
            if (st.st_mode & S_IFMT) == S_IFDIR {
                walk(full, &result, &seenFiles, &visitedDirectories)
            } else if seenFiles.insert(full).inserted {
                result.files.append(full)
            }
        }
        result.files.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return result
    }

    struct DirectoryID: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    private static func walk(_ root: String, _ result: inout Result, _ seenFiles: inout Set<String>, _ visited: inout Set<DirectoryID>) {
        var stack = [root]
        while let dir = stack.popLast() {
            var st = stat()
            guard stat(dir, &st) == 0 else { continue }
            guard visited.insert(DirectoryID(device: UInt64(st.st_dev), inode: UInt64(st.st_ino))).inserted else { continue }
            guard let handle = opendir(dir) else {
                result.errors.append((dir, "cannot list directory: \(String(cString: strerror(errno)))"))
                continue
            }
            var subdirectories: [String] = []
            while let entry = readdir(handle) {
                let name = withUnsafePointer(to: entry.pointee.d_name) { ptr in
                    ptr.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
                }
                if name == "." || name == ".." { continue }
                let path = dir.hasSuffix("/") ? dir + name : dir + "/" + name
                var isDirectory = false
                var isFile = false
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_DIR): isDirectory = true
                case Int32(DT_REG): isFile = true
                default:
                    // Symbolic links and unknown entry types: ask stat (follows links).
                    var est = stat()
                    if stat(path, &est) == 0 {
                        isDirectory = (est.st_mode & S_IFMT) == S_IFDIR
                        isFile = (est.st_mode & S_IFMT) == S_IFREG
                    }
                }
                if isDirectory {
                    if name.hasPrefix(".") || skippedFolders.contains(name) { continue }
                    subdirectories.append(path)
                } else if isFile && name.hasSuffix(".swift") {
                    if seenFiles.insert(path).inserted { result.files.append(path) }
                }
            }
            closedir(handle)
            subdirectories.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            stack.append(contentsOf: subdirectories.reversed())
        }
    }

    static func absolute(_ path: String, _ workingDirectory: String) -> String {
        if path.hasPrefix("/") { return path }
        var p = Substring(path)
        while p.hasPrefix("./") { p = p.dropFirst(2) }
        if p == "." || p.isEmpty { return workingDirectory }
        return workingDirectory.hasSuffix("/") ? workingDirectory + p : workingDirectory + "/" + p
    }

    /// Path as shown to the user: relative to the working directory when inside it.
    public static func displayPath(_ full: String, workingDirectory: String) -> String {
        let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        if full.hasPrefix(base) { return String(full.dropFirst(base.count)) }
        return full
    }
}

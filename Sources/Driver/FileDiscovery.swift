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
            var st = stat()
            guard stat(full, &st) == 0 else {
                let reason = errno == ENOENT ? "no such file or directory" : String(cString: strerror(errno))
                result.errors.append((path, reason))
                continue
            }
            if (st.st_mode & S_IFMT) == S_IFDIR {
                walk(full, &result, &seenFiles, &visitedDirectories)
            } else if (st.st_mode & S_IFMT) != S_IFREG {
                result.errors.append((path, "not a regular file or directory; not analysed"))
            } else if seenFiles.insert(FileID(st)).inserted {
                result.files.append(full)
            }
        }
        result.files.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return result
    }

    /// Device and inode of a file or directory.
    struct FileID: Hashable {
        var device: UInt64
        var inode: UInt64

        init(_ st: stat) {
            device = UInt64(st.st_dev)
            inode = UInt64(st.st_ino)
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
                    var st = stat()
                    guard stat(path, &st) == 0 else { continue }  // dangling link or loop (ELOOP)
                    if (st.st_mode & S_IFMT) == S_IFDIR {
                        stack.append(path)
                    } else if (st.st_mode & S_IFMT) == S_IFREG && seenFiles.insert(FileID(st)).inserted {
                        result.files.append(path)
                    }
                }
                stack.reverse()
                continue
            }
            let dir = stack.removeLast()
            var st = stat()
            guard stat(dir, &st) == 0 else { continue }
            guard visited.insert(FileID(st)).inserted else { continue }
            guard let handle = opendir(dir) else {
                result.errors.append((dir, "cannot list directory: \(String(cString: strerror(errno)))"))
                continue
            }
            var entries: [(name: String, type: Int32)] = []
            while let entry = readdir(handle) {
                let name = entryName(entry)
                if name == "." || name == ".." { continue }
                entries.append((name, Int32(entry.pointee.d_type)))
            }
            closedir(handle)
            // Directory order is the file system's; sort so that the walk does not depend on it.
            entries.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
            var subdirectories: [String] = []
            for (name, type) in entries {
                let path = dir.hasSuffix("/") ? dir + name : dir + "/" + name
                var isDirectory = type == Int32(DT_DIR)
                var isLink = type == Int32(DT_LNK)
                if type == Int32(DT_UNKNOWN) {
                    var lst = stat()
                    guard lstat(path, &lst) == 0 else { continue }
                    isDirectory = (lst.st_mode & S_IFMT) == S_IFDIR
                    isLink = (lst.st_mode & S_IFMT) == S_IFLNK
                }
                if isLink {
                    // Followed after the real directories (see above), under the same name rules.
                    var est = stat()
                    guard stat(path, &est) == 0 else { continue }
                    let target = est.st_mode & S_IFMT
                    if target == S_IFDIR ? !isSkipped(name) : name.hasSuffix(".swift") { links.append(path) }
                } else if isDirectory {
                    if !isSkipped(name) { subdirectories.append(path) }
                } else if name.hasSuffix(".swift") {
                    var est = stat()
                    guard lstat(path, &est) == 0, (est.st_mode & S_IFMT) == S_IFREG else { continue }
                    if seenFiles.insert(FileID(est)).inserted { result.files.append(path) }
                }
            }
            stack.append(contentsOf: subdirectories.reversed())
        }
    }

    /// Size of the `d_name` field (256 bytes with glibc, 1024 on Darwin).
    private static let nameFieldSize = MemoryLayout.size(ofValue: dirent().d_name)

    /// The name of a directory entry, read in place. `readdir` hands out records only as long
    /// as their name, so a record may end before the `d_name` field would: copying the field
    /// (or `pointee`) can read past the directory buffer. Only the bytes up to the name's NUL
    /// are read.
    static func entryName(_ entry: UnsafePointer<dirent>) -> String {
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        let name = UnsafeRawPointer(entry) + offset
        let length = strnlen(name.assumingMemoryBound(to: CChar.self), nameFieldSize)
        return String(decoding: UnsafeRawBufferPointer(start: name, count: length), as: UTF8.self)
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

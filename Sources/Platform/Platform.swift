// The one file that imports the C library: Glibc on Linux, Darwin on macOS. Every system call
// flowlint makes goes through `Platform` (and `Lock`), so the rest of the code compiles on
// both; `.ci/check-portability.sh` fails when another file imports the C library.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#else
#error("flowlint needs Glibc (Linux) or Darwin (macOS)")
#endif

/// System calls, with Swift types where the platforms' C types differ.
package enum Platform {
    // MARK: Errors

    /// `errno` after a call that failed.
    package static var lastError: Int32 { errno }

    /// `errno` for a path that does not exist.
    package static let noSuchFile = ENOENT

    /// The system's description of an `errno` value ("No such file or directory").
    package static func message(_ error: Int32) -> String {
        String(cString: strerror(error))
    }

    // MARK: File descriptors

    /// `path` opened for reading, or -1 (see `lastError`).
    package static func openForReading(_ path: String) -> Int32 {
        open(path, O_RDONLY)
    }

    /// `path` created, or emptied, for writing (mode 0644), or -1 (see `lastError`).
    package static func createForWriting(_ path: String) -> Int32 {
        open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    }

    /// Reads up to `count` bytes into `buffer`, again when interrupted: the number of bytes
    /// read, 0 at the end of the file, or -1 (see `lastError`).
    package static func readSome(_ fd: Int32, into buffer: UnsafeMutableRawPointer, count: Int) -> Int {
        while true {
            let n = read(fd, buffer, count)
            if n < 0 && errno == EINTR { continue }
            return n
        }
    }

    /// Writes all of `bytes`, again when interrupted: nil, or the `errno` of the write that failed.
    package static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        // `offset < bytes.count` before every write, so the pointer stays inside `bytes`.
        var offset = 0
        while offset < bytes.count {
            let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return errno }
            if n == 0 { return EIO }
            offset += n
        }
        return nil
    }

    /// Closes `fd`: nil, or the `errno` of the failed close (EBADF: it was not open).
    package static func closeFile(_ fd: Int32) -> Int32? {
        close(fd) == 0 ? nil : errno
    }

    /// `errno` for a descriptor that is not open.
    package static let notOpen = EBADF

    package static func isTerminal(_ fd: Int32) -> Bool {
        isatty(fd) != 0
    }

    // MARK: Files and directories

    package enum FileKind: Sendable {
        case directory, regular, symbolicLink, other
    }

    package struct FileStatus: Sendable {
        package var kind: FileKind
        package var device: UInt64
        package var inode: UInt64
        package var size: Int

        init(_ st: stat) {
            switch st.st_mode & S_IFMT {
            case S_IFDIR: kind = .directory
            case S_IFREG: kind = .regular
            case S_IFLNK: kind = .symbolicLink
            default: kind = .other
            }
            device = UInt64(truncatingIfNeeded: st.st_dev)  // dev_t is signed on Darwin
            inode = UInt64(truncatingIfNeeded: st.st_ino)
            size = Int(st.st_size)
        }
    }

    /// The status of `path`, symbolic links followed (`stat`), or nil (see `lastError`).
    package static func status(_ path: String) -> FileStatus? {
        var st = stat()
        return stat(path, &st) == 0 ? FileStatus(st) : nil
    }

    /// The status of `path` itself, a symbolic link not followed (`lstat`), or nil.
    package static func linkStatus(_ path: String) -> FileStatus? {
        var st = stat()
        return lstat(path, &st) == 0 ? FileStatus(st) : nil
    }

    /// The status of an open file (`fstat`), or nil (see `lastError`).
    package static func status(of fd: Int32) -> FileStatus? {
        var st = stat()
        return fstat(fd, &st) == 0 ? FileStatus(st) : nil
    }

    package static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    package static func currentDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(cString: buffer)
    }

    package struct DirectoryEntry: Sendable {
        package var name: String
        /// Nil when the file system does not tell (`DT_UNKNOWN`).
        package var kind: FileKind?
    }

    /// The entries of the directory at `path` but `.` and `..`, in the file system's order,
    /// or nil when it cannot be listed (see `lastError`).
    package static func directoryEntries(_ path: String) -> [DirectoryEntry]? {
        guard let handle = opendir(path) else { return nil }
        defer { closedir(handle) }
        var entries: [DirectoryEntry] = []
        while let entry = readdir(handle) {
            let name = entryName(entry)
            if name == "." || name == ".." { continue }
            entries.append(DirectoryEntry(name: name, kind: entryKind(entry.pointee.d_type)))
        }
        return entries
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

    private static func entryKind(_ type: UInt8) -> FileKind? {
        switch Int32(type) {
        case Int32(DT_DIR): return .directory
        case Int32(DT_REG): return .regular
        case Int32(DT_LNK): return .symbolicLink
        case Int32(DT_UNKNOWN): return nil
        default: return .other
        }
    }

    // MARK: Memory

    /// The first `byte` among the `count` bytes at `start` (`memchr`), or nil.
    // Inlinable: calls `memchr` only, so no stored layout is exposed.
    @inlinable @inline(__always)
    package static func firstByte(_ byte: UInt8, in start: UnsafeRawPointer, count: Int) -> UnsafeRawPointer? {
        memchr(start, Int32(byte), count).map(UnsafeRawPointer.init)
    }

    // MARK: Process

    package static var activeProcessorCount: Int {
        let n = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        return n > 0 ? Int(n) : 1
    }

    /// Seconds on a clock that only goes forward.
    package static func monotonicSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    package static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    package static func exitProcess(_ status: Int32) -> Never {
        exit(status)
    }

    // MARK: Commands

    /// A system call that failed, with its `errno`.
    package struct SystemError: Error, Sendable {
        package var code: Int32
    }

    /// What a command printed, and how it ended.
    package struct CommandResult: Sendable {
        /// The exit status; -1 when a signal ended it.
        package var status: Int32
        package var output: [UInt8]
        package var errors: [UInt8]
    }

    /// Runs `arguments` (the program first, looked up on `PATH`) with the process's environment,
    /// no shell between: standard input from /dev/null, standard output read through a pipe,
    /// standard error to a temporary file. What it printed and how it ended; a program not
    /// found is exit status 127, as from a shell; the `errno` of what failed before it could run.
    package static func run(_ arguments: [String]) -> Result<CommandResult, SystemError> {
        guard let program = arguments.first else { return .failure(SystemError(code: EINVAL)) }
        let directory = environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((directory.hasSuffix("/") ? directory : directory + "/").utf8CString.dropLast()) + Array("flowlint-stderr-XXXXXX".utf8CString)
        // The buffer is the template's own storage, NUL-terminated: mkstemp writes inside it.
        let errorsFD = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard errorsFD >= 0 else { return .failure(SystemError(code: errno)) }
        let errorsPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { _ = unlink(errorsPath) }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            let code = errno
            _ = close(errorsFD)
            return .failure(SystemError(code: code))
        }
        let spawned = spawn(program, arguments, stdout: ends[1], stderr: errorsFD, closing: [ends[0], ends[1], errorsFD])
        _ = close(ends[1])
        _ = close(errorsFD)
        let pid: pid_t
        switch spawned {
        case .success(let child): pid = child
        case .failure(let error):
            _ = close(ends[0])
            return error.code == ENOENT ? .success(CommandResult(status: 127, output: [], errors: [])) : .failure(error)
        }
        let output = readAll(ends[0])
        _ = close(ends[0])
        var waited: Int32 = 0
        while waitpid(pid, &waited, 0) == -1 {
            guard errno == EINTR else { return .failure(SystemError(code: errno)) }
        }
        // The wait status: the exit code in bits 8-15 when the low 7 bits (the signal) are 0.
        let status = waited & 0x7f == 0 ? (waited >> 8) & 0xff : -1
        let readBack = openForReading(errorsPath)
        let errors = readBack >= 0 ? readAll(readBack) : []
        if readBack >= 0 { _ = close(readBack) }
        return .success(CommandResult(status: status, output: output, errors: errors))
    }

    /// `posix_spawnp` of `program` with `arguments` (argv, the program first), standard input
    /// from /dev/null, standard output and error onto the descriptors given, the descriptors
    /// `closing` closed in the child once copied (so that the pipe ends when the child does).
    /// The child's pid, or the error (ENOENT: no such program on `PATH`).
    private static func spawn(_ program: String, _ arguments: [String], stdout: Int32, stderr: Int32,
                              closing: [Int32]) -> Result<pid_t, SystemError> {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        guard posix_spawn_file_actions_init(&actions) == 0 else { return .failure(SystemError(code: errno)) }
        defer { posix_spawn_file_actions_destroy(&actions) }
        _ = posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        _ = posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        _ = posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        for fd in closing where fd > 2 { _ = posix_spawn_file_actions_addclose(&actions, fd) }
        // argv: copies of the arguments, NUL-terminated, freed once the child has its own.
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        let result = argv.withUnsafeBufferPointer { args in
            posix_spawnp(&pid, program, &actions, nil, UnsafeMutablePointer(mutating: args.baseAddress!), processEnvironment)
        }
        return result == 0 ? .success(pid) : .failure(SystemError(code: result))
    }

    /// The process's environment, for a child.
    private static var processEnvironment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        #if canImport(Darwin)
        return _NSGetEnviron().pointee
        #else
        return environ
        #endif
    }

    /// Everything `fd` yields until its end (or a read error).
    private static func readAll(_ fd: Int32) -> [UInt8] {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { readSome(fd, into: $0.baseAddress!, count: $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return result }
            result.append(contentsOf: chunk[0..<n])
        }
    }

    /// The path with every symbolic link and `.`/`..` resolved, or nil when it does not exist.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// With glibc, extends the main heap 16 MiB at a time instead of a page or so per `brk`
    /// (`mallopt(M_TOP_PAD)`, looked up by name: it is not in Swift's Glibc module). Elsewhere
    /// it does nothing.
    package static func growHeapInLargeSteps() {
        #if canImport(Glibc)
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mTopPad: Int32 = -2  // M_TOP_PAD in <malloc.h>
        // `mallopt` has this C signature in every glibc; a missing symbol leaves the heap as is.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: Mallopt.self)(mTopPad, 16 << 20)
        #endif
    }
}

/// A mutex (the index's shared tables, the driver's result slots). The `pthread_mutex_t` has
/// memory of its own: a mutex must not move, and a stored property has no fixed address.
package final class Lock: @unchecked Sendable {
    // `@unchecked Sendable`: the mutex is what makes other types thread-safe; its memory is
    // allocated once in `init`, never moves, and is destroyed and freed only in `deinit`.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    package func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

import Foundation

/// The debug build's network inspector: `install()` swizzles URLSession once and keeps the
/// installed inspector alive in `installed`. The holder is a `static var` set from a method,
/// but nothing ever reads it back, so no code depends on which instance it holds: not
/// reported.
final class NetworkInspector {
    static var installed: NetworkInspector?

    private static let lock = NSLock()
    private static var isInstalled = false
    private let log: [String] = []

    static func install() {
        lock.lock()
        defer { lock.unlock() }
        if isInstalled { return }
        isInstalled = true
        let inspector = NetworkInspector()
        inspector.swizzleResume()
        NetworkInspector.installed = inspector
    }

    private func swizzleResume() {
        // Exchanges URLSessionTask.resume for a logging variant (elided).
    }
}

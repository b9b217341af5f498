import Foundation
import os

/// App-wide logging (app, share extension and App Clip). Each entry point calls `configure`;
/// the first call wins.
final class Logger {
    // Not reported: set only in `configure(subsystem:)`, behind `guard shared == nil`.
    static var shared: Logger?

    private let log: OSLog

    private init(subsystem: String) {
        log = OSLog(subsystem: subsystem, category: "app")
    }

    static func configure(subsystem: String) {
        guard shared == nil else { return }
        shared = Logger(subsystem: subsystem)
    }

    func info(_ message: String) {
        os_log("%{public}@", log: log, type: .info, message)
    }
}

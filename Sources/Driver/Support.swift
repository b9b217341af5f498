import FlowLintPlatform

/// Wall-clock seconds.
func monotonicSeconds() -> Double {
    Platform.monotonicSeconds()
}

/// Wall time of each stage, printed to stderr when `FLOWLINT_TIMING` is set (like ESLint's
/// `TIMING=1`): where a slow run spends its time, without a profiler.
enum StageTiming {
    nonisolated(unsafe) static var enabled = Platform.environment("FLOWLINT_TIMING") != nil
    nonisolated(unsafe) private static var last = monotonicSeconds()
    nonisolated(unsafe) private static var stages: [(String, Double)] = []

    /// Starts timing (the first stage begins here). Main thread only.
    static func start() {
        last = monotonicSeconds()
        stages = []
    }

    /// Ends the stage called `name` (it began where the previous one ended). Main thread only.
    static func end(_ name: String) {
        guard enabled else { return }
        let now = monotonicSeconds()
        stages.append((name, now - last))
        last = now
    }

    static func report(_ write: (String) -> Void) {
        guard enabled else { return }
        let total = stages.reduce(0) { $0 + $1.1 }
        for (name, seconds) in stages {
            let ms = (seconds * 1000).rounded()
            let share = total > 0 ? Int((seconds / total * 100).rounded()) : 0
            write("flowlint: timing: \(name): \(Int(ms)) ms (\(share) %)\n")
        }
    }
}

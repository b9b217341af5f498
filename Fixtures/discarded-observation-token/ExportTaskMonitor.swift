import Foundation

/// An export task whose interruption other code watches.
final class ExportTask: NSObject {
    @objc dynamic var isInterrupted = false
    @objc dynamic var progress = 0.0
}

final class ExportTaskMonitor {
    private var progressObservation: NSKeyValueObservation?

    /// Not reported: the `if` is the whole body of a function with a result, so the observation
    /// is its value, returned to the caller (an `if` expression).
    func observeInterruption(of task: ExportTask?, action: @escaping () -> Void) -> NSKeyValueObservation? {
        if let task {
            task.observe(\.isInterrupted) { task, _ in
                if task.isInterrupted { action() }
            }
        } else {
            nil
        }
    }

    /// Reported: a statement in a function that returns nothing; the observation stops at once.
    func follow(_ task: ExportTask) {
        if task.progress < 1 {
            task.observe(\.progress) { task, _ in   // expect: discarded-observation-token
                print(task.progress)
            }
        }
    }
}

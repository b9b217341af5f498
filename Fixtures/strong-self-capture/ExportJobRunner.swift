import Combine
import Foundation

/// Runs export jobs and streams their progress. Each job's subscription is kept under the job's
/// identifier and captures the runner strongly.
final class ExportJobRunner {
    private var cancellables: [UUID: AnyCancellable] = [:]
    private var progressSubscriptions: [UUID: AnyCancellable] = [:]
    private(set) var finishedJobs: [UUID] = []
    private(set) var lastProgress: [UUID: Double] = [:]

    /// Not reported: the subscription removes its own entry when the job's output ends, so the
    /// cycle lasts only while the job runs.
    func run(_ job: ExportJob) {
        let id = UUID()
        cancellables[id] = job.output
            .receive(on: DispatchQueue.main)
            .sink { chunk in
                guard !chunk.isEmpty else {
                    self.cancellables.removeValue(forKey: id)
                    self.finishedJobs.append(id)
                    return
                }
                self.lastProgress[id] = Double(chunk.count)
            }
    }

    /// Reported: this closure drops another job's entry, never its own, so the runner keeps it
    /// (and the closure keeps the runner) for good.
    func watchProgress(of job: ExportJob, replacing previous: UUID?) {
        let id = UUID()
        progressSubscriptions[id] = job.output
            .sink { chunk in   // expect: strong-self-capture "progressSubscriptions"
                if let previous { self.progressSubscriptions.removeValue(forKey: previous) }
                self.lastProgress[id] = Double(chunk.count)
            }
    }
}

struct ExportJob {
    let output: AnyPublisher<Data, Never>
}

import Combine
import Foundation
import UIKit

struct JournalEntrySummary: Hashable {
    let id: UUID
    let title: String
    let createdAt: Date
}

/// Builds PDF and Markdown exports of the journal and the on-device search index.
final class JournalExportService {
    let entries = CurrentValueSubject<[JournalEntrySummary], Never>([])
    let selectedTheme = CurrentValueSubject<String, Never>("Classic")
    let exportFinished = PassthroughSubject<URL, Never>()
    let indexProgress = PassthroughSubject<Double, Never>()

    func rebuildSearchIndex() -> AnyPublisher<Int, Never> {
        entries
            .map { entries in entries.count }
            .eraseToAnyPublisher()
    }

    func render(_ entries: [JournalEntrySummary], theme: String) async -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("Journal-\(theme).pdf")
    }
}

final class JournalExportViewModel: ObservableObject {
    @Published private(set) var indexedEntries = 0
    @Published private(set) var progress = 0.0
    @Published private(set) var lastExport: URL?
    private let service: JournalExportService

    init(service: JournalExportService) {
        self.service = service
    }

    func warmUpSearchIndex() {
        // Not reported: `subscribe(on:)` makes the subscription later, on the utility queue, so
        // the pipeline runs although the cancellable is not kept (see README decisions).
        service.rebuildSearchIndex()
            .subscribe(on: DispatchQueue.global(qos: .utility))
            .receive(on: DispatchQueue.main)
            .sink { [weak self] count in
                self?.indexedEntries = count
            }
    }

    func trackIndexProgress() {
        // Reported: the same pipeline shape without `subscribe(on:)`: the subscription is made
        // here and cancelled as soon as the statement ends.
        service.indexProgress
            .receive(on: DispatchQueue.main)
            .sink { [weak self] fraction in   // expect: discarded-observation-token
                self?.progress = fraction
            }
    }

    /// The entries as they are now, for the export sheet.
    func currentEntries() async -> [JournalEntrySummary] {
        // Not reported: a one-shot read of the subject's current value inside a checked
        // continuation; keeping the cancellable would resume the continuation again on the next value.
        await withCheckedContinuation { continuation in
            _ = service.entries.sink { continuation.resume(returning: $0) }
        }
    }

    func currentTheme() async throws -> String {
        // Not reported: the throwing variant, with `.first()` before the sink.
        try await withCheckedThrowingContinuation { continuation in
            _ = service.selectedTheme.first().sink { theme in
                continuation.resume(returning: theme)
            }
        }
    }

    func exportPDF() {
        Task { @MainActor in
            let entries = await currentEntries()
            let theme = (try? await currentTheme()) ?? "Classic"
            // Reported: in a Task, not a continuation; the PassthroughSubject delivers nothing
            // once the discarded cancellable has cancelled the subscription.
            _ = service.exportFinished.sink { [weak self] url in   // expect: discarded-observation-token
                self?.lastExport = url
            }
            _ = await service.render(entries, theme: theme)
        }
    }
}

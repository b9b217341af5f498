import Combine
import Foundation

final class DownloadsViewModel: ObservableObject {
    @Published private(set) var finished: [Download] = []
    @Published private(set) var progress: Double = 0
    @Published private(set) var lastURL: URL?
    private var cancellables = Set<AnyCancellable>()

    init(center: NotificationCenter = .default) {
        center.publisher(for: .downloadFinished)
            .map { $0.object as! Download }   // expect: notification-payload-force-cast
            .sink { [weak self] download in self?.finished.append(download) }
            .store(in: &cancellables)

        center.publisher(for: .downloadProgress)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] notification in
                self?.progress = notification.userInfo?["fraction"] as! Double   // expect: notification-payload-force-cast
            }
            .store(in: &cancellables)

        // not reported: conditional cast in the operator
        center.publisher(for: .downloadFinished)
            .compactMap { $0.object as? Download }
            .map(\.url)
            .sink { [weak self] url in self?.lastURL = url }
            .store(in: &cancellables)
    }
}

import Combine
import Foundation
import UIKit

private var uploadProgressContext = 0

struct UploadItem: Identifiable {
    let id: UUID
    let fileName: String
    var fractionCompleted: Double
}

/// Background upload engine (URLSession background configuration under the hood).
final class BackgroundUploader {
    func suspendAll() {}
    func resumeAll() {}
    func setLowBandwidthMode(_ enabled: Bool) {}
    func progress(for id: UUID) -> Progress { Progress(totalUnitCount: 100) }
}

/// Republishes one upload's `Progress` through a callback.
final class UploadProgressObserver: NSObject {
    private let progress: Progress
    var onChange: ((Double) -> Void)?

    init(progress: Progress) {
        self.progress = progress
        super.init()
        // Never removed: KVO keeps an unretained reference to this observer.
        progress.addObserver(self, forKeyPath: #keyPath(Progress.fractionCompleted), options: [.new], context: &uploadProgressContext)   // expect: unremoved-observer
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                               change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard context == &uploadProgressContext else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        onChange?(progress.fractionCompleted)
    }
}

/// Upload queue screen model: pauses uploads when the device is hot, in Low Power Mode, or locked.
final class UploadQueueViewModel {
    @Published private(set) var uploads: [UploadItem] = []
    private let uploader: BackgroundUploader
    private var lowPowerToken: NSObjectProtocol?
    private var thermalToken: NSObjectProtocol?
    private var protectedDataToken: NSObjectProtocol?
    private var progressObservers: [UUID: UploadProgressObserver] = [:]

    init(uploader: BackgroundUploader) {
        self.uploader = uploader
        startObservingSystemState()
    }

    deinit {
        stopObservingSystemState()
    }

    private func startObservingSystemState() {
        let center = NotificationCenter.default

        // Not reported: removed by stopObservingSystemState(), called from deinit.
        lowPowerToken = center.addObserver(forName: .NSProcessInfoPowerStateDidChange, object: nil, queue: .main) { [weak self] _ in
            self?.applyPowerPolicy()
        }

        // Not reported: same helper.
        thermalToken = center.addObserver(forName: ProcessInfo.thermalStateDidChangeNotification, object: nil, queue: .main) { [weak self] _ in
            self?.applyPowerPolicy()
        }

        // The helper forgets this one.
        protectedDataToken = center.addObserver(forName: UIApplication.protectedDataWillBecomeUnavailableNotification, object: nil, queue: nil) { [weak self] _ in   // expect: unremoved-observer
            self?.uploader.suspendAll()
        }
    }

    func track(_ item: UploadItem) {
        let observer = UploadProgressObserver(progress: uploader.progress(for: item.id))
        observer.onChange = { [weak self] fraction in
            DispatchQueue.main.async {
                guard let self, let index = self.uploads.firstIndex(where: { $0.id == item.id }) else { return }
                self.uploads[index].fractionCompleted = fraction
            }
        }
        progressObservers[item.id] = observer
        uploads.append(item)
    }

    private func applyPowerPolicy() {
        let info = ProcessInfo.processInfo
        let constrained = info.isLowPowerModeEnabled || info.thermalState == .serious || info.thermalState == .critical
        uploader.setLowBandwidthMode(constrained)
    }
}

extension UploadQueueViewModel {
    /// Every upload the user adds gets its own progress observer.
    func enqueue(_ items: [UploadItem]) {
        items.forEach(track)
    }

    /// Called from deinit (same file).
    private func stopObservingSystemState() {
        if let lowPowerToken {
            NotificationCenter.default.removeObserver(lowPowerToken)
        }
        if let thermalToken {
            NotificationCenter.default.removeObserver(thermalToken)
        }
    }
}

import AppKit
import Combine
import PromiseKitLite   // a promise library the app depends on: its `sink` keeps its callback and returns nothing

/// Renders thumbnails off the main thread and hands back a promise of the library's.
final class ThumbnailRenderer {
    let placeholder: Promise<NSImage, Never> = Promise(value: NSImage())

    func render(_ url: URL) -> Promise<NSImage?, Never> {
        Promise { resolve in resolve(NSImage(contentsOf: url)) }
    }
}

final class ThumbnailViewController: NSViewController {
    private let renderer = ThumbnailRenderer()
    private let imageView = NSImageView()
    private let sizeChanges = PassthroughSubject<CGSize, Never>()

    func show(_ url: URL) {
        // Not reported: the chain starts with a function the tree declares to return the
        // library's `Promise`, not a Combine publisher; nothing is cancelled here.
        renderer.render(url)
            .receive(on: .main)
            .sink { [weak self] image in self?.imageView.image = image }
        // Not reported either: a property declared as the same promise type.
        renderer.placeholder
            .receive(on: .main)
            .sink { [weak self] image in self?.imageView.image = self?.imageView.image ?? image }
    }

    func watchSize() {
        // Reported: a Combine subject's `sink`, whose cancellable is dropped at once.
        sizeChanges
            .sink { [weak self] size in self?.view.needsLayout = size.width > 0 }   // expect: discarded-observation-token
    }
}

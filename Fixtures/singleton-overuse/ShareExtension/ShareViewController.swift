import UIKit
import UniformTypeIdentifiers

final class ShareViewController: UIViewController {
    private let imageView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        ImageLoader.shared.maxConcurrentLoads = 1
        view.addSubview(imageView)
        loadSharedImage()
    }

    private func loadSharedImage() {
        guard let item = extensionContext?.inputItems.first as? NSExtensionItem,
              let provider = item.attachments?.first(where: { $0.hasItemConformingToTypeIdentifier(UTType.url.identifier) }) else { return }
        provider.loadItem(forTypeIdentifier: UTType.url.identifier) { [weak self] value, _ in
            guard let url = value as? URL else { return }
            Task { @MainActor in self?.imageView.image = await ImageLoader.shared.load(url) }
        }
    }
}

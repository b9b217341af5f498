import UIKit

final class ImageCache {
    static let shared = ImageCache()

    var memory: [URL: UIImage] = [:]
    var totalCostLimit = 80 * 1024 * 1024
    let ioQueue = DispatchQueue(label: "com.shop.image-cache", qos: .utility)
    lazy var diskDirectory: URL = FileManager.default
        .urls(for: .cachesDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("images", isDirectory: true)

    func image(for url: URL) -> UIImage? { memory[url] }
}

extension UIImageView {
    func setRemoteImage(_ url: URL?) {
        guard let url else { image = nil; return }
        if let cached = ImageCache.shared.image(for: url) {
            image = cached
            return
        }
        URLSession.images.dataTask(with: url) { [weak self] data, _, _ in
            guard let data, let image = UIImage(data: data) else { return }
            DispatchQueue.main.async {
                ImageCache.shared.memory[url] = image
                self?.image = image
            }
        }.resume()
    }
}

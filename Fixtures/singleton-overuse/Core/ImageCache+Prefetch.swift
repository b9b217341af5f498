import UIKit

extension ImageCache {
    func prefetch(_ urls: [URL]) {
        for url in urls where memory[url] == nil {
            URLSession.images.dataTask(with: url) { data, _, _ in
                guard let data, let image = UIImage(data: data) else { return }
                DispatchQueue.main.async { ImageCache.shared.memory[url] = image }
            }.resume()
        }
    }

    static func handleMemoryWarning() {
        ImageCache.shared.memory.removeAll()
        ImageCache.shared.totalCostLimit /= 2
    }
}

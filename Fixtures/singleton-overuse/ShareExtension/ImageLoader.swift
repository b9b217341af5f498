import UIKit

/// The share extension's loader (no shared cache, smaller memory budget).
final class ImageLoader {
    static var shared = ImageLoader()

    var maxConcurrentLoads = 2

    func load(_ url: URL) async -> UIImage? {
        guard let (data, _) = try? await URLSession.shared.data(from: url) else { return nil }
        return UIImage(data: data)
    }
}

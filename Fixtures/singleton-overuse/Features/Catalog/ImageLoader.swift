import UIKit

/// The app's image loader. The share extension has its own class of the same name
/// (ShareExtension/ImageLoader.swift).
final class ImageLoader {
    static var shared = ImageLoader()

    var maxConcurrentLoads = 6
    var placeholder = UIImage(systemName: "photo")

    func load(_ url: URL) async -> UIImage? {
        guard let (data, _) = try? await URLSession.images.data(from: url) else { return placeholder }
        return UIImage(data: data) ?? placeholder
    }
}

import UIKit

protocol ArtworkFetcherDelegate: AnyObject {
    func artworkFetcher(_ fetcher: ArtworkFetcher, didLoad image: UIImage, for url: URL)
}

final class ArtworkFetcher {
    // `ArtworkCache` hands itself to it, and `ArtworkCache` is not a singleton: besides its
    // `shared` instance the widget builds its own small cache
    var delegate: ArtworkFetcherDelegate?   // expect: strong-delegate "'ArtworkCache' hands itself to it: a retain cycle \(ArtworkCache.fetcher → ArtworkFetcher, ArtworkFetcher.delegate → ArtworkCache\) keeps both alive"

    private let session = URLSession(configuration: .ephemeral)

    func fetch(_ url: URL) {
        session.dataTask(with: url) { [weak self] data, _, _ in
            guard let self, let data, let image = UIImage(data: data) else { return }
            DispatchQueue.main.async {
                self.delegate?.artworkFetcher(self, didLoad: image, for: url)
            }
        }.resume()
    }
}

final class ArtworkCache: ArtworkFetcherDelegate {
    static let shared = ArtworkCache(memoryLimit: 64)

    private let fetcher = ArtworkFetcher()
    private let images = NSCache<NSURL, UIImage>()

    init(memoryLimit: Int) {
        images.countLimit = memoryLimit
        fetcher.delegate = self
    }

    func image(for url: URL) -> UIImage? {
        if let image = images.object(forKey: url as NSURL) { return image }
        fetcher.fetch(url)
        return nil
    }

    func artworkFetcher(_ fetcher: ArtworkFetcher, didLoad image: UIImage, for url: URL) {
        images.setObject(image, forKey: url as NSURL)
    }
}

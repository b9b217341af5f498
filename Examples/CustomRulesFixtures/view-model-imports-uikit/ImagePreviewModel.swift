import UIKit

/// `PreviewModel` is not `ViewModel`: only whole camel-case words count.
final class ImagePreviewModel {
    let image: UIImage
    let caption: String

    init(image: UIImage, caption: String) {
        self.image = image
        self.caption = caption
    }
}

/// A factory that builds view models is not a view model; it may know UIKit.
enum ViewModelFactory {
    static func profile(traits: UITraitCollection) -> String {
        traits.userInterfaceStyle == .dark ? "dark" : "light"
    }
}

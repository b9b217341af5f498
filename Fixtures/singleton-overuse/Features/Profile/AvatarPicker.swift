import PhotosUI
import UIKit

/// Presents the photo picker for the avatar.
enum AvatarPicker {
    static func present(from viewController: UIViewController, completion: @escaping (UIImage?) -> Void) {
        var configuration = PHPickerConfiguration()
        configuration.filter = .images
        configuration.selectionLimit = 1
        let picker = PHPickerViewController(configuration: configuration)
        let handler = PickerHandler(completion: completion)
        // The picker holds its delegate weakly: the slot keeps the handler alive while it shows.
        PickerHandler.pending = handler
        picker.delegate = handler
        viewController.present(picker, animated: true)
    }
}

private final class PickerHandler: NSObject, PHPickerViewControllerDelegate {
    static var pending: PickerHandler?

    private let completion: (UIImage?) -> Void

    init(completion: @escaping (UIImage?) -> Void) {
        self.completion = completion
    }

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        picker.dismiss(animated: true)
        let completion = self.completion
        PickerHandler.pending = nil
        guard let provider = results.first?.itemProvider, provider.canLoadObject(ofClass: UIImage.self) else {
            completion(nil)
            return
        }
        provider.loadObject(ofClass: UIImage.self) { image, _ in
            DispatchQueue.main.async { completion(image as? UIImage) }
        }
    }
}

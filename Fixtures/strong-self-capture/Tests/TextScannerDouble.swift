import Combine
import CoreGraphics

/// A test double whose subject never finishes: it runs only in the tests, so it does not make
/// the app's scanner look endless.
final class TextScannerDouble: TextScanning {
    func recognizeText(in image: CGImage) -> AnyPublisher<String, Error> {
        PassthroughSubject<String, Error>().eraseToAnyPublisher()
    }

    func livePreview() -> AnyPublisher<String, Never> {
        PassthroughSubject<String, Never>().eraseToAnyPublisher()
    }
}

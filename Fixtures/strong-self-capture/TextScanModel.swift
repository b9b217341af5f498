import Combine
import UIKit
import Vision

/// Reads the text of a photo the user attaches. `recognizeText(in:)` makes its own subject and
/// finishes it when Vision is done, so a subscription to it lets go of its closures then; the
/// live-preview subject is never finished.
protocol TextScanning {
    func recognizeText(in image: CGImage) -> AnyPublisher<String, Error>
    func livePreview() -> AnyPublisher<String, Never>
}

final class VisionTextScanner: TextScanning {
    private let preview = PassthroughSubject<String, Never>()

    func recognizeText(in image: CGImage) -> AnyPublisher<String, Error> {
        let subject = PassthroughSubject<String, Error>()
        let request = VNRecognizeTextRequest { request, error in
            if let error {
                subject.send(completion: .failure(error))
                return
            }
            let lines = (request.results as? [VNRecognizedTextObservation] ?? []).compactMap { $0.topCandidates(1).first?.string }
            DispatchQueue.main.async {
                subject.send(lines.joined(separator: "\n"))
                subject.send(completion: .finished)
            }
        }
        try? VNImageRequestHandler(cgImage: image).perform([request])
        return subject.eraseToAnyPublisher()
    }

    func livePreview() -> AnyPublisher<String, Never> {
        let subject = PassthroughSubject<String, Never>()
        preview.sink { subject.send($0) }.store(in: &forwarders)
        return subject.eraseToAnyPublisher()
    }

    private var forwarders = Set<AnyCancellable>()
}

final class TextScanModel: ObservableObject {
    @Published private(set) var text = ""
    private let scanner: TextScanning = VisionTextScanner()
    private var subscriptions = Set<AnyCancellable>()

    func scan(_ image: CGImage) {
        // Not reported: the scanner finishes the subject it returns.
        scanner.recognizeText(in: image)
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { _ in }, receiveValue: { text in
                self.text = text
            })
            .store(in: &subscriptions)
    }

    func startPreview() {
        scanner.livePreview()
            .sink { text in   // expect: strong-self-capture
                self.text = text
            }
            .store(in: &subscriptions)
    }
}

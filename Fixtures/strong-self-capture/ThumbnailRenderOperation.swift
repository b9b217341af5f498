import Foundation
import UIKit

/// Renders one thumbnail on an operation queue.
final class ThumbnailRenderOperation: Operation {
    let url: URL
    private(set) var image: UIImage?
    var onFinish: ((UIImage?) -> Void)?

    init(url: URL) {
        self.url = url
        super.init()
        // Not reported: Foundation sets `completionBlock` to nil once it starts running.
        completionBlock = {
            self.onFinish?(self.image)
        }
    }

    override func main() {
        image = UIImage(contentsOfFile: url.path)
    }
}

/// Not an `Operation`: its own `completionBlock` property keeps the closure.
final class ThumbnailBatch {
    var completionBlock: (() -> Void)?
    private var finished = 0

    func start(count: Int) {
        completionBlock = {   // expect: strong-self-capture
            self.finished = count
        }
    }
}

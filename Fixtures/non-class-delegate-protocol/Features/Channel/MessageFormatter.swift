import UIKit

/// Lays out message text with the renderer it is given.
final class MessageFormatter {
    // not reported by the delegate rules: `MessageRendering` is not named like a delegate, and
    // neither is the property; the channel screen keeps this formatter and passes
    // `renderer: self`, so retain-cycle reports the loop
    private let renderer: MessageRendering   // expect: retain-cycle "through 'formatter'"
    private let cache = NSCache<NSUUID, NSAttributedString>()

    init(renderer: MessageRendering) {
        self.renderer = renderer
    }

    func text(for message: ChatMessage) -> NSAttributedString {
        if let cached = cache.object(forKey: message.id as NSUUID) { return cached }
        let text = renderer.attributedText(for: message)
        cache.setObject(text, forKey: message.id as NSUUID)
        return text
    }
}

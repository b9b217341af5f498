import UIKit

/// Lays out message text with the renderer it is given.
final class MessageFormatter {
    // not reported by either rule: `MessageRendering` is not named like a delegate, and neither
    // is the property, although the channel screen passes `renderer: self`
    private let renderer: MessageRendering
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

import UIKit

final class Theme {
    struct Palette {
        let accent: UIColor
        let background: UIColor

        static let standard = Palette(accent: .systemIndigo, background: .systemBackground)
        static let highContrast = Palette(accent: .label, background: .systemBackground)
    }

    let palette: Palette

    init(palette: Palette) {
        self.palette = palette
    }
}

extension Theme {
    static var current = Theme(palette: .standard)   // expect: singleton-overuse
}

/// The store's branding, replaced by three screens (the store picker, accessibility settings,
/// the debug menu). Not reported: its `didSet` applies the new branding and tells every
/// screen, so it is built to be replaced.
final class StoreBranding {
    static var current = StoreBranding(name: "Shop") {
        didSet { NotificationCenter.default.post(name: .storeBrandingDidChange, object: nil) }
    }

    let name: String

    init(name: String) {
        self.name = name
    }
}

extension Notification.Name {
    static let storeBrandingDidChange = Notification.Name("StoreBrandingDidChange")
}

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

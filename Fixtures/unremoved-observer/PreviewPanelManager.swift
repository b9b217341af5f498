import AppKit

/// Floats the file preview under the menu bar item. SwiftUI makes the preview window; the
/// manager catches it when it first updates and configures it once.
final class PreviewPanelManager {
    private var panelWindow: NSWindow?
    private var windowObserver: NSObjectProtocol?
    private var moveObserver: NSObjectProtocol?
    private var savedFrame: NSRect = .zero

    func start() {
        windowObserver = NotificationCenter.default.addObserver(forName: NSWindow.didUpdateNotification, object: nil, queue: .main) { [weak self] note in
            guard let self, let window = note.object as? NSWindow, window.title == "Preview",
                  self.panelWindow == nil else { return }
            self.configure(window)
        }
    }

    /// Runs once: the window-update observer calls it only while `panelWindow` is nil, and it
    /// fills `panelWindow`, which nothing empties. The move observer does not pile up, but
    /// nothing removes it either (reported without "pile up").
    private func configure(_ window: NSWindow) {
        panelWindow = window
        window.level = .popUpMenu
        moveObserver = NotificationCenter.default.addObserver(forName: NSWindow.didMoveNotification, object: window, queue: .main) { [weak self] _ in   // expect: unremoved-observer "goes away; call 'NotificationCenter.default.removeObserver"
            self?.savedFrame = window.frame
        }
    }

    deinit {
        if let windowObserver { NotificationCenter.default.removeObserver(windowObserver) }
    }
}

final class PreviewMenuController: NSObject {
    private var manager: PreviewPanelManager?

    @objc func showPreview(_ sender: Any?) {
        let manager = PreviewPanelManager()
        manager.start()
        self.manager = manager
    }
}

import AVFoundation

/// Wraps the camera torch for the barcode scanner. One screen drives it: the scanner view sets
/// its callbacks from the view's file and from that view's `+Torch` extension file.
final class BarcodeTorch {
    static let shared = BarcodeTorch()

    var isTorchAllowed: (() -> Bool)?
    var onLevelChange: ((Float) -> Void)?

    private init() {}

    func setLevel(_ level: Float) {
        guard isTorchAllowed?() ?? true else { return }
        onLevelChange?(level)
    }
}

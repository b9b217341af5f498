import SwiftUI

extension ScannerView {
    func connectTorch() {
        BarcodeTorch.shared.isTorchAllowed = { ProcessInfo.processInfo.thermalState != .critical }
    }
}

import SwiftUI

struct ScannerView: View {
    @State private var torchLevel: Float = 0

    var body: some View {
        Slider(value: $torchLevel, in: 0...1)
            .onAppear { connectTorch() }
            .onDisappear {
                BarcodeTorch.shared.onLevelChange = nil
            }
    }
}

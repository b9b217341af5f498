import SwiftUI

struct DownloadsView: View {
    let environment: PlayerEnvironment

    var body: some View {
        List {
            Text(environment.downloads.lowDiskSpace ? "Storage almost full" : "Downloads")
        }
    }
}

/// Shows the list with sample downloads on the canvas; only the `#Preview` below uses it.
private struct DownloadsPreviewHost: View {
    let environment = PlayerEnvironment(downloads: DownloadCenter())

    var body: some View {
        DownloadsView(environment: environment)
    }
}

/// Named as preview scaffolding: test code wherever it is used.
struct DownloadsViewPreviewWrapper: View {
    var body: some View {
        DownloadsView(environment: PlayerEnvironment(downloads: DownloadCenter()))
    }
}

#Preview {
    DownloadsPreviewHost()
}

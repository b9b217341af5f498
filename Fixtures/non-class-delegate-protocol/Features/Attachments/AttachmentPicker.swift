import Photos
import UIKit

// not reported: stored strongly by the picker, but what it holds is a model made by the caller
// (`AttachmentPickerViewController(dataSource: PhotoLibraryAttachments(...))`); nothing hands
// `self` to it
protocol AttachmentPickerDataSource {
    func numberOfAttachments() -> Int
    func attachment(at index: Int) -> Attachment
}

struct RecentFilesAttachments: AttachmentPickerDataSource {
    let files: [URL]

    func numberOfAttachments() -> Int { files.count }
    func attachment(at index: Int) -> Attachment { Attachment(fileURL: files[index], mimeType: "application/octet-stream") }
}

final class PhotoLibraryAttachments: AttachmentPickerDataSource {
    private let assets: PHFetchResult<PHAsset>

    init(limit: Int) {
        let options = PHFetchOptions()
        options.fetchLimit = limit
        assets = PHAsset.fetchAssets(with: options)
    }

    func numberOfAttachments() -> Int { assets.count }

    func attachment(at index: Int) -> Attachment {
        Attachment(fileURL: URL(fileURLWithPath: assets[index].localIdentifier), mimeType: "image/heic")
    }
}

final class AttachmentPickerViewController: UICollectionViewController {
    private let dataSource: AttachmentPickerDataSource

    init(dataSource: AttachmentPickerDataSource) {
        self.dataSource = dataSource
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        dataSource.numberOfAttachments()
    }

    static func photos() -> AttachmentPickerViewController {
        AttachmentPickerViewController(dataSource: PhotoLibraryAttachments(limit: 200))
    }

    static func recentFiles(_ files: [URL]) -> AttachmentPickerViewController {
        AttachmentPickerViewController(dataSource: RecentFilesAttachments(files: files))
    }
}

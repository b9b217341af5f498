import Foundation
import UIKit

protocol UploadSchedulerDelegate: AnyObject {
    func uploadScheduler(_ scheduler: UploadScheduler, didFinish upload: PendingUpload)
}

protocol UploadProgressDelegate: AnyObject {
    func uploadProgressDidChange(_ fraction: Double)
}

struct PendingUpload: Hashable, Sendable {
    let id: UUID
    let fileURL: URL
}

actor UploadScheduler {
    // actor stored properties are reported like class ones
    var delegate: UploadSchedulerDelegate?   // expect: strong-delegate

    // not reported: weak
    weak var progressDelegate: UploadProgressDelegate?

    private var queue: [PendingUpload] = []

    func setDelegate(_ delegate: UploadSchedulerDelegate?) {
        self.delegate = delegate
    }

    func enqueue(_ upload: PendingUpload) {
        queue.append(upload)
        progressDelegate?.uploadProgressDidChange(0)
    }

    func complete(_ upload: PendingUpload) {
        queue.removeAll { $0.id == upload.id }
        delegate?.uploadScheduler(self, didFinish: upload)
    }
}

// The receipt printer SDK wrapper was written before anyone made its protocol class-bound.
protocol ReceiptPrinterDelegate {   // expect: non-class-delegate-protocol
    func receiptPrinterDidRunOutOfPaper()
}

/// Not named like a delegate, not class-bound: only the property is this folder's business.
protocol ExportHandling {
    func export(_ data: Data, named name: String)
}

final class ReceiptPrinter {
    // the protocol is not class-bound, so `weak` first needs `: AnyObject` on the protocol
    var delegate: ReceiptPrinterDelegate?   // expect: strong-delegate

    // a property named like a delegate holding a non-class protocol that is not named like one
    var exportDelegate: ExportHandling?   // expect: strong-delegate

    // Objective-C style untyped delegate
    var statusDelegate: AnyObject?   // expect: strong-delegate

    // not reported: static storage belongs to the type, not an instance
    static var fallbackDelegate: UploadSchedulerDelegate?

    // not reported: class properties are computed
    class var defaultExportDelegate: ExportHandling? { nil }

    func printReceipt(_ receipt: Data) {
        guard !receipt.isEmpty else {
            delegate?.receiptPrinterDidRunOutOfPaper()
            return
        }
        exportDelegate?.export(receipt, named: "receipt.pdf")
    }
}

/// A value-type sink is fine to hold strongly.
struct PDFExporter: ExportHandling {
    func export(_ data: Data, named name: String) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        try? data.write(to: url)
    }
}

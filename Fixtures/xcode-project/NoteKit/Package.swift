// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "NoteKit",
    platforms: [.iOS(.v16)],
    products: [.library(name: "NoteKit", targets: ["NoteKit"])],
    targets: [.target(name: "NoteKit")]
)

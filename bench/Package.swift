// swift-tools-version: 6.0
// `transitions-bench`: the frame-cost benchmarks and the peers they are measured against
// (`make bench`, `make bench-peers`). A package of its own so that the project's package never
// names cairo: `make test` and `make run` build without libcairo2-dev.
import PackageDescription

let package = Package(
  name: "TransitionsBench",
  platforms: [.macOS(.v13)],
  products: [.executable(name: "transitions-bench", targets: ["TransitionsBench"])],
  dependencies: [
    .package(name: "Transitions", path: ".."),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    .systemLibrary(
      name: "CBench",
      pkgConfig: "cairo cairo-xlib x11 xres xtst",
      providers: [.apt(["libcairo2-dev", "libxres-dev", "libxtst-dev"])]
    ),
    .executableTarget(
      name: "TransitionsBench",
      dependencies: [
        "CBench",
        .product(name: "MiniUIKit", package: "Transitions"),
        .product(name: "X11Host", package: "Transitions"),
        .product(name: "DemoScenes", package: "Transitions"),
        .product(name: "MiniUIKitSnapshotTesting", package: "Transitions"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

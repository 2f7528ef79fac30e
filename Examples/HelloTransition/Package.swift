// swift-tools-version: 5.9
import PackageDescription

// An iOS app's code on the Linux desktop: Xcode's template delegates and a custom transition,
// run with `swift run HelloTransition`, and snapshot tests of the transition (`swift test`).
let package = Package(
  name: "HelloTransition",
  dependencies: [
    // In your own package: the path of your checkout, or the address you clone it from.
    .package(name: "Transitions", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "HelloTransition",
      dependencies: [
        .product(name: "MiniUIKit", package: "Transitions"),
        .product(name: "X11Host", package: "Transitions"),
      ]),
    .testTarget(
      name: "HelloTransitionTests",
      dependencies: [
        "HelloTransition",
        .product(name: "MiniUIKitSnapshotTesting", package: "Transitions"),
      ],
      exclude: ["__Snapshots__"]),
  ]
)

// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Transitions",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "MiniUIKit", targets: ["MiniUIKit"]),
    .library(name: "X11Host", targets: ["X11Host"]),
    .library(name: "MiniUIKitSnapshotTesting", targets: ["MiniUIKitSnapshotTesting"]),
    /// The demo's scenes, for `transitions-bench` (bench/) to measure.
    .library(name: "DemoScenes", targets: ["DemoScenes"]),
    .executable(name: "transitions-demo", targets: ["TransitionsDemo"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    // `make docs`: the reference documentation of the three libraries (DocC).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .systemLibrary(
      name: "CX11",
      pkgConfig: "x11 xrender xft xtst xi xres xfixes xpresent xrandr xext libpng harfbuzz fribidi",
      providers: [
        .apt([
          "libx11-dev", "libxrender-dev", "libxft-dev", "libxtst-dev", "libxi-dev", "libxres-dev",
          "libxfixes-dev", "libxpresent-dev", "libxrandr-dev", "libxext-dev", "libpng-dev",
          "libharfbuzz-dev", "libfribidi-dev",
        ])
      ]
    ),
    /// Box2D 2.4 (Debian's libbox2d-dev) behind a C interface: the physics of UIKit Dynamics.
    .target(
      name: "CBox2D", cSettings: [.headerSearchPath("include")],
      linkerSettings: [.linkedLibrary("box2d")]),
    /// The toolkit: Swift, Foundation and swift-log, with Box2D (internally) for UIKit
    /// Dynamics, and the ICU Foundation ships (`_FoundationICU`) for Unicode's line breaking.
    /// Never imports X11.
    .target(
      name: "MiniUIKit",
      dependencies: ["CBox2D", .product(name: "Logging", package: "swift-log")],
      linkerSettings: [.linkedLibrary("_FoundationICU")]),
    /// Everything that talks to the X server.
    /// libdbus: the appearance portal's colour scheme, on the session bus.
    .systemLibrary(
      name: "CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),
    .target(name: "X11Host", dependencies: ["CX11", "CDBus", "MiniUIKit"]),
    /// Snapshot strategies for controllers and their transitions (stills, filmstrips, GIFs),
    /// built on swift-snapshot-testing, for users' test targets.
    .target(
      name: "MiniUIKitSnapshotTesting",
      dependencies: [
        "MiniUIKit", "X11Host",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),
    /// The demo's scenes: the seeds' controllers and animators, written with MiniUIKit only.
    .target(name: "DemoScenes", dependencies: ["MiniUIKit"]),
    .executableTarget(
      name: "TransitionsDemo",
      dependencies: [
        "MiniUIKit", "X11Host", "DemoScenes",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "MiniUIKitTests",
      dependencies: [
        "MiniUIKit", "DemoScenes", "TestSupport", .product(name: "Logging", package: "swift-log"),
      ]),
    /// What the screenshot and end-to-end tests share.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(
      name: "ScreenshotTests",
      dependencies: [
        "MiniUIKit", "X11Host", "CX11", "CDBus", "DemoScenes", "TestSupport",
        "MiniUIKitSnapshotTesting",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]
    ),
    /// UIKit snippets ported with only the import changed, in Swift 5 language mode as most
    /// UIKit code is written.
    .testTarget(
      name: "UIKitPortTests",
      dependencies: ["MiniUIKit", "X11Host", .product(name: "Logging", package: "swift-log")],
      resources: [.copy("Resources/Assets.xcassets")],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "SnapshotStrategyTests",
      dependencies: ["MiniUIKit", "X11Host", "CX11", "MiniUIKitSnapshotTesting"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "X11Host", "CX11", "CDBus", "MiniUIKit", "TestSupport", "MiniUIKitSnapshotTesting",
      ]),
    /// libFuzzer's driver entry point (declaration only), for `make fuzz`.
    .systemLibrary(name: "CLibFuzzer", path: "Tests/Fuzz/CLibFuzzer"),
    /// The PNG loader's fuzz harness: libFuzzer under `make fuzz`, a replayer of files otherwise.
    .executableTarget(
      name: "PNGFuzz", dependencies: ["X11Host", "MiniUIKit", "CLibFuzzer"],
      path: "Tests/Fuzz/PNGFuzz"),
  ],
  swiftLanguageModes: [.v6]
)

// `import MiniUIKitSnapshotTesting` brings swift-snapshot-testing's `assertSnapshot` with the
// strategies for controllers and their transitions.
@_exported import SnapshotTesting

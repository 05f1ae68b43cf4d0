// These strategies extend swift-snapshot-testing, which this package fetches only with its
// `SwiftSnapshotTesting` trait (on by default; off in a dependency declared with `traits: []`).
#if !SwiftSnapshotTesting
#error("LayoutshotSnapshotTesting needs Layoutshot's \"SwiftSnapshotTesting\" trait: declare the package with .package(url: \"https://github.com/layoutshot/layoutshot\", from: \"0.1.0\", traits: [\"SwiftSnapshotTesting\"])")
#endif

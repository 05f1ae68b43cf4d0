// LayoutshotScene reads YAML with Yams, which this package fetches only with its `Scenes` trait
// (on by default; off in a dependency declared with `traits: []`).
#if !Scenes
#error("LayoutshotScene needs Layoutshot's \"Scenes\" trait: declare the package with .package(url: \"https://github.com/layoutshot/layoutshot\", from: \"0.1.0\", traits: [\"Scenes\"])")
#endif

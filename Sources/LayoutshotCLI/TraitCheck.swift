// The command parses its arguments with swift-argument-parser, which this package fetches only
// with its `Tool` trait (on by default; off in a dependency declared with `traits: []`).
#if !Tool
#error("The layoutshot command needs Layoutshot's \"Tool\" trait: declare the package with .package(url: \"https://github.com/layoutshot/layoutshot\", from: \"0.1.0\", traits: [\"Tool\"])")
#endif

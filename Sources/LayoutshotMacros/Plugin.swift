import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The macros as a compiler plugin executable, which SwiftPM builds for the `.macro` target.
/// The only file that imports SwiftCompilerPlugin: `Scripts/test` compiles the other files of this
/// folder into a plugin library against the toolchain's own swift-syntax instead (Package.swift).
@main
struct LayoutshotMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, EntryMacro.self]
}

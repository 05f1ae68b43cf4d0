// layoutshot-render-probe <output-directory>
//
// Renders ProbeView (light/dark, PNG/SVG, a contact sheet) into the directory. The renderer's
// determinism test runs this in a child process with a hostile environment (LANG, FONTCONFIG_FILE)
// and compares the files with what it renders in-process.
import Foundation
import LayoutshotGraphics
import LayoutshotRender

let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: layoutshot-render-probe <output-directory>\n".utf8))
    exit(2)
}
do {
    // Top-level code runs on the main thread: views are main-actor code.
    let outputs = try MainActor.assumeIsolated { try ProbeView.outputs(measurer: try PangoTextMeasurer()) }
    for (name, bytes) in outputs {
        try AtomicFile.write(bytes, to: arguments[1] + "/" + name)
    }
} catch {
    FileHandle.standardError.write(Data("layoutshot-render-probe: \(error)\n".utf8))
    exit(1)
}

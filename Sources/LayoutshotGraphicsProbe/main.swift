// layoutshot-graphics-probe <output-directory>
//
// Draws ProbeScene and writes scene.png, scene.svg and measurements.txt into the directory. The
// determinism test runs this in a child process with a hostile environment (LANG, FONTCONFIG_FILE)
// and compares the files with what it renders in-process.
import Foundation
import LayoutshotGraphics

let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: layoutshot-graphics-probe <output-directory>\n".utf8))
    exit(2)
}
let directory = arguments[1]
do {
    let engine = try TextEngine()
    let (png, svg) = try ProbeScene.render(engine: engine)
    try AtomicFile.write(png, to: directory + "/scene.png")
    try AtomicFile.write(svg, to: directory + "/scene.svg")
    try AtomicFile.write(Array(ProbeScene.measurements(engine: engine).utf8), to: directory + "/measurements.txt")
} catch {
    FileHandle.standardError.write(Data("layoutshot-graphics-probe: \(error)\n".utf8))
    exit(1)
}

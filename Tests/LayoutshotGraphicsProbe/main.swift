// layoutshot-graphics-probe <output-directory>
// layoutshot-graphics-probe --decode FILE…
//
// Draws ProbeScene and writes scene.png, scene.svg and measurements.txt into the directory. The
// determinism test runs this in a child process with a hostile environment (LANG, FONTCONFIG_FILE)
// and compares the files with what it renders in-process.
import Foundation
import LayoutshotGraphics

let arguments = CommandLine.arguments
if arguments.count >= 2, arguments[1] == "--decode" {
    // layoutshot-graphics-probe --decode FILE…: decodes each file, prints one line per file
    // (`FILE: W×H` or `FILE: error: …`) and then `peak-rss-kb N`, the program's peak resident
    // memory. The decoder tests run this under a memory limit with crafted files.
    for path in arguments.dropFirst(2) {
        do {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            let image = try PNGCodec.decode(bytes)
            print("\(path): \(image.width)×\(image.height)")
        } catch {
            print("\(path): error: \(error)")
        }
    }
    // VmHWM, this program's own high-water mark (getrusage's ru_maxrss also counts what the
    // parent had resident when it forked the process that exec'd this one).
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let peak = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }?
        .split(separator: " ").dropFirst().first.map(String.init) ?? "unknown"
    print("peak-rss-kb \(peak)")
    exit(0)
}
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

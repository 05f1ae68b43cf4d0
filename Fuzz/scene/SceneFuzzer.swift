// libFuzzer target for the scene reader (Scripts/fuzz builds it with swiftc -sanitize=fuzzer,address,
// together with Layoutshot, LayoutshotScene, Yams and libyaml, all instrumented). Every input is
// read as YAML and as JSON; a scene that reads is laid out at its widths with the core's
// deterministic text measurer. Reading must end in a scene or in diagnostics that each carry a
// place (line and column, except for whole-file problems) and fit on one line.
import Foundation
import Layoutshot
import LayoutshotScene

private let reader = SceneReader(maximumViewCount: 2_000)

@_cdecl("LLVMFuzzerTestOneInput")
public func sceneFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    // libFuzzer calls this on the main thread (no -fork, no -jobs): scenes are views, main-actor code.
    MainActor.assumeIsolated { fuzz(bytes) }
    return 0
}

@MainActor private func fuzz(_ bytes: Data) {
    for path in ["fuzz.yaml", "fuzz.json"] {
        do {
            let scene = try reader.read(bytes, path: path)
            var render = scene
            // Lay out at two of its widths: enough to reach the core, not so much that a huge
            // width list makes each input slow.
            render.render.widths = Array(scene.render.widths.prefix(2))
            for layout in render.layouts(recordsTrace: false) {
                precondition(layout.size.width.isFinite && layout.size.height.isFinite, "a layout of \(path) is not finite")
            }
        } catch {
            for diagnostic in error.diagnostics {
                let line = diagnostic.description
                precondition(!line.contains("\n"), "a diagnostic spans lines: \(line)")
                precondition(line.hasPrefix(path + ":"), "a diagnostic does not start with the file: \(line)")
                precondition(diagnostic.line > 0 || diagnostic.message.hasPrefix("the file is"),
                             "a diagnostic has no place: \(line)")
            }
        }
    }
}

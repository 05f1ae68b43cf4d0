// `layoutshot-bench speed [--runs N] [--count 1000]`: what one device snapshot costs end to end,
// through the public API, split by phase; prints Markdown (Benchmarks/compare adds it to results.md).
//
// A snapshot test of a view does, per picture: build the view's tree (`LayoutHost(rootView:)`),
// lay it out (`layoutIfNeeded()`), draw it plain at 3× (content only: no frames, rulers, grid,
// overlays or legend; `LayoutRenderer.image(of:)` gives straight RGBA), then either encode it
// (recording: `PNGCodec.encode` with `LayoutRenderer.smallestPNG`, as references are stored) or
// decode the reference (`PNGCodec.decode`) and compare (`DiffTolerance` verdict, threshold 0.1,
// anti-aliasing ignored). Two views: a 393×200 pt card (a component) and a 393×852 pt settings
// screen (an iPhone 15's screen), both at 3× (1179 px wide). The floor beside them is the least
// any reference-based snapshot pays here: decoding the reference, nothing encoded.
//
// Rows: each phase's minimum over the timed runs (after a warm-up), and the whole snapshot timed
// as one; then --count snapshots in a row in one process (as a test process with that many
// snapshot tests runs them), total and per snapshot, split by phase.

import ArgumentParser
import Foundation
import Layoutshot
import LayoutshotBenchSupport
import LayoutshotDiff
import LayoutshotGraphics
import LayoutshotPixels
import LayoutshotRender

@MainActor
enum SnapshotSpeedBenchmark {
    /// A component: a card with a title, a line of text, a row of labels and a button-like capsule.
    static func card() -> some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Circle().fill(Color.blue).frame(width: 44, height: 44)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Ada Lovelace").font(.headline)
                    Text("Analytical Engine · London").font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
                Text("Follow").font(.callout).padding(.horizontal, 14).padding(.vertical, 6)
                    .background(Capsule().fill(Color.blue.opacity(0.15)))
            }
            Text("Notes on the engine's programme for Bernoulli numbers, with a table of the operations in order.")
                .font(.body)
            HStack(spacing: 16) {
                Label("128", systemImage: "heart")
                Label("36", systemImage: "bubble.right")
                Spacer()
                Text("2 h ago").foregroundStyle(.secondary)
            }
            .font(.footnote)
        }
        .padding(16)
        .frame(width: 393, height: 200, alignment: .topLeading)
        .background(Color.white)
    }

    /// A whole screen: a settings form in a navigation stack, as apps write it.
    static func settingsScreen() -> some View {
        NavigationStack {
            Form {
                Section("Account") {
                    Label("Signed in as ada", systemImage: "person.crop.circle")
                    NavigationLink("Privacy", destination: Text("Privacy"))
                    NavigationLink("Security", destination: Text("Security"))
                }
                Section {
                    Toggle("Notifications", isOn: .constant(true))
                    Toggle("Dark mode", isOn: .constant(false))
                    Toggle("Reduce motion", isOn: .constant(false))
                    Picker("Text size", selection: .constant(2)) {
                        Text("Small").tag(1)
                        Text("Medium").tag(2)
                        Text("Large").tag(3)
                    }
                } header: {
                    Text("Preferences")
                } footer: {
                    Text("Changes apply to every device signed in to your account.")
                }
                Section("About") {
                    HStack { Text("Version"); Spacer(); Text("2.4.1").foregroundStyle(.secondary) }
                    HStack { Text("Build"); Spacer(); Text("1180").foregroundStyle(.secondary) }
                    NavigationLink("Licences", destination: Text("Licences"))
                }
                Section {
                    Button("Sign out", role: .destructive) {}
                }
            }
            .navigationTitle("Settings")
        }
        .frame(width: 393, height: 852)
    }

    struct Phases {
        var build = 0.0, layout = 0.0, draw = 0.0, encode = 0.0, decode = 0.0, compare = 0.0
        var verify: Double { build + layout + draw + decode + compare }
        var record: Double { build + layout + draw + encode }
    }

    static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }

    static func run(runs: Int, count: Int) throws {
        let measurer = try PangoTextMeasurer.shared()
        let renderer = plainRenderer(measurer)
        let tolerance = DiffTolerance(threshold: 0.1)
        let clock = ContinuousClock()
        func timed<T>(_ into: inout Double, _ body: () throws -> T) rethrows -> T {
            let start = clock.now
            let value = try body()
            into = milliseconds(clock.now - start)
            return value
        }

        print("## Snapshot speed: one device snapshot, end to end\n")
        print("Release build, \(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(loadAverage()) when it started "
              + "(1, 5 and 15 minutes; on a loaded machine these are not a user's numbers). "
              + "Each phase: the minimum of \(runs) runs after a warm-up; \"whole snapshot\" times every phase together "
              + "in one go (its own minimum), and \"its CPU time\" is that snapshot's thread CPU time, which other processes on a loaded machine inflate far less than wall time (the target is judged on wall time). The floor is the least a reference-based snapshot pays: decoding the reference.\n")
        print(keptFreedMemory
            ? "Freed image buffers are kept for reuse, as snapshot assertions have them (`ImageBufferReuse`; `--return-freed-memory` measures without).\n"
            : "With `--return-freed-memory`: glibc gives freed image buffers back to the system, so each snapshot faults its buffers' pages in afresh.\n")
        print("| view | pixels | build | layout | draw (plain, 3×) | encode (record) | decode reference | compare | verify = build…compare | whole snapshot, timed as one | its CPU time | floor (decode only) | target | record = build…encode |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|")

        var summaries: [(String, Double, Double)] = []
        for (name, target, makeView) in [("393×200 pt card", 10.0, { AnyView(card()) }),
                                          ("iPhone 15 settings screen, 393×852 pt", 30.0, { AnyView(settingsScreen()) })] {
            let proposal = ProposedViewSize(width: 393, height: name.hasPrefix("iPhone") ? 852 : 200)
            // The reference: this view's own picture, as a recorded reference is stored.
            let referenceLayout = LayoutHost(rootView: makeView(), proposal: proposal, textMeasurer: measurer, recordsTrace: false).layoutIfNeeded()
            let referenceImage = try renderer.image(of: referenceLayout)
            let referenceBytes = try PNGCodec.encode(referenceImage, options: LayoutRenderer.smallestPNG)

            var best = Phases(build: .infinity, layout: .infinity, draw: .infinity, encode: .infinity, decode: .infinity, compare: .infinity)
            var wholeBest = Double.infinity
            var wholeCPUBest = Double.infinity
            for run in 0...runs {
                var phases = Phases()
                let host = timed(&phases.build) { LayoutHost(rootView: makeView(), proposal: proposal, textMeasurer: measurer, recordsTrace: false) }
                let layout = timed(&phases.layout) { host.layoutIfNeeded() }
                let image = try timed(&phases.draw) { try renderer.image(of: layout) }
                _ = try timed(&phases.encode) { try PNGCodec.encode(image, options: LayoutRenderer.smallestPNG) }
                let reference = try timed(&phases.decode) { try PNGCodec.decode(referenceBytes) }
                let verdict = timed(&phases.compare) { tolerance.verdict(expected: reference, actual: image) }
                precondition(verdict.message == nil, "the picture should match its reference: \(verdict.message ?? "")")
                var whole = 0.0
                let cpuStart = threadCPUMilliseconds()
                try timed(&whole) {
                    let host = LayoutHost(rootView: makeView(), proposal: proposal, textMeasurer: measurer, recordsTrace: false)
                    let image = try renderer.image(of: host.layoutIfNeeded())
                    let reference = try PNGCodec.decode(referenceBytes)
                    precondition(tolerance.verdict(expected: reference, actual: image).message == nil)
                }
                let cpu = threadCPUMilliseconds() - cpuStart
                guard run > 0 else { continue }  // the warm-up
                wholeCPUBest = min(wholeCPUBest, cpu)
                best.build = min(best.build, phases.build)
                best.layout = min(best.layout, phases.layout)
                best.draw = min(best.draw, phases.draw)
                best.encode = min(best.encode, phases.encode)
                best.decode = min(best.decode, phases.decode)
                best.compare = min(best.compare, phases.compare)
                wholeBest = min(wholeBest, whole)
            }
            let met = wholeBest < target ? "under \(Int(target)) ms: met" : "under \(Int(target)) ms: NOT met"
            print("| \(name) | \(referenceImage.width)×\(referenceImage.height) | \(ms(best.build)) | \(ms(best.layout)) | \(ms(best.draw)) | "
                  + "\(ms(best.encode)) | \(ms(best.decode)) | \(ms(best.compare)) | \(ms(best.verify)) | \(ms(wholeBest)) | \(ms(wholeCPUBest)) | \(ms(best.decode)) | \(met) | \(ms(best.record)) |")
            summaries.append((name, wholeBest, target))
        }

        // Many snapshots in one process: the screen and the card alternately, each verified against
        // its reference, as a test process with that many snapshot tests runs them one after another.
        print("\n### \(count) snapshots in one process\n")
        let views: [(ProposedViewSize, () -> AnyView)] = [
            (ProposedViewSize(width: 393, height: 200), { AnyView(card()) }),
            (ProposedViewSize(width: 393, height: 852), { AnyView(settingsScreen()) }),
        ]
        let references = try views.map { proposal, makeView in
            try PNGCodec.encode(renderer.image(of: LayoutHost(rootView: makeView(), proposal: proposal, textMeasurer: measurer,
                                                               recordsTrace: false).layoutIfNeeded()),
                                options: LayoutRenderer.smallestPNG)
        }
        var totals = [Phases(), Phases()]  // card, screen
        var faults = [0, 0]  // minor page faults, card and screen
        let start = clock.now
        for index in 0..<count {
            let (proposal, makeView) = views[index % 2]
            var phases = Phases()
            let faultsBefore = minorPageFaults()
            let host = timed(&phases.build) { LayoutHost(rootView: makeView(), proposal: proposal, textMeasurer: measurer, recordsTrace: false) }
            let layout = timed(&phases.layout) { host.layoutIfNeeded() }
            let image = try timed(&phases.draw) { try renderer.image(of: layout) }
            let reference = try timed(&phases.decode) { try PNGCodec.decode(references[index % 2]) }
            let verdict = timed(&phases.compare) { tolerance.verdict(expected: reference, actual: image) }
            precondition(verdict.message == nil)
            faults[index % 2] += minorPageFaults() - faultsBefore
            totals[index % 2].build += phases.build
            totals[index % 2].layout += phases.layout
            totals[index % 2].draw += phases.draw
            totals[index % 2].decode += phases.decode
            totals[index % 2].compare += phases.compare
        }
        let elapsed = milliseconds(clock.now - start)
        print("Half cards, half screens, one after another, each verified against its reference (no encoding: nothing "
              + "is recorded); load average \(loadAverage()) at the end. Per snapshot: the mean of its kind. Page faults: "
              + "the process's minor faults during the snapshots (the kernel handing out and zeroing fresh pages; "
              + (keptFreedMemory ? "near 0 while freed image buffers are kept for reuse)" :
                 "with --return-freed-memory glibc returns the freed surface and pixel buffers to the system after each snapshot and maps them again for the next)")
              + ".\n")
        print("| | snapshots | total | per snapshot | build | layout | draw | decode reference | compare | page faults per snapshot |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        let cards = Double((count + 1) / 2), screens = Double(count / 2)
        for (name, phases, n, faults) in [("393×200 pt card", totals[0], cards, faults[0]),
                                          ("iPhone 15 settings screen", totals[1], screens, faults[1])] where n > 0 {
            print("| \(name) | \(Int(n)) | \(String(format: "%.2f s", phases.verify / 1000)) | \(ms(phases.verify / n)) | "
                  + "\(ms(phases.build / n)) | \(ms(phases.layout / n)) | \(ms(phases.draw / n)) | \(ms(phases.decode / n)) | \(ms(phases.compare / n)) | \(Int((Double(faults) / n).rounded())) |")
        }
        var all = Phases()
        for phases in totals {
            all.build += phases.build; all.layout += phases.layout; all.draw += phases.draw
            all.decode += phases.decode; all.compare += phases.compare
        }
        let n = Double(count)
        print("| all, wall clock | \(count) | \(String(format: "%.2f s", elapsed / 1000)) | \(ms(elapsed / n)) | \(ms(all.build / n)) | "
              + "\(ms(all.layout / n)) | \(ms(all.draw / n)) | \(ms(all.decode / n)) | \(ms(all.compare / n)) | \(Int((Double(faults[0] + faults[1]) / n).rounded())) |")

        print("""

            For scale, the per-snapshot times users of the common tools have published (other machines and \
            views, so orders of magnitude only):
            - swift-snapshot-testing on an iOS simulator: 66 tests in 38 s at precision 1, about 0.6 s a \
            test (https://github.com/pointfreeco/swift-snapshot-testing/issues/573).
            - Paparazzi: tests "between 10-15 seconds each", 5-8 s of it loading the framework resources \
            (https://github.com/cashapp/paparazzi/issues/369); "~4 seconds per test" to create a Paparazzi \
            instance (https://github.com/cashapp/paparazzi/pull/226); with Paparazzi 1.3.4 the first test \
            of a module about 20 s and the next ones 0.5-2 s each (https://github.com/cashapp/paparazzi/issues/1662).

            """)
        for (name, whole, target) in summaries {
            print("- \(name): \(ms(whole)) a snapshot (whole snapshot, timed as one), target under \(Int(target)) ms: "
                  + "\(whole < target ? "met" : "NOT met"); \(String(format: "%.0f", 500 / whole))× faster than 0.5 s, "
                  + "the least of the published figures above.")
        }
    }

    static func ms(_ value: Double) -> String { String(format: value < 10 ? "%.2f ms" : "%.1f ms", value) }

    /// What a snapshot assertion does once per test process (`ImageBufferReuse.keepFreedBuffers()`):
    /// glibc keeps freed blocks up to 256 MiB for reuse, so a snapshot's image-sized buffers reuse
    /// the previous snapshot's pages. `speed --return-freed-memory` leaves the allocator alone.
    static func keepFreedMemory() throws {
        guard ImageBufferReuse.keepFreedBuffers() else {
            throw ValidationError("this C library has no switch to keep freed memory (glibc's mallopt); run with --return-freed-memory")
        }
        keptFreedMemory = true
    }

    static var keptFreedMemory = false

    /// The process's minor page faults so far (`getrusage`).
    static func minorPageFaults() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_minflt
    }

    /// The calling thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`), in milliseconds.
    static func threadCPUMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1_000 + Double(time.tv_nsec) / 1e6
    }

    static func loadAverage() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: ", ")
    }
}

// MARK: - For callgrind

extension SnapshotSpeedBenchmark {
    /// `layoutshot-bench profile-speed`: one uncounted snapshot of the card or the screen, then
    /// `count` inside `profiledSnapshots`, each phase in a function of its own, so that
    ///
    ///     valgrind --tool=callgrind --toggle-collect='*profiledSnapshots*' layoutshot-bench profile-speed
    ///
    /// counts the instructions of the snapshots alone (setup and the warm-up excluded) and
    /// `callgrind_annotate --inclusive=yes` shows each phase's share.
    static func profile(screen: Bool, count: Int) throws {
        let measurer = try PangoTextMeasurer.shared()
        let renderer = plainRenderer(measurer)
        let proposal = ProposedViewSize(width: 393, height: screen ? 852 : 200)
        let makeView = screen ? { AnyView(settingsScreen()) } : { AnyView(card()) }
        let reference = try PNGCodec.encode(
            renderer.image(of: LayoutHost(rootView: makeView(), proposal: proposal, textMeasurer: measurer,
                                          recordsTrace: false).layoutIfNeeded()),
            options: LayoutRenderer.smallestPNG)
        try profiledSnapshots(1, makeView, proposal, measurer, renderer, reference)  // warm-up, not counted
        try profiledSnapshots(count, makeView, proposal, measurer, renderer, reference)
        print("\(count) \(screen ? "screen" : "card") snapshots verified")
    }

    @inline(never)
    static func profiledSnapshots(_ count: Int, _ makeView: () -> AnyView, _ proposal: ProposedViewSize,
                                  _ measurer: PangoTextMeasurer, _ renderer: LayoutRenderer, _ reference: [UInt8]) throws {
        for _ in 0..<count {
            let host = profileBuild(makeView, proposal, measurer)
            let layout = profileLayout(host)
            let image = try profileDraw(renderer, layout)
            let expected = try profileDecode(reference)
            precondition(profileCompare(expected, image))
        }
    }

    @inline(never)
    static func profileBuild(_ makeView: () -> AnyView, _ proposal: ProposedViewSize, _ measurer: PangoTextMeasurer) -> LayoutHost {
        LayoutHost(rootView: makeView(), proposal: proposal, textMeasurer: measurer, recordsTrace: false)
    }

    @inline(never)
    static func profileLayout(_ host: LayoutHost) -> ComputedLayout { host.layoutIfNeeded() }

    @inline(never)
    static func profileDraw(_ renderer: LayoutRenderer, _ layout: ComputedLayout) throws -> RGBAImage {
        try renderer.image(of: layout)
    }

    @inline(never)
    static func profileDecode(_ bytes: [UInt8]) throws -> RGBAImage { try PNGCodec.decode(bytes) }

    @inline(never)
    static func profileCompare(_ expected: RGBAImage, _ actual: RGBAImage) -> Bool {
        DiffTolerance(threshold: 0.1).verdict(expected: expected, actual: actual).message == nil
    }

    /// The renderer of a snapshot test: plain, the view's own content at 3×, nothing of the diagram around it.
    static func plainRenderer(_ measurer: PangoTextMeasurer) -> LayoutRenderer {
        LayoutRenderer(textMeasurer: measurer, theme: .light, scale: .x3, overlays: [],
                       showsRulers: false, showsFrames: false, showsGrid: false, margin: 0,
                       showsLegend: false, pngOptions: LayoutRenderer.smallestPNG)
    }
}

import Foundation

/// Timing for benchmarks: warm up, run several times, keep the minimum (the least disturbed run on a
/// shared machine) and the median. Results are printed as Markdown tables, never asserted on.
struct Measurement {
    var minimum: Double
    var median: Double

    /// Times `body` `runs` times after `warmup` untimed runs. Seconds.
    static func time(warmup: Int = 2, runs: Int = 7, _ body: () -> Void) -> Measurement {
        for _ in 0..<warmup { body() }
        var samples: [Double] = []
        samples.reserveCapacity(runs)
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        samples.sort()
        return Measurement(minimum: samples[0], median: samples[samples.count / 2])
    }
}

/// A Markdown table printed row by row.
struct Table {
    let columns: [String]
    var rows: [[String]] = []

    init(_ columns: String...) { self.columns = columns }

    mutating func add(_ cells: String...) { rows.append(cells) }

    func render() -> String {
        var lines = ["| " + columns.joined(separator: " | ") + " |",
                     "|" + columns.map { _ in "---" }.joined(separator: "|") + "|"]
        for row in rows { lines.append("| " + row.joined(separator: " | ") + " |") }
        return lines.joined(separator: "\n")
    }
}

func milliseconds(_ seconds: Double) -> String { String(format: "%.3f ms", seconds * 1000) }
func nanoseconds(_ seconds: Double) -> String { String(format: "%.0f ns", seconds * 1e9) }
func ratio(_ value: Double) -> String { String(format: "%.2fx", value) }

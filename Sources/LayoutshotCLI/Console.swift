import ArgumentParser
import Foundation
import LayoutshotTool

/// Standard error as a `TextOutputStream`, for every subcommand.
struct ErrorOutput: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandle.standardError.write(Data(string.utf8))
    }
}

/// Prints a render's progress: on a terminal a progress line on standard error that each result
/// line replaces; otherwise one plain line per scene.
///
/// SAFETY (`@unchecked Sendable`): its state is touched by one thread at a time: `show(_:)` is
/// called only from `RenderSession.run`'s event delivery, which holds the session's lock, and
/// the other methods on the main thread before the session starts or after it has returned.
final class Console: @unchecked Sendable {
    private let isTerminal = isatty(STDERR_FILENO) == 1
    private var total = 0
    private var done = 0
    private var running: [String] = []
    private var progressShown = false
    private var errors = ErrorOutput()

    /// Shows one event of `RenderSession.run` (events arrive one at a time).
    func show(_ event: RenderEvent) {
        switch event {
        case .loaded(let total):
            self.total = total
        case .started(let name):
            running.append(name)
        case .waiting(let output):
            line("waiting for another render of \(output) to finish", toError: true)
        case .finished(let result, let completed, let total):
            self.total = max(self.total, total)
            done = completed
            running.removeAll { $0 == result.name }
            switch result.outcome {
            case .rendered(let files):
                line("rendered \(result.label): \(files.count) file\(files.count == 1 ? "" : "s") in \(String(format: "%.2f", result.seconds)) s")
            case .skipped:
                line("\(result.label): unchanged, skipped")
            case .failed(let messages):
                line(messages.joined(separator: "\n"), toError: true)
            }
            for warning in result.warnings {
                line("warning: \(warning)", toError: true)
            }
        }
        drawProgress()
    }

    /// Removes the progress line.
    func finish() {
        clearProgress()
    }

    /// Prints `text` on standard output (or standard error), above the progress line.
    func line(_ text: String, toError: Bool = false) {
        clearProgress()
        if toError {
            print(text, to: &errors)
        } else {
            print(text)
            // Every C output stream, standard output among them (Glibc's `stdout` is a mutable
            // global, which Swift 6 will not read from here).
            fflush(nil)
        }
    }

    /// Prints an error line.
    func error(_ text: String) { line(text, toError: true) }

    private func drawProgress() {
        guard isTerminal, total > 0, done < total else { return }
        let names = running.prefix(3).joined(separator: ", ") + (running.count > 3 ? ", …" : "")
        let width = 20
        let filled = total == 0 ? 0 : width * done / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        errors.write("\r\u{1B}[2K\(bar) \(done)/\(total)\(names.isEmpty ? "" : "  rendering \(names)")")
        progressShown = true
    }

    private func clearProgress() {
        guard progressShown else { return }
        errors.write("\r\u{1B}[2K")
        progressShown = false
    }
}

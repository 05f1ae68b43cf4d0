import Foundation

// The part of Combine that SwiftUI code reaches through `import SwiftUI` (which re-exports
// Combine on Apple platforms; Linux has no Combine): a timer's publisher with `autoconnect()`,
// `ObservableObject`'s and `@Published`'s publishers, and `View.onReceive(_:perform:)`. A picture
// is one frame of the app, so no publisher ever emits and `onReceive`'s action never runs.

/// A type that publishes values over time, as Combine's `Publisher`.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

/// A publisher that starts publishing when connected, as Combine's `ConnectablePublisher`.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    func connect() -> any Cancellable
}

/// Something that can be cancelled, as Combine's `Cancellable`.
public protocol Cancellable {
    func cancel()
}

/// A cancellable that cancels when it is released, as Combine's `AnyCancellable`.
public final class AnyCancellable: Cancellable, Hashable {
    private let action: () -> Void
    public init(_ cancel: @escaping () -> Void) { action = cancel }
    public init<C: Cancellable>(_ canceller: C) { action = canceller.cancel }
    public func cancel() { action() }
    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
}

extension ConnectablePublisher {
    /// Connects when first subscribed to, as Combine's `autoconnect()`.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

/// Combine's namespace of publisher types.
public enum Publishers {
    /// A connectable publisher connected automatically, as Combine's `Publishers.Autoconnect`.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }
    }
}

/// A publisher of one value, as Combine's `Just`.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
}

extension Timer {
    /// A publisher of the current date every `interval` seconds, as Combine's `Timer.publish`.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }

    /// What `Timer.publish` returns, as Combine's `Timer.TimerPublisher`.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        /// Starts the timer (a picture's frame never sees it fire).
        public func connect() -> any Cancellable { AnyCancellable {} }
    }
}

extension ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
}

extension Published.Publisher: Layoutshot.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
}

extension View {
    /// Runs `action` with each value `publisher` emits, as SwiftUI's `.onReceive(_:perform:)`;
    /// listed on the node (a picture's publishers emit nothing).
    nonisolated public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> ModifiedContent<Self, _AnnotationModifier>
        where P.Failure == Never {
        interaction("onReceive")
    }
}

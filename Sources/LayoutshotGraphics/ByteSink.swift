import CLayoutshotCairo
import CLayoutshotPNG

/// A growable byte buffer that C stream writers (cairo's, the PNG encoder's) append to.
///
/// Pass `opaquePointer` as the callback's user pointer (with `ByteSink.cairoWrite` for cairo, `ByteSink.pngWrite` for the PNG encoder); the
/// owner keeps the sink alive for as long as C code may write.
final class ByteSink {
    var bytes: [UInt8] = []

    init(reservingCapacity capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    var opaquePointer: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// A `cairo_write_func_t` appending to the sink passed as the closure pointer.
    static let cairoWrite: cairo_write_func_t = { closure, data, length in
        let sink = Unmanaged<ByteSink>.fromOpaque(closure!).takeUnretainedValue()
        if let data, length > 0 {
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        }
        return CAIRO_STATUS_SUCCESS
    }

    /// An `lsp_write_fn` appending to the sink passed as the user pointer (the PNG encoders').
    static let pngWrite: lsp_write_fn = { user, data, length in
        let sink = Unmanaged<ByteSink>.fromOpaque(user!).takeUnretainedValue()
        if let data, length > 0 {
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: length))
        }
        return 0
    }
}

import CLayoutshotCairo

/// Turns a cairo status into a thrown `GraphicsError.cairo` naming the operation.
///
/// Cairo's error state is sticky: once an object fails, every later call is a no-op and the status
/// stays. Check after creating an object, after finishing a surface and after writing output.
@inline(__always)
func checkCairo(_ status: cairo_status_t, _ operation: @autoclosure () -> String) throws {
    guard status != CAIRO_STATUS_SUCCESS else { return }
    throw GraphicsError.cairo(
        operation: operation(),
        status: Int(status.rawValue),
        message: String(cString: cairo_status_to_string(status))
    )
}

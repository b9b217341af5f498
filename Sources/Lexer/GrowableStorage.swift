/// Doubles a manually managed buffer (the lexer's token and bracket buffers, the parser's frame
/// stack): moves its `count` elements into new memory twice `capacity` long, frees the old
/// memory and returns the new with its capacity.
///
/// Invariant the callers keep: `base` holds `count <= capacity` initialized elements and is
/// used no more after the call (the old memory is freed); the new buffer's first `count`
/// elements are initialized, the rest is not.
package func doubled<T>(_ base: UnsafeMutablePointer<T>, count: Int,
                        capacity: Int) -> (base: UnsafeMutablePointer<T>, capacity: Int) {
    let grown = UnsafeMutablePointer<T>.allocate(capacity: capacity * 2)
    grown.moveInitialize(from: base, count: count)
    base.deallocate()
    return (grown, capacity * 2)
}

/// Doubles a manually managed buffer (the lexer's token and bracket buffers, the parser's frame
/// stack): moves its `count` elements into new memory twice `capacity` long, frees the old
/// memory and returns the new with its capacity.
package func doubled<T>(_ base: UnsafeMutablePointer<T>, count: Int,
                        capacity: Int) -> (base: UnsafeMutablePointer<T>, capacity: Int) {
    let grown = UnsafeMutablePointer<T>.allocate(capacity: capacity * 2)
    grown.moveInitialize(from: base, count: count)
    base.deallocate()
    return (grown, capacity * 2)
}

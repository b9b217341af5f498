/// Doubles a manually managed buffer (the lexer's token and bracket buffers, the parser's frame
/// stack): moves its `count` elements into new memory twice `capacity` long and returns it with
/// the new capacity. The old memory is freed unless `freeOld` is false (memory lent by the caller).
package func doubled<T>(_ base: UnsafeMutablePointer<T>, count: Int, capacity: Int,
                        freeOld: Bool = true) -> (base: UnsafeMutablePointer<T>, capacity: Int) {
    let grown = UnsafeMutablePointer<T>.allocate(capacity: capacity * 2)
    grown.moveInitialize(from: base, count: count)
    if freeOld { base.deallocate() }
    return (grown, capacity * 2)
}

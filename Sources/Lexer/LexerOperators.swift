// Operators and the punctuation made of operator characters (`=`, `->`, postfix `?` and `!`).

extension LexerState {
    /// A `/`: a comment, a regex literal where one may start, or an operator.
    mutating func lexSlash() {
        if peek(1) == UInt8(ascii: "/") {
            lexLineComment()
        } else if peek(1) == UInt8(ascii: "*") {
            lexBlockComment()
        } else if regexMayStartHere(), lexBareRegex() {
            // done
        } else {
            lexOperator()
        }
    }

    @inline(__always) func isOperatorByte(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    /// Whether the operator at `i` continues (ASCII operator byte, or Unicode operator scalar).
    /// `mutating` only so that the call from `lexOperator` passes the state by reference instead
    /// of copying it (about 200 bytes) for every operator character.
    mutating func operatorContinues(at i: Int, allowDot: Bool) -> Int {
        guard i < n else { return 0 }
        let b = buf[i]
        if b < 0x80 {
            if b == UInt8(ascii: "/") && (at(i + 1) == UInt8(ascii: "/") || at(i + 1) == UInt8(ascii: "*")) { return 0 }
            if b == UInt8(ascii: ".") { return allowDot ? 1 : 0 }
            return isOperatorByte(b) ? 1 : 0
        }
        let (scalar, length) = decodeScalar(at: i)
        if length > 0 && (isOperatorHead(scalar) || isOperatorContinuation(scalar)) { return length }
        return 0
    }

    mutating func lexOperator() {
        let start = pos
        let leftBound = !pendingFlags.contains(.spaceBefore) && previousKind != .leftParen
            && previousKind != .leftBracket && previousKind != .leftBrace && previousKind != .comma
            && previousKind != .colon && previousKind != .semicolon && previousKind != .operator
            && previousKind != .equal && previousKind != .arrow && previousKind != .interpolationStart
        let first = buf[pos]
        // Postfix `?` and `!` bind to the expression on their left.
        if leftBound && first == UInt8(ascii: "?") {
            pos += 1
            emit(.postfixQuestion, start)
            return
        }
        if leftBound && first == UInt8(ascii: "!") && peek(1) != UInt8(ascii: "=") {
            pos += 1
            emit(.postfixExclaim, start)
            return
        }
        // `>` closing generic arguments right before `?`/`!` (`Array<Int>?`, `Set<T>!`): the
        // `>`s are one operator and each `?`/`!` is postfix, as the compiler splits them.
        if first == UInt8(ascii: ">") && !pendingFlags.contains(.spaceBefore) {
            var j = pos
            while j < n && buf[j] == UInt8(ascii: ">") { j += 1 }
            var k = j
            while k < n && (buf[k] == UInt8(ascii: "?") || (buf[k] == UInt8(ascii: "!") && at(k + 1) != UInt8(ascii: "="))) { k += 1 }
            if k > j && operatorContinues(at: k, allowDot: false) == 0 {
                pos = j
                emit(.operator, start)
                while pos < k {
                    let markStart = pos
                    pos += 1
                    emit(buf[markStart] == UInt8(ascii: "?") ? .postfixQuestion : .postfixExclaim, markStart)
                }
                return
            }
        }
        let allowDot = first == UInt8(ascii: ".")
        if first < 0x80 { pos += 1 } else { pos += max(1, decodeScalar(at: pos).length) }
        while true {
            let length = operatorContinues(at: pos, allowDot: allowDot)
            if length == 0 { break }
            pos += length
        }
        let length = pos - start
        if length == 1 && first == UInt8(ascii: "=") {
            emit(.equal, start)
        } else if length == 2 && first == UInt8(ascii: "-") && buf[start + 1] == UInt8(ascii: ">") {
            emit(.arrow, start)
        } else {
            emit(.operator, start)
        }
    }
}

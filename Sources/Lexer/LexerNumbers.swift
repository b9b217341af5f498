// Integer and floating-point literals (decimal, hexadecimal, octal, binary).

extension LexerState {
    mutating func lexNumber() {
        let start = pos
        let afterDot = previousKind == .dot
        if peek() == UInt8(ascii: "0") && (peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "o") || peek(1) == UInt8(ascii: "b")) {
            let radix = peek(1)
            pos += 2
            var isFloat = false
            var invalidDigits = false
            if radix == UInt8(ascii: "x") {
                while pos < n && (isHexDigit(buf[pos]) || buf[pos] == UInt8(ascii: "_")) { pos += 1 }
                if !afterDot && peek() == UInt8(ascii: ".") && pos + 1 < n && isHexDigit(buf[pos + 1]) {
                    // A hexadecimal fraction needs its `p` exponent (`0x1.8p3`): without one,
                    // the `.` starts a member (`0xEA4C89.color`), as the compiler reads it.
                    let dot = pos
                    pos += 1
                    while pos < n && (isHexDigit(buf[pos]) || buf[pos] == UInt8(ascii: "_")) { pos += 1 }
                    if peek() == UInt8(ascii: "p") || peek() == UInt8(ascii: "P") { isFloat = true } else { pos = dot }
                }
                if !afterDot && (peek() == UInt8(ascii: "p") || peek() == UInt8(ascii: "P")) {
                    isFloat = true
                    pos += 1
                    if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { pos += 1 }
                    while pos < n && (isDigit(buf[pos]) || buf[pos] == UInt8(ascii: "_")) { pos += 1 }
                }
            } else {
                // Octal and binary: decimal digits past the radix make the literal invalid.
                let maxDigit = radix == UInt8(ascii: "o") ? UInt8(ascii: "7") : UInt8(ascii: "1")
                while pos < n && (isDigit(buf[pos]) || buf[pos] == UInt8(ascii: "_")) {
                    if buf[pos] > maxDigit && buf[pos] != UInt8(ascii: "_") { invalidDigits = true }
                    pos += 1
                }
            }
            if pos == start + 2 { invalidDigits = true }  // `0x`, `0o`, `0b` without digits
            finishNumber(start, isFloat: isFloat, invalidDigits: invalidDigits)
            return
        }
        while pos < n && (isDigit(buf[pos]) || buf[pos] == UInt8(ascii: "_")) { pos += 1 }
        var isFloat = false
        if !afterDot && peek() == UInt8(ascii: ".") && pos + 1 < n && isDigit(buf[pos + 1]) {
            isFloat = true
            pos += 1
            while pos < n && (isDigit(buf[pos]) || buf[pos] == UInt8(ascii: "_")) { pos += 1 }
        }
        if !afterDot && (peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E")) {
            let save = pos
            pos += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { pos += 1 }
            if pos < n && isDigit(buf[pos]) {
                isFloat = true
                while pos < n && (isDigit(buf[pos]) || buf[pos] == UInt8(ascii: "_")) { pos += 1 }
            } else {
                pos = save
            }
        }
        finishNumber(start, isFloat: isFloat)
    }

    mutating func finishNumber(_ start: Int, isFloat: Bool, invalidDigits: Bool = false) {
        var flags = TokenFlags.noFlags
        if pos < n, isIdentifierBody(at: pos) {
            // `1abc`: not a valid literal; keep it one token so the rest lexes normally.
            report(start, "invalid character in number literal")
            skipIdentifierBody()
            flags = .malformed
        } else if invalidDigits {
            report(start, "invalid digit in number literal")
            flags = .malformed
        }
        emit(isFloat ? .floatLiteral : .integerLiteral, start, flags: flags)
    }
}

@inline(__always) private func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
@inline(__always) private func isHexDigit(_ b: UInt8) -> Bool {
    (b >= 0x30 && b <= 0x39) || (b >= 0x61 && b <= 0x66) || (b >= 0x41 && b <= 0x46)
}

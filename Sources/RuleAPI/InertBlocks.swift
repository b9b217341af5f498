/// Whether a block that captures `self` weakly does anything once `self` is gone.
///
/// A NotificationCenter block observer left registered after its object is deallocated still
/// runs on every notification. When the block captures `self` weakly and every statement goes
/// through that weak `self` (`self?.reload()`, `guard let self else { return }`, an `if let`
/// around the work, a hop to the main queue that does the same), it does nothing then: the
/// leftover registration costs a few bytes and a call that returns at once. Reviewers on real
/// apps judged such leftovers noise when the object registers once (docs/rules/
/// discarded-observation-token.md, "Blocks that do nothing once self is gone").
extension SyntaxTree {
    /// Whether `closure` captures `self` weakly (`[weak self]`; `unowned` would crash instead)
    /// and its body does nothing when that `self` is nil.
    public func doesNothingWithoutSelf(_ closure: Closure) -> Bool {
        guard closure.captures.contains(where: { $0.specifier == .weak && isSelf($0.nameToken) }) else { return false }
        return bodyDoesNothingWithoutSelf(closure.bodyRange, depth: 0)
    }

    /// Functions whose block runs later on another queue, once: a hop whose block does nothing
    /// without `self` does nothing either.
    private static let hops: Set<String> = ["async", "asyncAfter", "Task", "perform", "addOperation", "assumeIsolated", "run"]
    /// Calls that only log.
    private static let logging: Set<String> = ["print", "debugPrint", "NSLog", "os_log"]

    private func bodyDoesNothingWithoutSelf(_ body: TokenRange, depth: Int) -> Bool {
        guard depth < 4 else { return false }
        var k = body.lowerBound
        while k < body.upperBound {
            let end = statementEnd(from: k, within: body)
            switch statementWithoutSelf(TokenRange(k, end), depth: depth) {
            case .unwrapsSelf: return true
            case .nothing: k = end
            case .something: return false
            }
        }
        return true
    }

    private enum StatementEffect { case nothing, unwrapsSelf, something }

    /// What the statement at `s` does when the weak `self` is nil.
    private func statementWithoutSelf(_ s: TokenRange, depth: Int) -> StatementEffect {
        let first = s.lowerBound
        if kind(first) == .semicolon { return .nothing }
        switch keyword(first) {
        case .self:
            // `self?.reload()`, `self?.title = …`: optional chaining skips it all (but not what
            // follows a `??`).
            return kind(first + 1) == .postfixQuestion && !s.indices.contains(where: { tokenIs($0, "??") }) ? .nothing : .something
        case .guard:
            // What the `else` does runs once self is gone: it must only return.
            guard let elseToken = firstTopLevel(.else, in: s), isPlainReturn(after: elseToken) else { return .something }
            return bindsSelf(TokenRange(first + 1, elseToken)) ? .unwrapsSelf : .nothing
        case .if:
            // `if let self { … }` / `if let strongSelf = self { … }` with no `else`.
            guard let open = firstTopLevelBrace(in: s), let close = partner(open), keyword(close + 1) != .else else { return .something }
            let condition = TokenRange(first + 1, open)
            return bindsSelf(condition) || isTrueOnlyWithSelf(condition) ? .nothing : .something
        case .let, .var:
            // A local read (`let info = note.userInfo`): no effect of its own; a call may have one.
            return s.indices.contains { kind($0) == .leftParen } ? .something : .nothing
        case .return:
            return .nothing
        default:
            break
        }
        if kind(first) == .identifier, SyntaxTree.logging.contains(text(first)) { return .nothing }
        // `DispatchQueue.main.async { self?.reload() }`, `Task { @MainActor in … }`.
        if kind(s.upperBound - 1) == .rightBrace, let open = partner(s.upperBound - 1),
           let c = closureIndex(brace: open).map({ closures[$0] }), c.range.upperBound == s.upperBound,
           open > first, let name = calledName(before: open, from: first), SyntaxTree.hops.contains(name) {
            return bodyDoesNothingWithoutSelf(c.bodyRange, depth: depth + 1) ? .nothing : .something
        }
        return .something
    }

    /// `let self`, `let self = self`, ``let `self` = self``, `let strongSelf = self` in a
    /// condition list, or a binding read through the weak reference (`let scene =
    /// self?.view.window?.windowScene`): nil once `self` is gone.
    private func bindsSelf(_ condition: TokenRange) -> Bool {
        for k in condition.indices where (keyword(k) == .let || keyword(k) == .var) && kind(k + 1) == .identifier
            && kind(k + 2) == .equal && keyword(k + 3) == .self && kind(k + 4) == .postfixQuestion {
            // `let v = self?.a ?? fallback` is not nil without self.
            let end = condition.indices[(k + 4)...].first { kind($0) == .comma || kind($0) == .leftBrace || keyword($0) == .else } ?? condition.upperBound
            if !(k + 4..<end).contains(where: { tokenIs($0, "??") }) { return true }
        }
        for k in condition.indices where keyword(k) == .let || keyword(k) == .var {
            let name = k + 1
            let isSelfName = keyword(name) == .self || tokenIs(name, "self")
            if isSelfName && (kind(name + 1) == .comma || keyword(name + 1) == .else || kind(name + 1) == .leftBrace
                              || name + 1 == condition.upperBound) { return true }
            if kind(name) == .identifier || isSelfName, kind(name + 1) == .equal, keyword(name + 2) == .self,
               name + 3 == condition.upperBound || kind(name + 3) == .comma || keyword(name + 3) == .else
                || kind(name + 3) == .leftBrace { return true }
        }
        return false
    }

    /// `self?.isEditing == true`: false once `self` is gone.
    private func isTrueOnlyWithSelf(_ condition: TokenRange) -> Bool {
        guard keyword(condition.lowerBound) == .self, kind(condition.lowerBound + 1) == .postfixQuestion,
              condition.count >= 3, keyword(condition.upperBound - 1) == .true, tokenIs(condition.upperBound - 2, "==") else { return false }
        return !condition.indices.contains { kind($0) == .comma || tokenIs($0, "||") || tokenIs($0, "&&") }
    }

    /// `else { return }` (or `return nil`, `return false`).
    private func isPlainReturn(after elseToken: Int) -> Bool {
        guard kind(elseToken + 1) == .leftBrace, let close = partner(elseToken + 1), keyword(elseToken + 2) == .return else { return false }
        return close == elseToken + 3 || (close == elseToken + 4 && [.nil, .false, .true].contains(keyword(elseToken + 3)))
    }

    /// The name of the call whose trailing closure opens at `brace` (`async` in
    /// `DispatchQueue.main.async {`, `Task` in `Task {`), skipping `(…)` arguments.
    private func calledName(before brace: Int, from start: Int) -> String? {
        var k = brace - 1
        if kind(k) == .rightParen, let open = partner(k) { k = open - 1 }
        guard k >= start, kind(k) == .identifier else { return nil }
        return text(k)
    }

    /// The first token of `range` at its own nesting level with keyword `word`.
    private func firstTopLevel(_ word: Keyword, in range: TokenRange) -> Int? {
        var k = range.lowerBound
        while k < range.upperBound {
            if keyword(k) == word { return k }
            if let kk = kind(k), kk == .leftParen || kk == .leftBracket || kk == .leftBrace, let close = partner(k) { k = close + 1; continue }
            k += 1
        }
        return nil
    }

    /// The first `{` of `range` outside parentheses and brackets.
    private func firstTopLevelBrace(in range: TokenRange) -> Int? {
        var k = range.lowerBound
        while k < range.upperBound {
            if kind(k) == .leftBrace { return k }
            if let kk = kind(k), kk == .leftParen || kk == .leftBracket, let close = partner(k) { k = close + 1; continue }
            k += 1
        }
        return nil
    }

    /// Where the statement starting at `start` ends: the end of the longest statement the parser
    /// recorded from there, or (if none) the next token on a later line at the same level.
    private func statementEnd(from start: Int, within body: TokenRange) -> Int {
        var end = start
        for st in statements where st.range.lowerBound == start && st.range.upperBound <= body.upperBound {
            end = max(end, st.range.upperBound)
        }
        if end > start { return end }
        let line = location(ofToken: start).line
        var k = start
        while k < body.upperBound {
            if k > start, location(ofToken: k).line > line { return k }
            if let kk = kind(k), kk == .leftParen || kk == .leftBracket || kk == .leftBrace, let close = partner(k), close < body.upperBound {
                k = close + 1
                continue
            }
            k += 1
        }
        return body.upperBound
    }
}

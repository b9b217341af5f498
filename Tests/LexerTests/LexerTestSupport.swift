import Foundation
import XCTest
import FlowLintLexer

/// The result of lexing a sample, with helpers to read tokens as text.
struct LexedSample {
    let bytes: [UInt8]
    let file: LexedFile

    var tokens: [Token] { file.tokens }
    var comments: [Token] { file.comments }
    var diagnostics: [LexerDiagnostic] { file.diagnostics }

    func text(_ token: Token) -> String {
        String(decoding: bytes[Int(token.start)..<min(token.end, bytes.count)], as: UTF8.self)
    }

    /// `"kind text"` for every token, e.g. `"identifier foo"`, `"operator +"`.
    var summary: [String] { tokens.map { "\($0.kind) \(text($0))" } }
    var texts: [String] { tokens.map(text) }
    var kinds: [TokenKind] { tokens.map(\.kind) }
    var commentSummary: [String] { comments.map { "\($0.kind) \(text($0))" } }

    /// The first token whose text is `text`.
    func token(_ text: String, occurrence: Int = 0) -> Token? {
        var seen = 0
        for t in tokens where self.text(t) == text {
            if seen == occurrence { return t }
            seen += 1
        }
        return nil
    }
}

func lex(_ source: String, keepTrivia: Bool = false) -> LexedSample {
    lex(bytes: Array(source.utf8), keepTrivia: keepTrivia)
}

func lex(bytes: [UInt8], keepTrivia: Bool = false) -> LexedSample {
    LexedSample(bytes: bytes, file: Lexer.tokenize(bytes, keepTrivia: keepTrivia))
}

/// Problems with how the trivia-keeping tokens of `bytes` cover the input: every byte exactly
/// once, contiguous, in order, no empty token; and the same significant tokens and comments
/// as a lex without trivia. Empty when all is well.
func roundTripProblems(_ bytes: [UInt8]) -> [String] {
    var problems: [String] = []
    let full = Lexer.tokenize(bytes, keepTrivia: true)
    var offset = 0
    for (index, t) in full.tokens.enumerated() {
        if Int(t.start) != offset {
            problems.append("token \(index) (\(t.kind)) starts at \(t.start), expected \(offset)")
            break
        }
        if t.length == 0 {
            problems.append("token \(index) (\(t.kind)) at \(t.start) is empty")
        }
        offset = t.end
    }
    if problems.isEmpty && offset != bytes.count {
        problems.append("tokens end at \(offset), input has \(bytes.count) bytes")
    }
    let plain = Lexer.tokenize(bytes, keepTrivia: false)
    let significant = full.tokens.filter { !$0.kind.isTrivia }
    if significant != plain.tokens {
        let i = zip(significant, plain.tokens).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(significant.count, plain.tokens.count)
        let a = i < significant.count ? "\(significant[i])" : "-", b = i < plain.tokens.count ? "\(plain.tokens[i])" : "-"
        problems.append("significant tokens differ between keepTrivia true (\(significant.count)) and false (\(plain.tokens.count)) at \(i): \(a) vs \(b)")
    }
    let comments = full.tokens.filter { $0.kind.isComment }
    if comments != plain.comments {
        problems.append("comments differ between keepTrivia true (\(comments.count)) and false (\(plain.comments.count))")
    }
    if full.diagnostics != plain.diagnostics {
        problems.append("diagnostics differ between keepTrivia true and false")
    }
    return problems
}

func assertRoundTrip(_ source: String, file: StaticString = #filePath, line: UInt = #line) {
    assertRoundTrip(bytes: Array(source.utf8), label: source, file: file, line: line)
}

func assertRoundTrip(bytes: [UInt8], label: String, file: StaticString = #filePath, line: UInt = #line) {
    let problems = roundTripProblems(bytes)
    XCTAssert(problems.isEmpty, "round trip of \(label.debugDescription.prefix(200)): \(problems.joined(separator: "; "))", file: file, line: line)
}

/// The package root (three levels above this file: Tests/LexerTests/<file>).
let packageRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Every `.swift` file under Fixtures/, recursively, sorted by path.
func fixtureFiles() -> [URL] {
    let root = packageRoot.appendingPathComponent("Fixtures").resolvingSymlinksInPath()
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
    var result: [URL] = []
    for case let url as URL in enumerator where url.pathExtension == "swift" {
        result.append(url)
    }
    return result.sorted { $0.path < $1.path }
}

/// A small deterministic random number generator (SplitMix64), so fuzz failures reproduce.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A watchdog for work that must terminate: the body says what it is working on, for the
/// failure message when time runs out.
final class Deadline: @unchecked Sendable {
    private let lock = NSLock()
    private var current = ""

    func working(on description: String) {
        lock.lock(); current = description; lock.unlock()
    }

    var workingOn: String {
        lock.lock(); defer { lock.unlock() }
        return current
    }

    /// Runs `body` on a background thread (with a large stack) and returns the failures it
    /// reports, plus one if it does not finish within `seconds`. Assertions are left to the
    /// caller, on the test's own thread.
    static func run(seconds: Double, _ body: @escaping @Sendable (Deadline) -> [String]) -> [String] {
        let deadline = Deadline()
        let done = DispatchSemaphore(value: 0)
        let box = FailureBox()
        let thread = Thread {
            box.set(body(deadline))
            done.signal()
        }
        thread.stackSize = 64 << 20
        thread.start()
        if done.wait(timeout: .now() + seconds) == .timedOut {
            return ["did not finish within \(seconds) s; working on: \(deadline.workingOn)"]
        }
        return box.get()
    }
}

final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private var failures: [String] = []
    func set(_ f: [String]) { lock.lock(); failures = f; lock.unlock() }
    func get() -> [String] { lock.lock(); defer { lock.unlock() }; return failures }
}

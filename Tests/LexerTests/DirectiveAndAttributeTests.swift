import XCTest
import FlowLintLexer

final class DirectiveAndAttributeTests: XCTestCase {
    func testConditionalCompilationDirectives() {
        let s = lex("""
        #if DEBUG && !targetEnvironment(simulator)
        let a = 1
        #elseif os(iOS) || swift(>=5.9)
        let b = 2
        #else
        let c = 3
        #endif
        """)
        let pounds = s.tokens.filter { $0.kind == .pound }.map { s.text($0) }
        XCTAssertEqual(pounds, ["#if", "#elseif", "#else", "#endif"])
        XCTAssertEqual(s.token("#if")?.keyword, .if)
        XCTAssertEqual(s.token("#else")?.keyword, .else)
        XCTAssertFalse(s.token("#if")?.newlineBefore ?? true)
        XCTAssertTrue(s.token("#elseif")?.newlineBefore ?? false)
        XCTAssertEqual(s.token(">=")?.kind, .operator)
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    func testSelectorKeyPathAvailable() {
        let s = lex("""
        button.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)
        let kp = #keyPath(Person.name)
        if #available(iOS 15, macOS 12.0, *) { }
        guard #unavailable(iOS 17) else { return }
        """)
        XCTAssertEqual(s.tokens.filter { $0.kind == .pound }.map { s.text($0) },
                       ["#selector", "#keyPath", "#available", "#unavailable"])
        let available = s.tokens.firstIndex { s.text($0) == "#available" }!
        XCTAssertEqual(Array(s.summary[available...].prefix(11)),
                       ["pound #available", "leftParen (", "identifier iOS", "integerLiteral 15", "comma ,",
                        "identifier macOS", "floatLiteral 12.0", "comma ,", "operator *", "rightParen )", "leftBrace {"])
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    func testOtherPoundWords() {
        let s = lex(#"#warning("todo"); #error("x"); let f = #file; let l = #line; #Preview { V() }; #sourceLocation(file: "a", line: 1)"#)
        XCTAssertEqual(s.tokens.filter { $0.kind == .pound }.map { s.text($0) },
                       ["#warning", "#error", "#file", "#line", "#Preview", "#sourceLocation"])
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    func testAttributes() {
        let s = lex("""
        @MainActor @objc(ProfileVC) final class A {
            @IBOutlet weak var label: UILabel!
            @Published private(set) var name = ""
            @available(iOS 13.0, *) @discardableResult func f(_ g: @escaping @Sendable () -> Void) -> Int { 0 }
            @_spi(Internal) public var x = 0
        }
        """)
        XCTAssertEqual(s.tokens.filter { $0.kind == .attribute }.map { s.text($0) },
                       ["@MainActor", "@objc", "@IBOutlet", "@Published", "@available", "@discardableResult", "@escaping",
                        "@Sendable", "@_spi"])
        XCTAssertEqual(s.tokens[s.tokens.firstIndex { s.text($0) == "@objc" }! + 1].kind, .leftParen)
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    func testBareAtAndBarePoundAreReported() {
        let s = lex("@ x; # y; @1")
        XCTAssertEqual(s.tokens.filter { $0.kind == .unknown }.count, 3, "\(s.summary)")
        XCTAssertEqual(s.diagnostics.count, 3)
        XCTAssertTrue(s.tokens.contains { s.text($0) == "x" })
        XCTAssertTrue(s.tokens.contains { s.text($0) == "y" })
    }
}

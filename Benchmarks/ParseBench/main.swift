import FlowLintDriver
import Dispatch
import Foundation
import FlowLintKit
#if canImport(Glibc)
import Glibc
#endif

// flowlint-bench [--jobs N] PATH...
// Reads every Swift file under PATH into memory first, then times lexing + parsing alone
// (on one core unless --jobs says otherwise), and prints MB/s and lines/s.

// The heap grows as in a flowlint run.
FlowLint.growHeapInLargeSteps()

var arguments = Array(CommandLine.arguments.dropFirst())
var jobs = 1
if let i = arguments.firstIndex(of: "--jobs"), i + 1 < arguments.count, let n = Int(arguments[i + 1]) {
    jobs = max(1, n)
    arguments.removeSubrange(i...(i + 1))
}
if arguments.isEmpty {
    print("usage: flowlint-bench [--jobs N] PATH...")
    exit(2)
}
var cwdBuffer = [CChar](repeating: 0, count: 4096)
let cwd = getcwd(&cwdBuffer, 4096) != nil ? String(cString: cwdBuffer) : "."
let files = FileDiscovery.discover(arguments, workingDirectory: cwd).files
var sources: [SourceText] = []
var bytes = 0
for path in files {
    if case .text(let b) = SourceReader.read(path) {
        bytes += b.count
        sources.append(SourceText(path: path, bytes: b))
    }
}
let lines = sources.reduce(0) { $0 + $1.lineCount }

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

final class Counter: @unchecked Sendable {
    var tokens = 0
    var declarations = 0
    var closures = 0
}

/// Trees are kept until the end, as flowlint keeps them until it exits: freeing them is not
/// part of the work measured.
final class Keep: @unchecked Sendable { var trees: [SyntaxTree] = []; let lock = NSLock() }
let keep = Keep()
var retired: [[SyntaxTree]] = []

/// Minor page faults and kernel CPU seconds of the process so far: a pass that keeps its trees
/// touches fresh memory, and on a virtual machine each first touch of a page can cost several
/// microseconds, so these are printed beside the time.
func faultsAndKernelSeconds() -> (Int, Double) {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)  // an enum in Glibc's module
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    return (Int(usage.ru_minflt), Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6)
}

func run(_ measure: String, _ body: (SourceText) -> (Int, Int, Int)) {
    var best = Double.infinity
    var bestFaults = 0
    var bestKernel = 0.0
    var totals = (0, 0, 0)
    for _ in 0..<3 {
        let (faults0, kernel0) = faultsAndKernelSeconds()
        let start = now()
        var t = (0, 0, 0)
        if jobs == 1 {
            for s in sources {
                let r = body(s)
                t.0 += r.0; t.1 += r.1; t.2 += r.2
            }
        } else {
            let slots = UnsafeMutablePointer<(Int, Int, Int)>.allocate(capacity: sources.count)
            let chunk = (sources.count + jobs - 1) / jobs
            DispatchQueue.concurrentPerform(iterations: jobs) { w in
                var k = w * chunk
                while k < min(sources.count, (w + 1) * chunk) { slots[k] = body(sources[k]); k += 1 }
            }
            for k in 0..<sources.count { t.0 += slots[k].0; t.1 += slots[k].1; t.2 += slots[k].2 }
            slots.deallocate()
        }
        let elapsed = now() - start
        let (faults1, kernel1) = faultsAndKernelSeconds()
        if elapsed < best {
            best = elapsed
            bestFaults = faults1 - faults0
            bestKernel = kernel1 - kernel0
        }
        totals = t
        retired.append(keep.trees)
        keep.trees = []
    }
    let mb = Double(bytes) / 1_000_000
    print("\(measure): \(String(format: "%.1f", mb)) MB in \(String(format: "%.3f", best)) s = \(String(format: "%.0f", mb / best)) MB/s, \(String(format: "%.0f", Double(lines) / best)) lines/s (\(files.count) files, \(lines) lines, \(totals.0) tokens, \(totals.1) top-level declarations, \(totals.2) closures, jobs \(jobs))")
    print("  best pass: \(bestFaults) page faults (\(bestFaults * Int(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576) MiB touched for the first time), \(String(format: "%.3f", bestKernel)) s in the kernel")
}

run("lex") { s in
    let l = Lexer.tokenize(s)
    return (l.tokens.count, 0, 0)
}
if CommandLine.arguments.contains("--parse-only") || ProcessInfo.processInfo.environment["FLOWLINT_BENCH_PARSE_ONLY"] != nil {
    // Parse alone, from tokens lexed beforehand.
    let lexed = sources.map { Lexer.tokenize($0) }
    var byPath: [ObjectIdentifier: LexedFile] = [:]
    for (k, s) in sources.enumerated() { byPath[ObjectIdentifier(s)] = lexed[k] }
    run("parse") { s in
        let tree = Parser.parse(s, lexed: byPath[ObjectIdentifier(s)]!)
        keep.lock.lock(); keep.trees.append(tree); keep.lock.unlock()
        return (tree.tokens.count, tree.declarations.count, tree.closures.count)
    }
}
final class Split: @unchecked Sendable { var lex = 0.0; var parse = 0.0 }
let split = Split()
let timeSplit = jobs == 1 && ProcessInfo.processInfo.environment["FLOWLINT_BENCH_SPLIT"] != nil
run("lex+parse") { s in
    let tree: SyntaxTree
    if timeSplit {
        // Where the time of the combined stage goes (the clock is read four times per file).
        let t0 = now()
        let lexed = Lexer.tokenize(s)
        let t1 = now()
        tree = Parser.parse(s, lexed: lexed)
        split.lex += t1 - t0
        split.parse += now() - t1
    } else {
        tree = Parser.parse(s)
    }
    keep.lock.lock(); keep.trees.append(tree); keep.lock.unlock()
    return (tree.tokens.count, tree.declarations.count, tree.closures.count)
}
if timeSplit {
    print(String(format: "  of which (all three runs): lexing %.3f s, parsing %.3f s", split.lex, split.parse))
}
if ProcessInfo.processInfo.environment["FLOWLINT_BENCH_RELEASE_TREES"] != nil {
    // Each tree freed right after it is built (its freeing included), so memory is reused: what a
    // parse-in-a-loop benchmark measures. flowlint itself keeps every tree until it exits, and
    // pays for first touches of fresh memory; the line above is the figure that counts.
    run("lex+parse, trees released") { s in
        let tree = Parser.parse(s)
        return (tree.tokens.count, tree.declarations.count, tree.closures.count)
    }
}

if ProcessInfo.processInfo.environment["FLOWLINT_BENCH_COUNTS"] != nil {
    // What the trees hold, to see where parse memory goes.
    var calls = 0, arguments = 0, trailing = 0, statements = 0, bindings = 0, assignments = 0, casts = 0
    var closures = 0, captures = 0, closureParameters = 0, declarations = 0, members = 0, parameters = 0, attributes = 0, inheritance = 0
    for s in sources {
        let tree = Parser.parse(s)
        calls += tree.calls.count
        for c in tree.calls { arguments += c.arguments.count; trailing += c.trailingClosures.count }
        statements += tree.statements.count
        bindings += tree.bindings.count
        assignments += tree.assignments.count
        casts += tree.casts.count
        closures += tree.closures.count
        for c in tree.closures { captures += c.captures.count; closureParameters += c.parameterNames.count }
        func visit(_ d: Declaration) {
            declarations += 1
            members += d.members.count
            parameters += d.parameters.count
            attributes += d.attributes.count
            inheritance += d.inheritance.count
            for m in d.members { visit(m) }
        }
        for d in tree.declarations { visit(d) }
        for d in tree.localDeclarations { visit(d) }
    }
    print("calls \(calls) (arguments \(arguments), trailing closures \(trailing)), statements \(statements), bindings \(bindings), assignments \(assignments), casts \(casts)")
    print("closures \(closures) (captures \(captures), parameters \(closureParameters)), declarations \(declarations) (members \(members), parameters \(parameters), attributes \(attributes), inheritance \(inheritance))")
}

if ProcessInfo.processInfo.environment["FLOWLINT_BENCH_MEMORY"] != nil {
    // Resident memory after each stage, everything kept (as flowlint keeps it until exit).
    func residentMiB() -> Double {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = Double(statm.split(separator: " ")[1]) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
    let before = residentMiB()
    let lexed = sources.map { Lexer.tokenize($0) }
    let afterLex = residentMiB()
    var trees: [SyntaxTree] = []
    for (k, s) in sources.enumerated() { trees.append(Parser.parse(s, lexed: lexed[k])) }
    let afterParse = residentMiB()
    print(String(format: "memory (MiB): start %.0f, +tokens and bracket matching %.0f, +trees %.0f", before, afterLex - before, afterParse - afterLex))
    withExtendedLifetime((lexed, trees)) {}
}

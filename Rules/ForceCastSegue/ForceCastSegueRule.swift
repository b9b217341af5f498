import FlowLintKit

/// `force-cast-segue`: a forced cast or forced unwrap in view-controller navigation, where a
/// storyboard edit turns into a crash at run time. See docs/rules/force-cast-segue.md.
public let forceCastSegueRule = Rule(
    RuleDescription(
        id: "force-cast-segue",
        name: "Force-cast segue",
        summary: "A forced cast of a segue's destination in `prepare(for:sender:)` that runs for every segue of a controller with several, without checking which one it is.",
        rationale: """
            `prepare(for:sender:)` runs for every segue that leaves the controller. A forced cast of \
            `segue.destination` that no check of `segue.identifier` guards meets the destination of \
            each of them, and crashes on all but the one it was written for — a crash that hides \
            until someone takes the other path. A forced cast that the storyboard fixes (inside the \
            check of its identifier, in a controller with one segue, or \
            `instantiateViewController(withIdentifier: "Literal") as! T`) fails on the first run of \
            that screen if ever; reviewers of real apps did not want those changed, so they are \
            reported only with `report: all`.
            """,
        fix: "Check which segue it is before casting (`switch segue.identifier { case \"showDetail\": … }`), or bind with a conditional cast: `guard let detail = segue.destination as? DetailViewController else { return }`.",
        triggeringExamples: [
            """
            final class RecipeListViewController: UITableViewController {
                @IBAction func addRecipe() { performSegue(withIdentifier: "addRecipe", sender: nil) }
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    performSegue(withIdentifier: "showRecipe", sender: indexPath)
                }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    let detail = segue.destination as! RecipeDetailViewController   // expect: force-cast-segue "runs for every segue that 'RecipeListViewController' prepares \\("addRecipe", "showRecipe"\\)"
                    detail.recipe = selectedRecipe
                }
            }
            """,
            """
            final class PantryViewController: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if segue.identifier == "scanBarcode" {
                        (segue.destination as? ScannerViewController)?.delegate = self
                    }
                    let nav = segue.destination as! UINavigationController   // expect: force-cast-segue "which checks 'segue.identifier' elsewhere"
                    (nav.topViewController as? ItemEditorViewController)?.item = selectedItem
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class RecipeListViewController: UITableViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch segue.identifier {
                    case "showRecipe":
                        let detail = segue.destination as! RecipeDetailViewController   // checked: only this segue gets here
                        detail.recipe = selectedRecipe
                    case "addRecipe":
                        let nav = segue.destination as! UINavigationController
                        (nav.topViewController as! RecipeEditorViewController).mode = .new
                    default:
                        break
                    }
                }
            }
            """,
            """
            final class TimerViewController: UIViewController {
                // One segue: the storyboard fixes its destination.
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    let settings = segue.destination as! TimerSettingsViewController
                    settings.duration = duration
                }
                func showHistory() {
                    let history = storyboard!.instantiateViewController(withIdentifier: "History") as! HistoryViewController
                    navigationController?.pushViewController(history, animated: true)
                }
            }
            """,
            """
            final class ListViewController: UITableViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let detail = segue.destination as? DetailViewController else { return }
                    detail.item = selectedItem
                }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath) as! ItemCell
                    return cell
                }
            }
            """,
        ],
        options: [
            RuleOptionDescription(
                name: "instantiate-methods", type: .stringList,
                defaultValue: .stringList(["instantiateViewController", "instantiateInitialViewController",
                                           "instantiateController", "instantiateInitialController"]),
                summary: "Names of storyboard factory methods whose result must not be force-cast (add your own `UIStoryboard` helpers)."),
            RuleOptionDescription(
                name: "report", type: .choice, defaultValue: .string("unchecked-segues"), allowedValues: ["unchecked-segues", "all"],
                summary: "`unchecked-segues`: only a forced cast of a segue's destination in `prepare(for:sender:)` that runs for every segue of a controller with several, without a check of `segue.identifier`. `all`: every forced cast and unwrap of the forms above (the first contract of the rule)."),
            RuleOptionDescription(
                name: "segue-types", type: .stringList,
                defaultValue: .stringList(["UIStoryboardSegue", "NSStoryboardSegue"]),
                summary: "Segue base classes; subclasses declared in the scanned tree are recognised through their superclass."),
            .testCode,
        ]
    ),
    check: { context in ForceCastSegueCheck.run(&context) }
)

enum ForceCastSegueCheck {
    /// What a forced cast is applied to.
    enum Form {
        /// `segue.destination`, `segue.source`, `destination` inside a segue subclass.
        case segue(member: String)
        /// `instantiateViewController(withIdentifier:)` and friends.
        case instantiate(method: String)
        /// `topViewController`, `viewControllers[…]`, `children.first`, `presentedViewController`.
        case navigationStack(member: String)
    }

    /// A cast to a generic parameter of the enclosing function (`func instantiate<T>() -> T {
    /// … as! T }`: the helper's contract is to crash on a misconfigured storyboard, and its
    /// callers choose `T`), or a cast in code built only for debugging (`#if DEBUG`).
    static func isDeliberate(_ cast: Cast, _ tree: SyntaxTree, debugOnly: [TokenRange]) -> Bool {
        if debugOnly.contains(where: { $0.contains(cast.asToken) }) { return true }
        guard let typeName = tree.writtenTypeName(from: cast.type.lowerBound),
              var d = ProjectIndex.innermostDeclaration(containing: cast.asToken, in: tree) else { return false }
        while true {
            if let generics = d.genericParameters, generics.indices.contains(where: { tree.tokenIs($0, typeName) }) { return true }
            guard let parent = d.parent, !d.kind.isType else { return false }
            d = parent
        }
    }

    static func run(_ context: inout RuleContext) {
        let tree = context.tree
        guard !tree.casts.isEmpty || !tree.forceUnwraps.isEmpty else { return }
        var model = FileModel(context: context)
        if context.options.string("report") != "all" {
            runUncheckedSegues(&context, &model)
            return
        }
        var debugOnlyRanges: [TokenRange]?   // found on the first forced cast

        for cast in tree.casts where cast.kind == .forced {
            guard !cast.operand.isEmpty, cast.type.count > 0 else { continue }
            if debugOnlyRanges == nil { debugOnlyRanges = TestCode.debugOnlyRanges(in: tree) }
            if isDeliberate(cast, tree, debugOnly: debugOnlyRanges ?? []) { continue }
            guard let form = model.classify(end: cast.asToken - 1, lowerLimit: cast.operand.lowerBound, at: cast.asToken) else { continue }
            let message = model.castMessage(form: form, operand: cast.operand, type: cast.type, asToken: cast.asToken)
            context.report(at: cast.asToken, message)
        }

        for bang in tree.forceUnwraps {
            // `segue.identifier!`
            if tree.tokenIs(bang - 1, "identifier"), model.isSegueMember(bang - 1) {
                let receiver = tree.kind(bang - 2) == .dot ? receiverText(bang - 1, tree) : nil
                let expr = receiver.map { "\($0).identifier" } ?? "identifier"
                context.report(at: bang, """
                    Force-unwrapping '\(expr)' crashes as soon as a segue without an identifier reaches \
                    this code (embed and unwind segues often have none); use \
                    'guard let identifier = \(expr) else { … }' or switch over the optional
                    """)
                continue
            }
            // `(segue.destination as? T)!`: a forced cast in disguise.
            if tree.kind(bang - 1) == .rightParen, let open = tree.partner(bang - 1), open < bang - 1,
               !(open > 0 && tree.endsPostfixExpression(open - 1) && !tree.tokens[open].spaceBefore && !tree.tokens[open].newlineBefore),
               let cast = model.conditionalCast(in: TokenRange(open + 1, bang - 1)),
               let form = model.classify(end: cast.asToken - 1, lowerLimit: cast.operand.lowerBound, at: cast.asToken) {
                let message = model.castMessage(form: form, operand: cast.operand, type: cast.type, asToken: cast.asToken, unwrapped: true)
                context.report(at: bang, message)
            }
        }
    }

    /// The default: only forced casts that meet a destination they were not written for. In
    /// `prepare(for:sender:)` of a controller with several segues, a cast of `segue.destination`
    /// (or of the navigation stack it holds) that no check of `segue.identifier` (or of the
    /// destination's type) guards runs for every segue, and crashes on all but one. A cast the
    /// storyboard fixes (a checked identifier, a single segue, `instantiateViewController(withIdentifier:
    /// "Literal") as! T`) fails on the first run of that screen, if ever: reviewers on real apps
    /// would not change it (docs/rules/force-cast-segue.md).
    static func runUncheckedSegues(_ context: inout RuleContext, _ model: inout FileModel) {
        let tree = context.tree
        var debugOnlyRanges: [TokenRange]?
        var reportedBodies: Set<Int> = []   // one finding per `prepare`: the first cast that meets every segue
        var anchors: [(anchor: Int, cast: Cast, unwrapped: Bool)] = []
        for cast in tree.casts where cast.kind == .forced && !cast.operand.isEmpty && cast.type.count > 0 {
            anchors.append((cast.asToken, cast, false))
        }
        for bang in tree.forceUnwraps where tree.kind(bang - 1) == .rightParen {
            guard let open = tree.partner(bang - 1), open < bang - 1, let cast = model.conditionalCast(in: TokenRange(open + 1, bang - 1)) else { continue }
            anchors.append((bang, cast, true))
        }
        anchors.sort { $0.anchor < $1.anchor }
        for (anchor, cast, unwrapped) in anchors {
            guard let prepare = SegueChecks.prepareMethod(containing: anchor, tree), let body = prepare.body,
                  !reportedBodies.contains(body.lowerBound) else { continue }
            if debugOnlyRanges == nil { debugOnlyRanges = TestCode.debugOnlyRanges(in: tree) }
            if isDeliberate(cast, tree, debugOnly: debugOnlyRanges ?? []) { continue }
            guard let form = model.classify(end: cast.asToken - 1, lowerLimit: cast.operand.lowerBound, at: cast.asToken) else { continue }
            switch form {
            case .segue(let member) where member == "destination": break
            case .navigationStack: break
            default: continue
            }
            guard !SegueChecks.isGuarded(anchor, in: body, tree),
                  let type = tree.innermostType(containing: anchor) else { continue }
            if case .segue = form, cast.type.count == 1,
               SegueChecks.storyboardLeadsOnlyTo(tree.text(cast.type.lowerBound), from: ProjectIndex.simpleName(type.name), context.index) { continue }
            let identifiers = SegueChecks.segueIdentifiers(ofType: ProjectIndex.simpleName(type.name), context.index)
            let checksInPrepare = SegueChecks.mentionsIdentifier(body, tree)
            guard identifiers.count >= 2 || checksInPrepare else { continue }
            reportedBodies.insert(body.lowerBound)
            let typeText = oneLine(cast.type, tree, limit: 60) ?? tree.compactText(of: cast.type)
            let name = model.bindingName(operandStart: cast.operand.lowerBound) ?? Naming.variableName(forType: typeText) ?? "viewController"
            let what = oneLine(cast.operand, tree) ?? "segue.destination"
            let list = identifiers.prefix(4).joined(separator: ", ") + (identifiers.count > 4 ? ", …" : "")
            let segues = identifiers.count >= 2 ? "every segue that '\(ProjectIndex.simpleName(type.name))' prepares (\(list))" : "every segue that reaches 'prepare(for:sender:)', which checks 'segue.identifier' elsewhere"
            let kind = unwrapped ? "Force-unwrapped conditional cast" : "Forced cast"
            context.report(at: anchor, "\(kind) of '\(what)' to '\(typeText)' runs for \(segues), not only for the one that leads to a '\(typeText)': "
                + "the others crash here; check 'segue.identifier' before the cast, or use 'guard let \(name) = \(what) as? \(typeText) else { return }'")
        }
    }

    /// Text of the receiver of `receiver.member` (member at `member`), as written on one line.
    static func receiverText(_ member: Int, _ tree: SyntaxTree) -> String? {
        guard tree.kind(member - 1) == .dot else { return nil }
        let start = tree.postfixExpressionStart(endingAt: member - 2)
        guard start <= member - 2 else { return nil }
        return oneLine(TokenRange(start, member - 1), tree)
    }

    /// Source text of a range if it is short and on one line; nil otherwise.
    static func oneLine(_ range: TokenRange, _ tree: SyntaxTree, limit: Int = 80) -> String? {
        guard !range.isEmpty else { return nil }
        for i in range.indices.dropFirst() where tree.tokens[i].newlineBefore { return nil }
        let text = tree.text(of: range)
        return text.count <= limit ? text : nil
    }

    /// Per-file lookups, computed on first use.
    struct FileModel {
        let tree: SyntaxTree
        let index: ProjectIndex
        let instantiateMethods: Set<String>
        let segueTypes: Set<String>
        /// Bodies of `prepare(for:sender:)`, `shouldPerformSegue(withIdentifier:sender:)` and unwind actions.
        private var navigationBodies: [TokenRange]?
        private var segueTypeCache: [String: Bool] = [:]
        /// Indices into `tree.bindings` by bound name, built on first use (a method binding
        /// thousands of names must not be scanned once per cast).
        private var bindingsByName: [String: [Int]]?
        /// `tree.casts` by the token of their `as`.
        private var castByAs: [Int: Int]?

        init(context: RuleContext) {
            tree = context.tree
            index = context.index
            instantiateMethods = Set(context.options.strings("instantiate-methods"))
            segueTypes = Set(context.options.strings("segue-types"))
        }

        // MARK: Classification

        /// The form of the postfix expression ending at `end` (the operand of a forced cast).
        mutating func classify(end: Int, lowerLimit: Int, at anchor: Int) -> Form? {
            var k = end
            while k > lowerLimit, let kind = tree.kind(k), kind == .postfixQuestion || kind == .postfixExclaim { k -= 1 }
            guard k >= lowerLimit, let kind = tree.kind(k) else { return nil }
            switch kind {
            case .rightParen:
                guard let open = tree.partner(k), open >= lowerLimit else { return nil }
                if open == lowerLimit {
                    // A parenthesized operand: `(segue.destination) as! T`. Only when the parentheses
                    // hold exactly one postfix expression.
                    guard open + 1 < k, tree.postfixExpressionStart(endingAt: k - 1, lowerLimit: open + 1) == open + 1 else { return nil }
                    return classify(end: k - 1, lowerLimit: open + 1, at: anchor)
                }
                return instantiateForm(nameToken: open - 1)
            case .rightBrace:
                // `instantiateViewController(identifier:) { coder in … } as! T`
                guard let ci = tree.closureIndex(brace: k), case .argument(let call, _, true) = tree.closures[ci].use else { return nil }
                return instantiateForm(nameToken: tree.calls[call].nameToken)
            case .rightBracket:
                // `viewControllers[0]`, `children[1]`, `viewControllers?[0]`
                guard let open = tree.partner(k), open > lowerLimit else { return nil }
                var name = open - 1
                while name > lowerLimit, let nk = tree.kind(name), nk == .postfixQuestion || nk == .postfixExclaim { name -= 1 }
                guard isContainerList(name) else { return nil }
                return inNavigationMethod(anchor) ? .navigationStack(member: tree.text(name) + "[…]") : nil
            case .identifier:
                if tree.tokenIs(k, "destination") || tree.tokenIs(k, "source") {
                    return isSegueMember(k) ? .segue(member: tree.text(k)) : nil
                }
                if tree.tokenIs(k, "topViewController") || tree.tokenIs(k, "presentedViewController") {
                    return inNavigationMethod(anchor) ? .navigationStack(member: tree.text(k)) : nil
                }
                if (tree.tokenIs(k, "first") || tree.tokenIs(k, "last")), tree.kind(k - 1) == .dot {
                    var name = k - 2
                    while name > lowerLimit, let nk = tree.kind(name), nk == .postfixQuestion || nk == .postfixExclaim { name -= 1 }
                    guard name >= lowerLimit, isContainerList(name) else { return nil }
                    return inNavigationMethod(anchor) ? .navigationStack(member: tree.text(name) + "." + tree.text(k)) : nil
                }
                return nil
            default:
                return nil
            }
        }

        func instantiateForm(nameToken: Int) -> Form? {
            guard tree.kind(nameToken) == .identifier, let call = tree.call(named: nameToken) else { return nil }
            let name = tree.text(nameToken)
            guard instantiateMethods.contains(name) else { return nil }
            let labels = call.arguments.map { ($0.label ?? "_") + ":" }.joined()
            return .instantiate(method: "\(name)(\(labels))")
        }

        /// `viewControllers`, `children`, `childViewControllers` as a member or bare name.
        func isContainerList(_ i: Int) -> Bool {
            guard tree.kind(i) == .identifier else { return false }
            return tree.tokenIs(i, "viewControllers") || tree.tokenIs(i, "children") || tree.tokenIs(i, "childViewControllers")
        }

        /// Whether `member` (`destination`, `source`, `identifier`) is read from a storyboard segue:
        /// `segue.member`, `transition.member` with `transition: UIStoryboardSegue`, or `member` /
        /// `self.member` inside a segue subclass.
        mutating func isSegueMember(_ member: Int) -> Bool {
            if tree.kind(member - 1) == .dot {
                var r = member - 2
                while r > 0, let rk = tree.kind(r), rk == .postfixQuestion || rk == .postfixExclaim { r -= 1 }
                guard tree.kind(r) == .identifier else { return false }
                if tree.keyword(r) == .self && tree.kind(r - 1) != .dot {
                    return enclosingTypeIsSegue(member)
                }
                guard tree.isValueWord(r), tree.keyword(r) == .none else { return false }
                let name = tree.text(r)
                if Naming.endsWithWord(name, "segue") { return true }
                if tree.kind(r - 1) == .dot {
                    // `self.transition.destination`: a property of the enclosing type.
                    guard tree.keyword(r - 2) == .self, tree.kind(r - 3) != .dot else { return false }
                    return propertyIsSegue(name, at: member)
                }
                switch bindingIsSegue(name, at: r) {
                case .some(let isSegue): return isSegue
                case .none: return propertyIsSegue(name, at: member)
                }
            }
            // A bare `destination`: `self.destination` of a segue subclass, unless a local shadows it.
            if tree.kind(member - 1) == .postfixQuestion || tree.kind(member - 1) == .postfixExclaim { return false }
            let name = tree.text(member)
            if bindingIsSegue(name, at: member) != nil { return false }
            return enclosingTypeIsSegue(member)
        }

        // MARK: Scopes

        /// For a name bound locally (parameter, `let`, closure parameter) in scope at `use`:
        /// whether its written type (or `= Type(…)` initializer) is a segue type. Nil when no local binding.
        mutating func bindingIsSegue(_ name: String, at use: Int) -> Bool? {
            if bindingsByName == nil {
                var table: [String: [Int]] = [:]
                for (k, b) in tree.bindings.enumerated() { table[tree.text(b.nameToken), default: []].append(k) }
                bindingsByName = table
            }
            var best = -1
            for k in bindingsByName?[name] ?? [] {
                let b = tree.bindings[k]
                if b.nameToken < use && b.scope.contains(use) && b.nameToken > best { best = b.nameToken }
            }
            guard best >= 0 else { return nil }
            if tree.kind(best + 1) == .colon, let typeName = tree.writtenTypeName(from: best + 2) { return isSegueType(typeName) }
            if tree.kind(best + 1) == .equal, tree.kind(best + 2) == .identifier, tree.kind(best + 3) == .leftParen {
                return isSegueType(tree.text(best + 2))
            }
            return false
        }

        mutating func propertyIsSegue(_ name: String, at use: Int) -> Bool {
            guard let type = tree.innermostType(containing: use) else { return false }
            for m in type.members where m.kind == .variable && m.name == name {
                if let text = m.typeText, let base = Naming.baseTypeName(text) { return isSegueType(base) }
            }
            return false
        }

        mutating func enclosingTypeIsSegue(_ token: Int) -> Bool {
            guard let type = tree.innermostType(containing: token) else { return false }
            switch type.kind {
            case .class:
                return isSegueType(type.name)
            case .extension:
                return isSegueType(Naming.baseTypeName(type.name) ?? type.name)
            default:
                return false
            }
        }

        /// A segue base class, or a class of the tree whose superclass chain reaches one.
        mutating func isSegueType(_ name: String) -> Bool {
            if segueTypes.contains(name) { return true }
            if let cached = segueTypeCache[name] { return cached }
            var current = name
            var result = false
            var seen: Set<String> = [name]
            while let site = index.types[current]?.first(where: { $0.declaration.kind == .class }),
                  let superclass = site.declaration.inheritance.first?.name, !seen.contains(superclass) {
                if segueTypes.contains(superclass) { result = true; break }
                seen.insert(superclass)
                current = superclass
            }
            segueTypeCache[name] = result
            return result
        }

        /// Whether a token is lexically inside `prepare(for:sender:)`,
        /// `shouldPerformSegue(withIdentifier:sender:)` or an unwind action.
        mutating func inNavigationMethod(_ token: Int) -> Bool {
            if navigationBodies == nil {
                var result: [TokenRange] = []
                var stack: [Declaration] = tree.declarations.reversed()
                while let d = stack.popLast() {
                    stack.append(contentsOf: d.members.reversed())
                    guard d.kind == .function, let body = d.body else { continue }
                    if isNavigationMethod(d) { result.append(body) }
                }
                navigationBodies = result
            }
            return navigationBodies!.contains { $0.contains(token) }
        }

        mutating func isNavigationMethod(_ d: Declaration) -> Bool {
            let params = d.parameters
            if d.name == "prepare", params.count == 2, params[0].label == "for", params[1].label == "sender" { return true }
            if d.name == "shouldPerformSegue", params.count == 2, params[0].label == "withIdentifier", params[1].label == "sender" { return true }
            if d.hasAttribute("IBAction"), params.count == 1, let base = Naming.baseTypeName(params[0].typeText), isSegueType(base) { return true }
            return false
        }

        /// A conditional cast that makes up the whole of `range` (`segue.destination as? T`).
        /// The recorded cast whose `as` is at `asToken`.
        mutating func cast(at asToken: Int) -> Cast? {
            if castByAs == nil {
                var table: [Int: Int] = [:]
                for (k, c) in tree.casts.enumerated() { table[c.asToken] = k }
                castByAs = table
            }
            return castByAs?[asToken].map { tree.casts[$0] }
        }

        mutating func conditionalCast(in range: TokenRange) -> Cast? {
            var k = range.lowerBound
            while k < range.upperBound {
                if let kind = tree.kind(k), kind == .leftParen || kind == .leftBracket || kind == .leftBrace, let m = tree.partner(k), m > k {
                    k = m + 1
                    continue
                }
                if tree.keyword(k) == .as, tree.kind(k + 1) == .postfixQuestion { break }
                k += 1
            }
            guard k < range.upperBound else { return nil }
            guard let cast = cast(at: k), cast.kind == .conditional,
                  cast.operand.lowerBound == range.lowerBound, cast.type.upperBound == range.upperBound else { return nil }
            return cast
        }

        // MARK: Messages

        mutating func castMessage(form: Form, operand: TokenRange, type: TokenRange, asToken: Int, unwrapped: Bool = false) -> String {
            let typeText = oneLine(type, tree, limit: 60) ?? tree.compactText(of: type)
            // `UINavigationController` → `navigationController`; `Self` → `viewController`.
            let name = bindingName(operandStart: operand.lowerBound) ?? Naming.variableName(forType: typeText) ?? "viewController"
            let what: String
            let why: String
            let short: String
            switch form {
            case .segue(let member):
                short = member
                what = oneLine(operand, tree) ?? member
                why = "crashes when the segue's scene gets another class or is wrapped in a navigation controller in the storyboard"
            case .instantiate(let method):
                short = method
                what = method
                why = "crashes when the scene's storyboard ID or custom class changes"
            case .navigationStack(let member):
                short = member
                what = member
                why = "crashes when the storyboard's embedding or navigation stack changes"
            }
            // The operand as written, unless it is long or itself holds a forced cast.
            var expr = oneLine(operand, tree)
            if expr != nil, (operand.lowerBound..<operand.upperBound).contains(where: { tree.keyword($0) == .as && cast(at: $0)?.kind == .forced }) {
                expr = nil
            }
            let exprText = expr ?? "….\(short)"
            let kind = unwrapped ? "Force-unwrapped conditional cast" : "Forced cast"
            return "\(kind) of '\(what)' to '\(typeText)' \(why); use 'guard let \(name) = \(exprText) as? \(typeText) else { … }' and handle the mismatch"
        }

        /// `let detail = <operand> as! T` → `detail`.
        func bindingName(operandStart s: Int) -> String? {
            guard tree.kind(s - 1) == .equal, tree.kind(s - 2) == .identifier, tree.keyword(s - 2) == .none,
                  tree.keyword(s - 3) == .let || tree.keyword(s - 3) == .var else { return nil }
            return tree.text(s - 2)
        }
    }
}

/// What tells which segue a `prepare(for:sender:)` is handling.
enum SegueChecks {
    /// Whether every segue the storyboards give the scenes of `controller` leads to a scene of
    /// class `target` (`showPhotos` and `showPhotosNoAnimation` both to the photos grid): the
    /// cast meets no other destination (decided on real code, 2026-12-07: a photo uploader's
    /// album list, judged wrong). Its scenes must exist, and `controller` must have no subclass
    /// in the tree (a subclass's own scenes would prepare their segues here too); a storyboard
    /// reference or an unknown destination tells nothing.
    static func storyboardLeadsOnlyTo(_ target: String, from controller: String, _ index: ProjectIndex) -> Bool {
        guard index.directSubclasses(of: controller).isEmpty else { return false }
        var found = false
        for storyboard in index.interface.storyboards {
            for scene in storyboard.scenes where scene.controllerClass == controller {
                found = true
                for destination in scene.shown + scene.children {
                    guard let d = storyboard.scenes.first(where: { $0.controllerID == destination }), d.controllerClass == target else { return false }
                }
            }
        }
        return found
    }

    /// `prepare(for:sender:)` whose body holds `token`.
    static func prepareMethod(containing token: Int, _ tree: SyntaxTree) -> Declaration? {
        var found: Declaration?
        tree.forEachEnclosingMember(of: token) { d in
            let p = d.parameters
            if d.kind == .function, d.name == "prepare", p.count == 2, p[0].label == "for", p[1].label == "sender",
               d.body?.contains(token) == true { found = d }
        }
        return found
    }

    /// Whether the code at `token` runs only for some segues: inside an `if`, `guard`, `switch`
    /// or `case` whose condition reads `identifier` or tests a type (`as?`, `is`), or after a
    /// `guard` (or an `if … { return }`) on one, in `body`.
    static func isGuarded(_ token: Int, in body: TokenRange, _ tree: SyntaxTree) -> Bool {
        for k in body.lowerBound..<token where tree.kind(k) == .leftBrace {
            guard let close = tree.partner(k), !isClosureBrace(k, tree) else { continue }
            let head = header(of: k, tree)
            let conditional = head.contains { tree.keyword($0) == .if || tree.keyword($0) == .guard || tree.keyword($0) == .switch || tree.keyword($0) == .else }
            guard conditional, head.contains(where: { isSelectingToken($0, tree) }) else { continue }
            if token < close { return true }
            // `guard … else { return }` and `if … != … { return }` before the cast.
            if head.contains(where: { tree.keyword($0) == .guard }) || (k + 1..<close).contains(where: { tree.keyword($0) == .return }) { return true }
        }
        return false
    }

    /// The tokens between the previous statement boundary and the `{` at `open`.
    static func header(of open: Int, _ tree: SyntaxTree) -> [Int] {
        var k = open - 1
        var result: [Int] = []
        while k >= 0, tree.kind(k) != .leftBrace, tree.kind(k) != .semicolon {
            if tree.kind(k) == .rightBrace {
                // `} else if … {`: stop at the previous branch.
                if tree.keyword(k + 1) == .else { break }
                guard let o = tree.partner(k) else { break }
                k = o - 1
                continue
            }
            if tree.tokens[k].newlineBefore, tree.keyword(k) == .if || tree.keyword(k) == .guard || tree.keyword(k) == .switch {
                result.append(k)
                break
            }
            result.append(k)
            k -= 1
        }
        return result
    }

    static func isClosureBrace(_ open: Int, _ tree: SyntaxTree) -> Bool { tree.closureIndex(brace: open) != nil }

    /// `identifier`, `as?`, `is`.
    static func isSelectingToken(_ k: Int, _ tree: SyntaxTree) -> Bool {
        if tree.tokenIs(k, "identifier") { return true }
        if tree.keyword(k) == .as, tree.kind(k + 1) == .postfixQuestion { return true }
        return tree.keyword(k) == .is
    }

    static func mentionsIdentifier(_ body: TokenRange, _ tree: SyntaxTree) -> Bool {
        body.indices.contains { tree.tokenIs($0, "identifier") && tree.kind($0 - 1) == .dot }
    }

    /// The segue identifiers a class names (its declaration and extensions):
    /// `performSegue(withIdentifier: X, …)` arguments and what `prepare(for:sender:)` and
    /// `shouldPerformSegue(withIdentifier:sender:)` compare the identifier with (`== X`,
    /// `case X:`), as written, sorted.
    static func segueIdentifiers(ofType type: String, _ index: ProjectIndex) -> [String] {
        index.memoized("force-cast-segue.identifiers", type, as: [String].self) {
            var found: Set<String> = []
            for site in (index.types[type] ?? []) + (index.extensions[type] ?? []) {
                let tree = site.file.tree
                guard let body = site.declaration.body else { continue }
                for c in tree.calls where body.contains(c.nameToken) && tree.tokenIs(c.nameToken, "performSegue") {
                    if let a = c.arguments.first, a.label == "withIdentifier", !a.value.isEmpty { found.insert(tree.compactText(of: a.value)) }
                }
                for m in site.declaration.members where m.kind == .function && (m.name == "prepare" || m.name == "shouldPerformSegue") {
                    guard let mb = m.body else { continue }
                    var inSwitchOverIdentifier: Int?
                    for k in mb.lowerBound..<mb.upperBound {
                        if (tree.isToken(k, "==") || tree.isToken(k, "!=")), tree.tokenIs(k - 1, "identifier") || tree.tokenIs(k + 1, "identifier") {
                            let other = tree.tokenIs(k - 1, "identifier") ? k + 1 : k - 1
                            found.insert(literalOrMember(at: other, tree, forward: other > k))
                        }
                        if tree.keyword(k) == .switch, let open = (k + 1..<mb.upperBound).first(where: { tree.kind($0) == .leftBrace }),
                           (k + 1..<open).contains(where: { tree.tokenIs($0, "identifier") }) {
                            inSwitchOverIdentifier = tree.partner(open)
                        }
                        if let end = inSwitchOverIdentifier, k < end, tree.keyword(k) == .case {
                            var j = k + 1
                            while j < end, tree.kind(j) != .colon {
                                if tree.kind(j) == .comma { j += 1; continue }
                                let start = j
                                while j < end, tree.kind(j) != .colon, tree.kind(j) != .comma { j += 1 }
                                found.insert(tree.compactText(of: TokenRange(start, j)))
                            }
                        }
                    }
                }
            }
            return found.sorted()
        }
    }

    /// `"showDetail"`, `Segue.detail.rawValue`, `.showDetail`: the operand next to `==`.
    static func literalOrMember(at k: Int, _ tree: SyntaxTree, forward: Bool) -> String {
        if forward {
            var end = k
            if tree.kind(k) == .stringStart { while end < tree.tokens.count, tree.kind(end) != .stringEnd { end += 1 }; return tree.compactText(of: TokenRange(k, end + 1)) }
            while end + 1 < tree.tokens.count, tree.kind(end + 1) == .dot || (tree.kind(end) == .dot && tree.kind(end + 1) == .identifier) { end += 1 }
            return tree.compactText(of: TokenRange(k, end + 1))
        }
        var start = k
        if tree.kind(k) == .stringEnd { while start > 0, tree.kind(start) != .stringStart { start -= 1 }; return tree.compactText(of: TokenRange(start, k + 1)) }
        while start > 0, tree.kind(start - 1) == .dot || (tree.kind(start) == .dot && tree.kind(start - 1) == .identifier) { start -= 1 }
        return tree.compactText(of: TokenRange(start, k + 1))
    }
}

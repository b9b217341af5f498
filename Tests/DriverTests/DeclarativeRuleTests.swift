import BuiltinRules
import FlowLintConfig
import FlowLintDriver
import FlowLintKit
import XCTest

/// `custom_rules` in `.flowlint.yml`: token patterns that run as rules next to the built-in ones.
final class DeclarativeRuleTests: DriverTestCase {
    // MARK: - The pattern language

    /// `path:line:column` of every match of `pattern` in `source` (one file, no scopes).
    func matches(_ pattern: String, in source: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        do {
            let tree = Parser.parse(SourceText(path: "A.swift", text: source))
            return try TokenPattern(pattern).matches(in: tree).map { range in
                let (l, c) = tree.location(ofToken: range.lowerBound)
                return "\(l):\(c)"
            }
        } catch {
            XCTFail("\(error)", file: file, line: line)
            return []
        }
    }

    func testWordsMatchTokensAcrossWhitespaceAndComments() {
        let source = """
            let a = UIApplication.shared.delegate as! AppDelegate
            let b = UIApplication
                .shared   // the app
                .delegate /* cast */ as! AppDelegate
            let c = UIApplication.shared.delegate as? AppDelegate
            let d = UIApplication.shared.delegates as! AppDelegate

            """
        XCTAssertEqual(matches("UIApplication . shared . delegate as !", in: source), ["1:9", "2:9"])
        // A word that Swift reads as several tokens is split into them.
        XCTAssertEqual(matches("UIApplication.shared.delegate as!", in: source), ["1:9", "2:9"])
        XCTAssertEqual(matches("delegate as ?", in: source), ["5:30"])
    }

    func testNeverMatchesInCommentsOrStringsButInInterpolations() {
        let source = #"""
            // UIApplication.shared.delegate as! AppDelegate
            /* print(UIApplication.shared.delegate as! AppDelegate) */
            let s = "UIApplication.shared.delegate as! AppDelegate"
            let m = """
                UIApplication . shared . delegate as ! AppDelegate
                """
            let i = "app: \(UIApplication.shared.delegate as! AppDelegate)"

            """#
        XCTAssertEqual(matches("UIApplication . shared . delegate as !", in: source), ["7:17"])
        XCTAssertEqual(matches("print", in: "let a = \"print\"\nprint(a) // print\n"), ["2:1"])
    }

    func testQuotedWordsMatchWholeStringLiterals() {
        let source = """
            let a = UserDefaults.standard.string(forKey: "authToken")
            let b = UserDefaults.standard.string(forKey: "authTokenExpiry")
            let c = UserDefaults.standard.string(forKey: "auth\\(suffix)")
            let d = label(text: "")
            let e = label(text: #"authToken"#)

            """
        XCTAssertEqual(matches("string ( forKey : \"authToken\" )", in: source), ["1:31"])
        XCTAssertEqual(matches("\"authToken\"", in: source), ["1:46", "5:21"])
        XCTAssertEqual(matches("text : \"\"", in: source), ["4:15"])
        // A plain word never matches the text of a string.
        XCTAssertEqual(matches("authToken", in: source), [])
    }

    func testWildcards() {
        let source = """
            let a = segue.destination as! DetailViewController
            let b = navigationController?.topViewController as! SettingsViewController
            let c = NSLocalizedString("title", comment: "Screen title")
            let d = NSLocalizedString(key, comment: "")
            let e = `default`.value
            let f = self.value
            items.map { $0.id }

            """
        XCTAssertEqual(matches("as ! $type", in: source), ["1:27", "2:49"])
        XCTAssertEqual(matches("$name ? . topViewController", in: source), ["2:9"])
        XCTAssertEqual(matches("NSLocalizedString ( $_ , comment : $_ )", in: source), ["3:9", "4:9"])
        // `$name` matches names, backticked ones too, but not keywords such as `self`.
        XCTAssertEqual(matches("$name . value", in: source), ["5:9"])
        XCTAssertEqual(matches("$_ . value", in: source), ["5:9", "6:9"])
        XCTAssertEqual(matches("$name.value", in: source), ["5:9"], "placeholders work inside a word too")
        XCTAssertEqual(matches("NSLocalizedString($_, comment: $_)", in: source), ["3:9", "4:9"])
        // `$0` is matched literally.
        XCTAssertEqual(matches("$0 . id", in: source), ["7:13"])
    }

    func testPostfixAndPrefixMarks() {
        let source = """
            let a = user!.name
            let b = !user.isActive
            let c = try! decoder.decode(User.self, from: data)
            let d = user?.name
            let e = flag ? 1 : 2

            """
        XCTAssertEqual(matches("!", in: source), ["1:13", "3:12"])
        XCTAssertEqual(matches("!user", in: source), ["2:9"])
        XCTAssertEqual(matches("try !", in: source), ["3:9"])
        XCTAssertEqual(matches("user ?", in: source), ["4:9"])
        XCTAssertEqual(matches("?", in: source), ["4:13"], "the ternary operator is not a postfix `?`")
    }

    func testMatchesDoNotOverlap() {
        XCTAssertEqual(matches("$name . $name", in: "let x = a.b.c.d\n"), ["1:9", "1:13"])
    }

    func testInvalidPatterns() {
        for pattern in ["\"two words\"", "\"a\\(b)\"", "/regex/", "// comment", "   "] {
            XCTAssertThrowsError(try TokenPattern(pattern), pattern)
        }
    }

    // MARK: - Running from .flowlint.yml

    let appDelegateRule = """
        custom_rules:
          no-app-delegate-cast:
            name: App delegate as data store
            pattern: "UIApplication . shared . delegate as !"
            message: "Don't reach shared state through the app delegate; inject the service instead"

        """

    let profile = """
        import UIKit

        final class ProfileViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                // let old = UIApplication.shared.delegate as! AppDelegate
                let app = UIApplication.shared.delegate as! AppDelegate
                title = "UIApplication.shared.delegate as! AppDelegate"
                app.track(title)
            }
        }

        """

    func testFiresOnCodeWithTheBuiltInRules() {
        write(".flowlint.yml", appDelegateRule)
        write("Profile.swift", profile)
        write("Settings.swift", Snippet.strongDelegate("Settings"))
        let r = flowlint(["-q"])
        XCTAssertEqual(r.code, 0, r.dump)
        XCTAssert(r.findings.contains(
            "Profile.swift:7:19: warning: Don't reach shared state through the app delegate; inject the service instead [no-app-delegate-cast]"), r.dump)
        XCTAssertEqual(r.places("no-app-delegate-cast"), ["Profile.swift:7:19"], r.dump)
        XCTAssertEqual(r.places("strong-delegate"), ["Settings.swift:3:5"], r.dump)
    }

    func testSeverityFromTheDefinitionAndFromRules() {
        write("Profile.swift", profile)
        write(".flowlint.yml", appDelegateRule + "    severity: error\n")
        var r = flowlint(["-q"], rules: [])
        XCTAssertEqual(r.code, 1, r.dump)
        XCTAssertEqual(r.findings.count, 1, r.dump)
        XCTAssert(r.findings[0].hasPrefix("Profile.swift:7:19: error: "), r.dump)

        write(".flowlint.yml", appDelegateRule + "    severity: error\nrules:\n  no-app-delegate-cast:\n    severity: note\n")
        r = flowlint(["-q"], rules: [])
        XCTAssertEqual(r.code, 0, r.dump)
        XCTAssert(r.findings.first?.hasPrefix("Profile.swift:7:19: note: ") == true, r.dump)
    }

    func testDisabledAndOnlyRules() {
        write("Profile.swift", profile)
        write(".flowlint.yml", appDelegateRule + "disabled_rules: [no-app-delegate-cast]\n")
        XCTAssertEqual(flowlint(["-q"], rules: []).findings, [])
        write(".flowlint.yml", appDelegateRule + "only_rules: [no-app-delegate-cast]\n")
        let r = flowlint(["-q"])
        XCTAssertEqual(r.places("no-app-delegate-cast"), ["Profile.swift:7:19"], r.dump)
        XCTAssertEqual(r.findings.count, 1, r.dump)
    }

    func testInsideFunctions() {
        write(".flowlint.yml", """
            custom_rules:
              no-force-unwrap-in-lifecycle:
                pattern: "$name !"
                message: "Don't force-unwrap in view lifecycle methods"
                inside_functions: [viewDidLoad, "viewWillAppear(_:)"]

            """)
        write("Screen.swift", """
            final class Screen: UIViewController {
                var model: Model!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    label.text = model!.title
                    loader.load { [weak self] result in
                        self?.render(result.value!)
                    }
                }
                func refresh() {
                    label.text = model!.title
                }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    title = model!.title
                }
            }

            """)
        let r = flowlint(["-q"], rules: [])
        XCTAssertEqual(r.places("no-force-unwrap-in-lifecycle"), ["Screen.swift:5:22", "Screen.swift:7:33", "Screen.swift:15:17"], r.dump)
    }

    func testInsideTypesInheritingAcrossFiles() {
        write(".flowlint.yml", """
            custom_rules:
              no-user-defaults-in-view-controllers:
                pattern: "UserDefaults . standard"
                message: "View controllers read settings through SettingsStore, not UserDefaults"
                inside_types_inheriting: [UIViewController]

            """)
        write("Base.swift", """
            class BaseViewController: UIViewController {
                func theme() -> String { UserDefaults.standard.string(forKey: "theme") ?? "" }
            }
            final class SettingsViewController: UIViewController {}
            final class FeedViewController: BaseViewController {}
            final class SettingsStore {
                var theme: String { UserDefaults.standard.string(forKey: "theme") ?? "" }
            }

            """)
        write("Settings+Actions.swift", """
            extension SettingsViewController {
                func save() { UserDefaults.standard.set(true, forKey: "saved") }
                struct Row { let key = UserDefaults.standard.string(forKey: "row") }
            }
            extension FeedViewController {
                func reset() { UserDefaults.standard.removeObject(forKey: "feed") }
            }
            extension SettingsStore {
                func reset() { UserDefaults.standard.removeObject(forKey: "theme") }
            }
            extension UIViewController {
                func clearCache() { UserDefaults.standard.removeObject(forKey: "cache") }
            }

            """)
        let r = flowlint(["-q"], rules: [])
        XCTAssertEqual(r.places("no-user-defaults-in-view-controllers"), [
            "Base.swift:2:30",               // directly in a UIViewController subclass
            "Settings+Actions.swift:2:19",   // in an extension; the class is declared in Base.swift
            "Settings+Actions.swift:3:28",   // in a type nested in it
            "Settings+Actions.swift:6:20",   // FeedViewController → BaseViewController → UIViewController
            "Settings+Actions.swift:12:25",  // an extension of UIViewController itself
        ], r.dump)
    }

    func testTypeAndFunctionScopesTogether() {
        write(".flowlint.yml", """
            custom_rules:
              no-print-in-lifecycle:
                pattern: "print ("
                message: "Use the logger in view controllers"
                inside_types_inheriting: [UIViewController]
                inside_functions: [viewDidLoad]

            """)
        write("A.swift", """
            final class A: UIViewController {
                override func viewDidLoad() { print("a") }
                func other() { print("b") }
            }
            final class B {
                func viewDidLoad() { print("c") }
            }

            """)
        let r = flowlint(["-q"], rules: [])
        XCTAssertEqual(r.places("no-print-in-lifecycle"), ["A.swift:2:35"], r.dump)
    }

    func testIncludedAndExcludedGlobs() {
        write(".flowlint.yml", """
            custom_rules:
              no-print:
                pattern: "print ("
                message: "Use Logger instead of print"
                included: [App]
                excluded: ["**/*Preview.swift", App/Debug]

            """)
        let code = "func f() { print(\"x\") }\n"
        write("App/Profile.swift", code)
        write("App/ProfilePreview.swift", code)
        write("App/Debug/Console.swift", code)
        write("Scripts/Tool.swift", code)
        var r = flowlint(["-q"], rules: [])
        XCTAssertEqual(r.places("no-print"), ["App/Profile.swift:1:12"], r.dump)

        // Globs are relative to the configuration's directory, also when linting from elsewhere.
        r = flowlint(["-q", "--config", "../.flowlint.yml", "."], in: tmp + "/App", rules: [])
        XCTAssertEqual(r.places("no-print"), ["Profile.swift:1:12"], r.dump)
    }

    func testSuppressionsAndUnusedSuppressions() {
        write(".flowlint.yml", appDelegateRule)
        write("A.swift", """
            // flowlint:disable:next no-app-delegate-cast
            let a = UIApplication.shared.delegate as! AppDelegate
            let b = UIApplication.shared.delegate as! AppDelegate // flowlint:disable:this no-app-delegate-cast
            let c = UIApplication.shared.delegate as! AppDelegate
            // flowlint:disable:next no-app-delegate-cast
            let d = 1

            """)
        let r = flowlint(["-q", "--report-unused-suppressions"], rules: [])
        XCTAssertEqual(r.places("no-app-delegate-cast"), ["A.swift:4:9"], r.dump)
        XCTAssertEqual(r.places(Suppressions.unusedRuleID), ["A.swift:5:1"], r.dump)
    }

    func testBaseline() {
        write(".flowlint.yml", appDelegateRule)
        write("Profile.swift", profile)
        var r = flowlint(["-q", "--write-baseline", "baseline.txt"], rules: [])
        XCTAssertEqual(r.findings.count, 1, r.dump)
        XCTAssert(read("baseline.txt").contains("\tno-app-delegate-cast\tProfile.swift\t"), read("baseline.txt"))
        r = flowlint(["-q", "--baseline", "baseline.txt"], rules: [])
        XCTAssertEqual(r.findings, [], r.dump)
    }

    func testListRulesAndSARIF() {
        write(".flowlint.yml", appDelegateRule)
        write("Profile.swift", profile)
        var r = flowlint(["--list-rules"])
        XCTAssertEqual(r.code, 0, r.dump)
        XCTAssert(r.out.contains("no-app-delegate-cast (warning, custom_rules): Don't reach shared state through the app delegate; inject the service instead\n"), r.dump)
        XCTAssertEqual(r.out.split(separator: "\n").count, BuiltinRules.all.count + 1, r.dump)

        r = flowlint(["-q", "--format", "sarif"])
        XCTAssertEqual(r.code, 0, r.dump)
        let json = try? JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any]
        let run = (json?["runs"] as? [[String: Any]])?.first
        let rules = ((run?["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]] ?? []
        let custom = rules.first { $0["id"] as? String == "no-app-delegate-cast" }
        XCTAssertNotNil(custom, r.out)
        XCTAssertEqual(custom?["name"] as? String, "AppDelegateAsDataStore")
        XCTAssertEqual(custom?["helpUri"] as? String, DeclarativeRules.documentationURI)
        let results = run?["results"] as? [[String: Any]] ?? []
        XCTAssertEqual(results.compactMap { $0["ruleId"] as? String }, ["no-app-delegate-cast"], r.out)
    }

    func testInvalidPatternStopsTheRun() {
        write(".flowlint.yml", """
            custom_rules:
              no-token-log:
                pattern: print ( "token value" )
                message: Don't log tokens

            """)
        write("A.swift", "print(1)\n")
        let r = flowlint(["-q"], rules: [])
        XCTAssertEqual(r.code, 2, r.dump)
        XCTAssert(r.err.hasPrefix(".flowlint.yml: error: custom rule 'no-token-log': pattern word '\"token'"), r.dump)
        XCTAssertEqual(r.out, "")
    }

    func testReservedAndClashingIDs() {
        write("A.swift", "print(1)\n")
        for (id, expected) in [("all", "custom rule id 'all' is reserved"),
                               ("unused-suppression", "custom rule id 'unused-suppression' is reserved"),
                               ("strong-delegate", "custom rule id 'strong-delegate' is already the id of a built-in rule")] {
            write(".flowlint.yml", "custom_rules:\n  \(id):\n    pattern: print\n    message: No print\n")
            let r = flowlint(["-q"])
            XCTAssertEqual(r.code, 2, r.dump)
            XCTAssert(r.err.contains(expected), r.dump)
        }
    }

    func testRuleValueAndDescription() throws {
        let spec = CustomRuleSpec(id: "no-print", name: "No print", pattern: "print (", message: "Use Logger",
                                  severity: .error, insideFunctions: ["viewDidLoad"])
        let rule = try DeclarativeRules.rule(for: spec, configuration: Configuration(), workingDirectory: tmp)
        XCTAssertEqual(rule.id, "no-print")
        XCTAssertEqual(rule.description.name, "No print")
        XCTAssertEqual(rule.description.defaultSeverity, .error)
        XCTAssertEqual(rule.description.summary, "Use Logger")
        XCTAssert(rule.description.rationale.contains("`print (`"), rule.description.rationale)
        XCTAssert(rule.description.rationale.contains("inside functions named `viewDidLoad`"), rule.description.rationale)
        // Usable with the Linter directly.
        let output = Linter(rules: [Linter.ConfiguredRule(rule: rule)], jobs: 1)
            .lint(sources: [("A.swift", "func viewDidLoad() { print(1) }\nfunc other() { print(2) }\n")])
        XCTAssertEqual(output.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.severity)" }, ["1:22 error"])
    }
}

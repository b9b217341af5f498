import FlowLintDiagnostics

/// Turns the YAML tree of a configuration file into a `Configuration`, validating every key
/// and value. Stops at the first problem, in document order.
struct ConfigurationDecoder {
    private typealias Mark = YAMLNode.Mark

    private enum TopLevelKey: String, CaseIterable {
        case included, excluded
        case disabledRules = "disabled_rules", optInRules = "opt_in_rules", onlyRules = "only_rules"
        case reporter, rules
        case customRules = "custom_rules"
        case testCode = "test_code", testPaths = "test_paths"
        case parentConfig = "parent_config"
    }

    private enum CustomRuleKey: String, CaseIterable {
        case name, pattern, message, severity
        case insideTypesInheriting = "inside_types_inheriting", insideFunctions = "inside_functions"
        case included, excluded
    }

    var configuration = Configuration()
    private let path: String
    private let rules: [RuleDescription]
    /// Built-in ids, then the ids declared under `custom_rules`.
    private var knownRuleIDs: [String]

    init(path: String, rules: [RuleDescription]) {
        self.path = path
        self.rules = rules
        knownRuleIDs = rules.map(\.id)
    }

    mutating func decode(_ root: YAMLNode) throws {
        if root.isNull { return }
        let entries = try mapping(root, "the configuration must be a mapping of keys to values")
        // Custom rule ids may be used before `custom_rules` appears in the file.
        if case .mapping(let customRules, _)? = entries.first(where: { $0.key == TopLevelKey.customRules.rawValue })?.value {
            knownRuleIDs += customRules.map(\.key)
        }
        for entry in entries {
            guard let key = TopLevelKey(rawValue: entry.key) else {
                throw unknown("key '\(entry.key)'", entry.key, TopLevelKey.allCases.map(\.rawValue), at: entry.keyMark)
            }
            if entry.value.isNull { continue }
            try decode(key, entry.value)
        }
        for index in configuration.customRules.indices {
            if let severity = configuration.severities[configuration.customRules[index].id] {
                configuration.customRules[index].severity = severity
            }
        }
    }

    private mutating func decode(_ key: TopLevelKey, _ value: YAMLNode) throws {
        let name = key.rawValue
        switch key {
        case .included:
            configuration.included = try strings(value, "'\(name)' must be a list of paths or globs")
        case .excluded:
            configuration.excluded = try strings(value, "'\(name)' must be a list of paths or globs")
        case .disabledRules:
            configuration.disabledRules = try ruleIDs(value, name)
        case .optInRules:
            configuration.optInRules = try ruleIDs(value, name)
        case .onlyRules:
            configuration.onlyRules = try ruleIDs(value, name)
        case .parentConfig:
            let (parent, mark) = try scalar(value, "'\(name)' must be the path of another configuration file")
            configuration.parentConfig = .init(path: parent, line: mark.line, column: mark.column)
        case .reporter:
            let reporters = Configuration.reporters
            let (reporter, mark) = try scalar(value, "'\(name)' must be one of: \(reporters.joined(separator: ", "))")
            guard reporters.contains(reporter) else { throw unknown("reporter '\(reporter)'", reporter, reporters, at: mark) }
            configuration.reporter = reporter
        case .rules:
            for entry in try mapping(value, "'\(name)' must be a mapping from rule ids to their settings") {
                try decodeRuleSettings(entry)
            }
        case .testCode:
            let choices = ["skip", "report"]
            let (value, mark) = try scalar(value, "'\(name)' must be one of: \(choices.joined(separator: ", "))")
            guard choices.contains(value) else { throw unknown("value '\(value)' for '\(name)'", value, choices, at: mark) }
            configuration.testCode = value
        case .testPaths:
            configuration.testPaths = try strings(value, "'\(name)' must be a list of paths or globs")
        case .customRules:
            configuration.customRules = try mapping(value, "'\(name)' must be a mapping from rule ids to their definitions")
                .map(customRule)
        }
    }

    // MARK: - rules

    private mutating func decodeRuleSettings(_ entry: YAMLNode.Entry) throws {
        let id = entry.key
        try checkRuleID(id, at: entry.keyMark)
        if entry.value.isNull { return }
        let options = rules.first { $0.id == id }?.options ?? []
        let settings = try mapping(entry.value, "the settings of rule '\(id)' must be a mapping of option names to values")
        for setting in settings where !setting.value.isNull {
            if setting.key == "severity" {
                configuration.severities[id] = try severity(setting.value)
            } else if let option = options.first(where: { $0.name == setting.key }) {
                configuration.ruleOptions[id, default: [:]][option.name] = try value(setting.value, of: option, rule: id)
            } else {
                throw unknown("option '\(setting.key)' for rule '\(id)'", setting.key,
                              ["severity"] + options.map(\.name), at: setting.keyMark)
            }
        }
    }

    private func value(_ node: YAMLNode, of option: RuleOptionDescription, rule: String) throws -> RuleOptionValue {
        let subject = "option '\(option.name)' of rule '\(rule)'"
        switch option.type {
        case .bool:
            let text = try plainScalar(node, "\(subject) must be true or false")
            if ["true", "True", "TRUE"].contains(text) { return .bool(true) }
            if ["false", "False", "FALSE"].contains(text) { return .bool(false) }
            throw ConfigError(path: path, at: node.mark, "\(subject) must be true or false")
        case .int:
            guard let number = Int(try plainScalar(node, "\(subject) must be an integer")) else {
                throw ConfigError(path: path, at: node.mark, "\(subject) must be an integer")
            }
            return .int(number)
        case .string:
            return .string(try scalar(node, "\(subject) must be a string").text)
        case .stringList:
            return .stringList(try strings(node, "\(subject) must be a list of strings"))
        case .choice:
            let allowed = option.allowedValues
            let (text, mark) = try scalar(node, "\(subject) must be one of: \(allowed.joined(separator: ", "))")
            guard allowed.contains(text) else { throw unknown("value '\(text)' for \(subject)", text, allowed, at: mark) }
            return .string(text)
        }
    }

    private func severity(_ node: YAMLNode) throws -> Severity {
        let names = Severity.allCases.map(\.rawValue)
        let (text, mark) = try scalar(node, "severity must be one of: \(names.joined(separator: ", "))")
        guard let severity = Severity(rawValue: text) else { throw unknown("severity '\(text)'", text, names, at: mark) }
        return severity
    }

    // MARK: - custom_rules

    private func customRule(_ entry: YAMLNode.Entry) throws -> CustomRuleSpec {
        let id = entry.key
        guard Self.isKebabCase(id) else {
            throw ConfigError(path: path, at: entry.keyMark,
                              "custom rule id '\(id)' must be kebab-case (lowercase letters and digits separated by single hyphens, like 'no-app-delegate-bus')")
        }
        guard !rules.contains(where: { $0.id == id }) else {
            throw ConfigError(path: path, at: entry.keyMark, "custom rule id '\(id)' is already the id of a built-in rule")
        }
        guard !Configuration.reservedRuleIDs.contains(id) else {
            throw ConfigError(path: path, at: entry.keyMark, "custom rule id '\(id)' is reserved")
        }
        let fields = try mapping(entry.value, "custom rule '\(id)' must be a mapping with at least 'pattern' and 'message'")
        var rule = CustomRuleSpec(id: id, pattern: "", message: "")
        for field in fields where !field.value.isNull {
            guard let key = CustomRuleKey(rawValue: field.key) else {
                throw unknown("key '\(field.key)' in custom rule '\(id)'", field.key,
                              CustomRuleKey.allCases.map(\.rawValue), at: field.keyMark)
            }
            let subject = "'\(field.key)' of custom rule '\(id)'"
            switch key {
            case .name: rule.name = try scalar(field.value, "\(subject) must be a string").text
            case .pattern: rule.pattern = try nonEmptyString(field.value, subject)
            case .message: rule.message = try nonEmptyString(field.value, subject)
            case .severity: rule.severity = try severity(field.value)
            case .insideTypesInheriting: rule.insideTypesInheriting = try strings(field.value, "\(subject) must be a list of type names")
            case .insideFunctions: rule.insideFunctions = try strings(field.value, "\(subject) must be a list of function names")
            case .included: rule.included = try strings(field.value, "\(subject) must be a list of paths or globs")
            case .excluded: rule.excluded = try strings(field.value, "\(subject) must be a list of paths or globs")
            }
        }
        for (required, value) in [("pattern", rule.pattern), ("message", rule.message)] where value.isEmpty {
            throw ConfigError(path: path, at: entry.keyMark, "custom rule '\(id)' is missing '\(required)'")
        }
        return rule
    }

    /// Lowercase ASCII letters and digits in hyphen-separated words, starting with a letter.
    static func isKebabCase(_ id: String) -> Bool {
        let words = id.split(separator: "-", omittingEmptySubsequences: false)
        return id.first.map { ("a"..."z").contains($0) } == true
            && words.allSatisfy { word in !word.isEmpty && word.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) } }
    }

    // MARK: - Typed access

    private func mapping(_ node: YAMLNode, _ problem: String) throws -> [YAMLNode.Entry] {
        guard case .mapping(let entries, _) = node else { throw ConfigError(path: path, at: node.mark, problem) }
        return entries
    }

    private func scalar(_ node: YAMLNode, _ problem: String) throws -> (text: String, mark: Mark) {
        guard case .scalar(let text, _, let mark) = node else { throw ConfigError(path: path, at: node.mark, problem) }
        return (text, mark)
    }

    /// The text of an unquoted scalar (a quoted one is a string, not a number or boolean).
    private func plainScalar(_ node: YAMLNode, _ problem: String) throws -> String {
        guard case .scalar(let text, quoted: false, _) = node else { throw ConfigError(path: path, at: node.mark, problem) }
        return text
    }

    private func nonEmptyString(_ node: YAMLNode, _ subject: String) throws -> String {
        let problem = "\(subject) must be a non-empty string"
        let text = try scalar(node, problem).text
        guard text.contains(where: { !$0.isWhitespace }) else { throw ConfigError(path: path, at: node.mark, problem) }
        return text
    }

    /// A sequence of scalars, with their places.
    private func stringItems(_ node: YAMLNode, _ problem: String) throws -> [(text: String, mark: Mark)] {
        guard case .sequence(let items, _) = node else { throw ConfigError(path: path, at: node.mark, problem) }
        return try items.map { try scalar($0, problem) }
    }

    private func strings(_ node: YAMLNode, _ problem: String) throws -> [String] {
        try stringItems(node, problem).map(\.text)
    }

    private func ruleIDs(_ node: YAMLNode, _ key: String) throws -> [String] {
        let items = try stringItems(node, "'\(key)' must be a list of rule ids")
        for item in items { try checkRuleID(item.text, at: item.mark) }
        return items.map(\.text)
    }

    private func checkRuleID(_ id: String, at mark: Mark) throws {
        guard knownRuleIDs.contains(id) else { throw unknown("rule '\(id)'", id, knownRuleIDs, at: mark) }
    }

    /// "unknown <what>" with a suggestion or the list of valid names.
    private func unknown(_ what: String, _ name: String, _ candidates: [String], at mark: Mark) -> ConfigError {
        ConfigError(path: path, at: mark, Suggestion.message("unknown \(what)", for: name, candidates: candidates))
    }
}

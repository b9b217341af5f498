import UIKit

protocol DownloadRuleCellDelegate: AnyObject {
    func ruleCell(_ cell: UITableViewCell, didChange value: Int)
}

/// Builds the rule rows of the download settings: a shared cell factory, adopted by the screens
/// that list rules. It sets the delegate of the cells it dequeues, each of a known class, so the
/// screen that calls it hands itself to those classes only.
protocol DownloadRuleCellBuilding {}

extension DownloadRuleCellBuilding {
    func makeRuleCell(in tableView: UITableView, at indexPath: IndexPath, ruleDelegate: DownloadRuleCellDelegate?) -> UITableViewCell {
        switch DownloadRule.all[indexPath.row].kind {
        case .toggle:
            let dequeued = tableView.dequeueReusableCell(withIdentifier: "ToggleRuleCell", for: indexPath)
            let cell = dequeued as! ToggleRuleCell
            cell.ruleDelegate = ruleDelegate
            return cell
        case .stepper:
            let cell = tableView.dequeueReusableCell(withIdentifier: "StepperRuleCell", for: indexPath) as! StepperRuleCell
            cell.ruleDelegate = ruleDelegate
            return cell
        case .limit:
            return makeLimitCell(in: tableView, at: indexPath, ruleDelegate: ruleDelegate)
        }
    }

    func makeLimitCell(in tableView: UITableView, at indexPath: IndexPath, ruleDelegate: DownloadRuleCellDelegate?) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "LimitRuleCell", for: indexPath) as! LimitRuleCell
        cell.ruleDelegate = ruleDelegate
        cell.limitLabel.text = "\(DownloadRule.all[indexPath.row].value) GB"
        return cell
    }
}

/// Pushed from Settings: a new screen each time, whose table keeps the cells that point back at it.
final class DownloadRulesViewController: UITableViewController, DownloadRuleCellBuilding, DownloadRuleCellDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ToggleRuleCell.self, forCellReuseIdentifier: "ToggleRuleCell")
        tableView.register(StepperRuleCell.self, forCellReuseIdentifier: "StepperRuleCell")
        tableView.register(LimitRuleCell.self, forCellReuseIdentifier: "LimitRuleCell")
        tableView.register(QuotaRuleCell.self, forCellReuseIdentifier: "QuotaRuleCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        DownloadRule.all.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        makeRuleCell(in: tableView, at: indexPath, ruleDelegate: self)
    }

    private let syncer = RuleSyncer()

    func ruleCell(_ cell: UITableViewCell, didChange value: Int) {
        guard let row = tableView.indexPath(for: cell)?.row else { return }
        DownloadRule.all[row].value = value
        // A helper of the tree that only calls the delegate it is given: no property gets it.
        RuleValidator.validate(DownloadRule.all[row], in: cell, ruleDelegate: self)
        syncer.push(DownloadRule.all)
    }

    // The help sheet is the top of a navigation controller from the storyboard, bound in the
    // same `if let` as it: the screen hands itself to the sheet and only presents the navigation
    // controller, so nothing here keeps the sheet.
    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        if let nav = storyboard?.instantiateViewController(withIdentifier: "ruleHelpNav") as? UINavigationController,
           let help = nav.topViewController as? RuleHelpViewController {
            help.ruleDelegate = self
            present(nav, animated: true)
        }
    }
}

enum RuleValidator {
    static func validate(_ rule: DownloadRule, in cell: UITableViewCell, ruleDelegate: DownloadRuleCellDelegate) {
        if rule.value < 0 { ruleDelegate.ruleCell(cell, didChange: 0) }
    }
}

/// Pushes the rules to the server. Its delegate is nobody's so far: the validator's
/// `ruleDelegate: self` above reaches no property, so it is no evidence about this one.
final class RuleSyncer {
    var ruleDelegate: DownloadRuleCellDelegate?

    func push(_ rules: [DownloadRule]) {
        UserDefaults.standard.set(rules.map(\.value), forKey: "downloadRules")
    }
}

final class RuleHelpViewController: UIViewController {
    var ruleDelegate: DownloadRuleCellDelegate?
}

final class ToggleRuleCell: UITableViewCell {
    var ruleDelegate: DownloadRuleCellDelegate?   // expect: strong-delegate "'DownloadRulesViewController' hands itself to it"
    let toggle = UISwitch()
}

final class StepperRuleCell: UITableViewCell {
    var ruleDelegate: DownloadRuleCellDelegate?   // expect: strong-delegate "'DownloadRulesViewController' hands itself to it"
    let stepper = UIStepper()
}

final class LimitRuleCell: UITableViewCell {
    var ruleDelegate: DownloadRuleCellDelegate?   // expect: strong-delegate "'DownloadRulesViewController' hands itself to it"
    let limitLabel = UILabel()
}

/// The quota row: a property of the same name, which nothing sets. The factory above never sets
/// it on this class, so the screen's hand-off is no evidence about it.
final class QuotaRuleCell: UITableViewCell {
    var ruleDelegate: DownloadRuleCellDelegate?
    let quotaBar = UIProgressView(progressViewStyle: .bar)

    func show(used: Int, of total: Int) {
        quotaBar.progress = Float(used) / Float(max(total, 1))
    }
}

struct DownloadRule {
    enum Kind { case toggle, stepper, limit }
    let kind: Kind
    var value: Int
    static var all: [DownloadRule] = [
        DownloadRule(kind: .toggle, value: 1), DownloadRule(kind: .stepper, value: 3), DownloadRule(kind: .limit, value: 10),
    ]
}

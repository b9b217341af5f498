#!/usr/bin/env python3
"""Validate flowlint's SARIF and JSON reports.

Usage: validate-reports.py SARIF_FILE JSON_FILE

- SARIF_FILE must validate against the SARIF 2.1.0 schema in
  $SHARED_DIR/schemas/sarif-schema-2.1.0.json (SHARED_DIR defaults to ../shared next to
  the repository root) and meet what GitHub code scanning needs from flowlint's output.
- JSON_FILE must validate against docs/schema/flowlint-report-v1.schema.json.

Prints each check and exits 1 if any failed (2 on bad usage or missing files/packages).
Needs the `jsonschema` package (pip install jsonschema).
"""

import json
import os
import re
import sys

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
JSON_SCHEMA = os.path.join(REPO_ROOT, "docs", "schema", "flowlint-report-v1.schema.json")
SARIF_SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json"
FINGERPRINT_KEY = "flowlintFingerprint/v1"
LEVELS = {"note", "warning", "error"}
MAX_SCHEMA_ERRORS = 20


class Checker:
    """Collects check results and prints them as they come."""

    def __init__(self):
        self.failures = 0

    def check(self, condition, what, detail=""):
        if condition:
            print(f"ok    {what}")
        else:
            self.failures += 1
            print(f"FAIL  {what}" + (f": {detail}" if detail else ""))
        return condition


def load_json(path):
    try:
        with open(path, encoding="utf-8") as handle:
            return json.load(handle)
    except (OSError, ValueError) as error:
        print(f"validate-reports: cannot read {path}: {error}", file=sys.stderr)
        sys.exit(2)


def validate_schema(checker, document, schema_path, label):
    import jsonschema

    schema = load_json(schema_path)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
    errors = sorted(validator.iter_errors(document), key=lambda error: list(error.absolute_path))
    details = [f"{'/'.join(map(str, error.absolute_path)) or '(root)'}: {error.message}"
               for error in errors[:MAX_SCHEMA_ERRORS]]
    checker.check(not errors, f"{label} validates against {os.path.normpath(schema_path)}",
                  f"{len(errors)} error(s)\n      " + "\n      ".join(details))


def get(value, *keys):
    """value[k1][k2]..., or None when any step is missing."""
    for key in keys:
        if isinstance(value, dict) and key in value:
            value = value[key]
        elif isinstance(value, list) and isinstance(key, int) and 0 <= key < len(value):
            value = value[key]
        else:
            return None
    return value


def nonempty_string(value):
    return isinstance(value, str) and value != ""


def check_rules(checker, rules):
    problems = []
    required = [("id",), ("name",), ("shortDescription", "text"), ("fullDescription", "text"),
                ("help", "text"), ("help", "markdown"), ("helpUri",)]
    for index, rule in enumerate(rules):
        label = f"rules[{index}] ({get(rule, 'id')})"
        problems += [f"{label}: missing {'.'.join(keys)}" for keys in required
                     if not nonempty_string(get(rule, *keys))]
        if nonempty_string(get(rule, "name")) and not re.fullmatch(r"[A-Z][A-Za-z0-9]*", rule["name"]):
            problems.append(f"{label}: name {rule['name']!r} is not UpperCamelCase")
        if get(rule, "defaultConfiguration", "level") not in LEVELS:
            problems.append(f"{label}: defaultConfiguration.level is not note/warning/error")
        if "flowlint" not in (get(rule, "properties", "tags") or []):
            problems.append(f"{label}: properties.tags lacks 'flowlint'")
    ids = [get(rule, "id") for rule in rules]
    if len(ids) != len(set(ids)):
        problems.append("rule ids are not unique")
    checker.check(not problems, f"tool.driver.rules: {len(rules)} rule(s) with id, UpperCamelCase name, "
                  "descriptions, help text and markdown, helpUri, default level, tags", "; ".join(problems))


def artifact_locations(run):
    """(where, artifactLocation) for every physical location in the run."""
    for r, result in enumerate(run.get("results", [])):
        for kind in ("locations", "relatedLocations"):
            for l, location in enumerate(result.get(kind, [])):
                yield f"results[{r}].{kind}[{l}]", get(location, "physicalLocation", "artifactLocation")
    for i, invocation in enumerate(run.get("invocations", [])):
        for n, notification in enumerate(invocation.get("toolExecutionNotifications", [])):
            for l, location in enumerate(notification.get("locations", [])):
                yield (f"invocations[{i}].toolExecutionNotifications[{n}].locations[{l}]",
                       get(location, "physicalLocation", "artifactLocation"))


def check_artifact_locations(checker, run):
    problems = []
    count = 0
    for where, artifact in artifact_locations(run):
        count += 1
        uri = get(artifact, "uri")
        if not nonempty_string(uri):
            problems.append(f"{where}: no uri")
        elif re.search(r"[\s\\]", uri):
            problems.append(f"{where}: uri {uri!r} has whitespace or a backslash")
        elif not uri.startswith("file://") and get(artifact, "uriBaseId") != "SRCROOT":
            problems.append(f"{where}: relative uri {uri!r} without uriBaseId SRCROOT")
    checker.check(not problems, f"{count} artifact location(s): percent-encoded uri, relative ones with "
                  "uriBaseId SRCROOT", "; ".join(problems))
    root = get(run, "originalUriBaseIds", "SRCROOT", "uri")
    checker.check(nonempty_string(root) and root.startswith("file:///") and root.endswith("/")
                  and not re.search(r"[\s\\]", root),
                  "originalUriBaseIds.SRCROOT is a percent-encoded file:/// URI ending in /", f"got {root!r}")


def check_results(checker, run, rules):
    problems = []
    results = run.get("results", [])
    for index, result in enumerate(results):
        label = f"results[{index}]"
        rule_id = result.get("ruleId")
        if not nonempty_string(rule_id):
            problems.append(f"{label}: no ruleId")
        if "ruleIndex" in result and get(rules, result["ruleIndex"], "id") != rule_id:
            problems.append(f"{label}: ruleIndex {result['ruleIndex']} does not point at rule {rule_id!r}")
        if result.get("level") not in LEVELS:
            problems.append(f"{label}: level is not note/warning/error")
        if not nonempty_string(get(result, "message", "text")):
            problems.append(f"{label}: no message.text")
        if not isinstance(get(result, "locations", 0, "physicalLocation", "region", "startLine"), int):
            problems.append(f"{label}: no locations[0].physicalLocation.region.startLine")
        if not nonempty_string(get(result, "partialFingerprints", FINGERPRINT_KEY)):
            problems.append(f"{label}: no partialFingerprints[{FINGERPRINT_KEY!r}]")
        related_ids = [get(related, "id") for related in result.get("relatedLocations", [])]
        if related_ids != list(range(1, len(related_ids) + 1)):
            problems.append(f"{label}: relatedLocations ids are not 1, 2, ...")
    checker.check(not problems, f"{len(results)} result(s): ruleId, consistent ruleIndex, level, message, "
                  "region, partialFingerprints, related ids", "; ".join(problems))


def check_sarif(checker, sarif):
    checker.check(sarif.get("$schema") == SARIF_SCHEMA_URI, f"$schema is {SARIF_SCHEMA_URI}")
    checker.check(sarif.get("version") == "2.1.0", "version is 2.1.0")
    runs = sarif.get("runs") or []
    if not checker.check(len(runs) == 1, "exactly one run", f"found {len(runs)}"):
        return
    run = runs[0]
    driver = get(run, "tool", "driver") or {}
    checker.check(driver.get("name") == "flowlint"
                  and all(nonempty_string(driver.get(key)) for key in ("version", "semanticVersion", "informationUri")),
                  "tool.driver: name flowlint, version, semanticVersion, informationUri")
    rules = driver.get("rules") or []
    check_rules(checker, rules)
    checker.check(run.get("columnKind") == "unicodeCodePoints", "columnKind is unicodeCodePoints")
    check_artifact_locations(checker, run)
    check_results(checker, run, rules)
    invocations = run.get("invocations") or []
    checker.check(len(invocations) == 1
                  and isinstance(invocations[0].get("executionSuccessful"), bool)
                  and isinstance(invocations[0].get("toolExecutionNotifications"), list)
                  and isinstance(invocations[0].get("toolConfigurationNotifications"), list),
                  "one invocation with executionSuccessful and both notification lists")
    if len(invocations) == 1:
        failed = [n for n in invocations[0].get("toolExecutionNotifications") or [] if get(n, "level") == "error"]
        checker.check(invocations[0].get("executionSuccessful") == (not failed),
                      "executionSuccessful is false exactly when a file could not be analysed (error notifications)",
                      f"executionSuccessful {invocations[0].get('executionSuccessful')!r} with {len(failed)} error notification(s)")


def check_same_run(checker, sarif, report):
    results = get(sarif, "runs", 0, "results") or []
    diagnostics = report.get("diagnostics") or []

    def places(items, rule, line, column):
        return [(get(item, *rule), get(item, *line), get(item, *column)) for item in items]

    region = ("locations", 0, "physicalLocation", "region")
    from_sarif = places(results, ("ruleId",), region + ("startLine",), region + ("startColumn",))
    from_json = places(diagnostics, ("rule",), ("line",), ("column",))
    checker.check(from_sarif == from_json, f"SARIF results and JSON diagnostics agree ({len(results)} finding(s))")


def guarded(checker, what, function, *arguments):
    """Runs function; a document too malformed for it to walk counts as one failed check."""
    try:
        function(*arguments)
    except (AttributeError, KeyError, TypeError) as error:
        checker.check(False, what, f"document has an unexpected shape ({error!r})")


def main(argv):
    if len(argv) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        import jsonschema  # noqa: F401
    except ImportError:
        print("validate-reports: the jsonschema package is missing (pip install jsonschema)", file=sys.stderr)
        return 2
    shared_dir = os.environ.get("SHARED_DIR") or os.path.join(REPO_ROOT, "..", "shared")
    sarif_schema = os.path.join(shared_dir, "schemas", "sarif-schema-2.1.0.json")
    for path in (JSON_SCHEMA, argv[1], argv[2]):
        if not os.path.isfile(path):
            print(f"validate-reports: no such file: {path}", file=sys.stderr)
            return 2
    # The official SARIF schema comes from ../shared (not part of this repository): without it,
    # the SARIF report is still checked against code scanning's rules and the JSON report.
    has_sarif_schema = os.path.isfile(sarif_schema)

    checker = Checker()
    sarif, report = load_json(argv[1]), load_json(argv[2])
    print(f"SARIF {argv[1]}")
    if has_sarif_schema:
        validate_schema(checker, sarif, sarif_schema, "SARIF")
    else:
        print(f"  skipped: the SARIF 2.1.0 schema, no file {sarif_schema} (set SHARED_DIR)")
    guarded(checker, "GitHub code scanning checks", check_sarif, checker, sarif)
    print(f"JSON {argv[2]}")
    validate_schema(checker, report, JSON_SCHEMA, "JSON report")
    guarded(checker, "comparison of SARIF and JSON", check_same_run, checker, sarif, report)

    if checker.failures:
        print(f"validate-reports: {checker.failures} check(s) failed")
        return 1
    print("validate-reports: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

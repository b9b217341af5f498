/// "Did you mean ...?" help for misspelt names.
public enum Suggestion {
    /// The largest edit distance for which a candidate is suggested.
    static let maximumDistance = 2

    /// `problem` followed by the closest candidate ("; did you mean 'x'?") when one is within
    /// `maximumDistance` edits, else by the list of candidates ("; expected one of: a, b").
    public static func message(_ problem: String, for name: String, candidates: [String]) -> String {
        if let closest = closest(to: name, in: candidates) { return "\(problem); did you mean '\(closest)'?" }
        if candidates.isEmpty { return problem }
        return "\(problem); expected one of: \(candidates.joined(separator: ", "))"
    }

    /// The candidate with the smallest edit distance to `name` (the first on ties), if it is
    /// within `maximumDistance`.
    static func closest(to name: String, in candidates: [String]) -> String? {
        let scored = candidates.map { (candidate: $0, distance: editDistance(name, $0)) }
        guard let best = scored.min(by: { $0.distance < $1.distance }),
              best.distance <= maximumDistance else { return nil }
        return best.candidate
    }

    /// Levenshtein distance over Unicode scalars.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}

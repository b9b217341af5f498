import FlowLintPlatform

/// Values that rules derive from the index alone (a type's member names, its superclass
/// chain), computed once per run and shared by every file and thread: one `MemoTable` per
/// namespace and value type.
final class Memo: @unchecked Sendable {
    // `@unchecked Sendable`: `tables` is read and written only inside `lock`.
    private let lock = Lock()
    private var tables: [TableKey: AnyObject] = [:]

    private struct TableKey: Hashable {
        let namespace: String
        let type: ObjectIdentifier
    }

    func table<Value>(_ namespace: String, of type: Value.Type) -> MemoTable<Value> {
        lock.withLock {
            let key = TableKey(namespace: namespace, type: ObjectIdentifier(Value.self))
            if let table = tables[key] as? MemoTable<Value> { return table }
            let table = MemoTable<Value>()
            tables[key] = table
            return table
        }
    }
}

extension ProjectIndex {
    /// The value `compute` returns for `name` in `namespace`, computed once per index and then
    /// shared across files and threads. `compute` must depend only on the index (never on the
    /// file being checked), or results would depend on which file asked first.
    public func memoized<Value>(_ namespace: String, _ name: String, as type: Value.Type = Value.self,
                                _ compute: () -> Value) -> Value {
        memoTable(namespace, of: Value.self).value(for: name, compute)
    }
}

/// A value computed on first use by exactly one thread; others wait for it.
final class LazyValue<Value>: @unchecked Sendable {
    // `@unchecked Sendable`: `value` is read and written only inside `lock`; the values stored
    // (token ranges, tables of the index) are not mutated after they are computed.
    private let lock = Lock()
    private var value: Value?

    func get(_ compute: () -> Value) -> Value {
        lock.withLock {
            if let value { return value }
            let computed = compute()
            value = computed
            return computed
        }
    }
}

/// Values of one kind, by name, computed once per index and shared across files and threads
/// (see `ProjectIndex.memoTable`). Cheaper than `memoized` for many small lookups: one lock and
/// one dictionary lookup by name, no type check.
public final class MemoTable<Value>: @unchecked Sendable {
    // `@unchecked Sendable`: `values` is read and written only inside `lock`; a stored value is
    // never mutated afterwards (callers get copies of value types, or read-only tables).
    private let lock = Lock()
    private var values: [String: Value] = [:]

    init() {}

    /// The value for `name`; `compute` must depend only on the index (it runs outside the lock,
    /// and when two threads race, the first value stored wins).
    public func value(for name: String, _ compute: () -> Value) -> Value {
        if let found = lock.withLock({ values[name] }) { return found }
        let computed = compute()
        return lock.withLock {
            if let found = values[name] { return found }
            values[name] = computed
            return computed
        }
    }
}

extension ProjectIndex {
    /// The index's table of `Value`s for `namespace` (created on first use). Ask for it once per
    /// file and keep it, then look values up by name.
    public func memoTable<Value>(_ namespace: String, of type: Value.Type) -> MemoTable<Value> {
        memo.table(namespace, of: Value.self)
    }
}

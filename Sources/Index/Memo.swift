#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Values that rules derive from the index alone (a type's member names, its superclass
/// chain), computed once per run and shared by every file and thread. The value for a key
/// must depend only on the index, so that whichever thread computes it first, the result
/// is the same.
final class Memo: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var values: [MemoKey: Any] = [:]

    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }

    func value<Value>(_ key: MemoKey, _ compute: () -> Value) -> Value {
        pthread_mutex_lock(&mutex)
        let found = values[key]
        pthread_mutex_unlock(&mutex)
        if let found = found as? Value { return found }
        // Computed outside the lock (it may ask for other memoized values); when two threads
        // race, both compute the same value and the first one stored wins.
        let computed = compute()
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        if let found = values[key] as? Value { return found }
        values[key] = computed
        return computed
    }
}

/// A memo entry: who asks (a namespace such as the rule id) and about what.
struct MemoKey: Hashable {
    let namespace: String
    let name: String
    let type: ObjectIdentifier
}

extension ProjectIndex {
    /// The value `compute` returns for `name` in `namespace`, computed once per index and then
    /// shared across files and threads. `compute` must depend only on the index (never on the
    /// file being checked), or results would depend on which file asked first.
    public func memoized<Value>(_ namespace: String, _ name: String, as type: Value.Type = Value.self,
                                _ compute: () -> Value) -> Value {
        memo.value(MemoKey(namespace: namespace, name: name, type: ObjectIdentifier(Value.self)), compute)
    }
}

/// A value computed on first use by exactly one thread; others wait for it.
final class LazyValue<Value>: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var value: Value?

    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }

    func get(_ compute: () -> Value) -> Value {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        if let value { return value }
        let computed = compute()
        value = computed
        return computed
    }
}

/// Values of one kind, by name, computed once per index and shared across files and threads
/// (see `ProjectIndex.memoTable`). Cheaper than `memoized` for many small lookups: one lock and
/// one dictionary lookup by name, no type check.
public final class MemoTable<Value>: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var values: [String: Value] = [:]

    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }

    /// The value for `name`; `compute` must depend only on the index (it runs outside the lock,
    /// and when two threads race, the first value stored wins).
    public func value(for name: String, _ compute: () -> Value) -> Value {
        pthread_mutex_lock(&mutex)
        let found = values[name]
        pthread_mutex_unlock(&mutex)
        if let found { return found }
        let computed = compute()
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        if let found = values[name] { return found }
        values[name] = computed
        return computed
    }
}

extension ProjectIndex {
    /// The index's table of `Value`s for `namespace` (created on first use). Ask for it once per
    /// file and keep it, then look values up by name.
    public func memoTable<Value>(_ namespace: String, of type: Value.Type) -> MemoTable<Value> {
        memoized(namespace, "", as: MemoTable<Value>.self) { MemoTable<Value>() }
    }
}

import FlowLintKit
import StrongDelegateRule
import NonClassDelegateProtocolRule
import StrongSelfCaptureRule
import UnremovedObserverRule
import DiscardedObservationTokenRule
import ForceCastSegueRule
import SingletonOveruseRule
import NotificationPayloadForceCastRule
import AppDelegateDataStoreRule
import RetainCycleRule

/// The rules that ship with flowlint, in id order.
public enum BuiltinRules {
    public static let all: [Rule] = [
        strongDelegateRule,
        nonClassDelegateProtocolRule,
        strongSelfCaptureRule,
        unremovedObserverRule,
        discardedObservationTokenRule,
        forceCastSegueRule,
        singletonOveruseRule,
        notificationPayloadForceCastRule,
        appDelegateDataStoreRule,
        retainCycleRule,
    ].sorted { $0.id < $1.id }
}

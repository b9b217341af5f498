#!/usr/bin/env python3
"""Generate a large, realistic, synthetic tree of iOS Swift sources for benchmarking flowlint.

The output is deterministic for a given --seed and --lines: the same arguments always produce
byte-identical trees (the script uses only seeded `random.Random` instances and never iterates
over sets or hash-ordered data).

Layout (like a real app):

    <out>/Features/<Feature>/{Views,ViewModels,Coordinators,Services,Models}/*.swift
    <out>/Core/{Networking,Persistence,Extensions,UI}/*.swift
    <out>/Tests/<Feature>Tests/*.swift
    <out>/.corpus-manifest.json      (parameters, totals and the list of seeded mistakes)

Every file is between 150 and 900 lines (except when --lines itself is smaller than that), and the
total number of lines is exactly --lines. Roughly 7% of the files contain exactly one seeded
data-flow mistake (strong delegate, strongly captured self in an escaping closure, discarded
observer / KVO token, ...); the manifest lists file, line and kind of each one. The code is meant
to *parse* as Swift (it is checked with `swiftc -parse`), not to type-check.

Python 3 standard library only.
"""

import argparse
import json
import os
import random
import re
import shutil
import sys
import time

GENERATOR_VERSION = 1
MANIFEST_NAME = ".corpus-manifest.json"
MIN_FILE_LINES = 150
MAX_FILE_LINES = 900
BUG_RATE = 0.11  # per file that *can* carry a mistake; ~7% of all files end up with one
MARK = "\x01"  # marks the line of a seeded mistake while a file is built; stripped on output

# --------------------------------------------------------------------------------------------
# Word lists
# --------------------------------------------------------------------------------------------

APP_NAMES = ["Acme", "Shopwise", "Pocketly", "Tripster", "Fitbloom", "Ledgerly", "Nestor",
             "Brightside", "Harbor", "Parcelo"]

FEATURES = [
    "Onboarding", "Login", "SignUp", "Profile", "Settings", "Feed", "Search", "Explore",
    "Checkout", "Cart", "Payments", "Wallet", "Orders", "Notifications", "Messaging", "Chat",
    "Inbox", "Contacts", "Calendar", "Bookings", "Events", "Map", "Places", "Camera", "Gallery",
    "MediaPlayer", "Podcasts", "Library", "Favorites", "Reviews", "Rewards", "Loyalty",
    "Referrals", "Support", "HelpCenter", "Subscriptions", "Billing", "Invoices", "Analytics",
    "Dashboard", "Reports", "Tasks", "Projects", "Teams", "Workouts", "Nutrition", "Sleep",
    "Recipes", "Trips", "Flights", "Hotels", "Tickets", "Stories", "Comments", "Stocks",
    "Portfolio", "Transfers", "Budget", "Accounts", "Documents", "Scanner", "Deliveries",
    "Tracking", "Marketplace", "Listings", "Offers", "Coupons", "Achievements", "Leaderboard",
    "Streaming", "Weather", "News", "Articles", "Courses", "Quizzes",
]
FEATURE_PREFIXES = ["Merchant", "Business", "Family", "Partner", "Admin", "Guest", "Creator",
                    "Driver", "Kids", "Legacy", "Pro", "Team", "Instant", "Smart"]

ENTITIES = [
    "User", "Order", "Product", "Message", "Comment", "Item", "Address", "Payment", "Card",
    "Session", "Event", "Photo", "Review", "Coupon", "Booking", "Flight", "Hotel", "Ticket",
    "Story", "Post", "Thread", "Contact", "Invoice", "Transaction", "Account", "Budget",
    "Category", "Tag", "Workout", "Meal", "Recipe", "Task", "Project", "Team", "Member", "Course",
    "Lesson", "Quiz", "Article", "Episode", "Playlist", "Track", "Album", "Artist", "Reward",
    "Badge", "Achievement", "Reminder", "Location", "Place", "Route", "Trip", "Device",
    "Document", "Attachment", "Subscription", "Plan", "Offer", "Listing", "Seller", "Delivery",
    "Shipment", "Vehicle", "Driver", "Rating", "Report", "Goal", "Habit", "Note", "Folder",
    "Channel", "Stock", "Quote", "Voucher", "Receipt", "Wishlist", "Coach", "Venue",
]

VERBS = ["load", "reload", "refresh", "update", "configure", "apply", "render", "handle",
         "validate", "prepare", "sync", "persist", "restore", "merge", "normalize", "format",
         "compute", "resolve", "schedule", "cancel", "reset", "present", "register", "track",
         "toggle", "select", "filter", "sort", "group", "fetch", "prefetch", "invalidate",
         "rebuild", "reconcile", "evaluate", "populate", "highlight", "archive", "upload"]
OBJECTS = ["State", "Layout", "Header", "Footer", "Badge", "Selection", "Cache", "Filters",
           "Snapshot", "EmptyState", "Toolbar", "SearchResults", "Pagination", "Appearance",
           "Constraints", "Accessibility", "Analytics", "Permissions", "Sections", "Summary",
           "Totals", "Preferences", "Thumbnails", "Placeholders", "Counters", "Drafts"]
LOCALS = ["result", "value", "count", "index", "response", "payload", "snapshot", "section",
          "row", "identifier", "title", "subtitle", "amount", "total", "date", "url", "token",
          "summary", "filtered", "sorted", "grouped", "pending", "selection", "cached",
          "remaining", "offset", "limit", "message", "label", "status", "threshold", "visible",
          "candidate", "matches", "delta", "ratio", "elapsed", "formatted", "localized", "key",
          "entry", "batch", "page", "cursor", "width", "height", "spacing", "duration", "progress"]
FIELDS = ["id", "name", "title", "createdAt", "updatedAt", "isActive", "price", "amount",
          "status", "category", "score", "displayName", "imageURL", "isFavorite", "position",
          "subtitle", "ownerID"]
BOOL_FIELDS = ["isActive", "isFavorite", "isArchived", "isHidden", "isSelected", "isVerified",
               "isRead", "isPinned"]
NUM_FIELDS = ["price", "amount", "score", "position", "quantity", "duration", "rating"]
DATE_FIELDS = ["createdAt", "updatedAt", "publishedAt", "expiresAt", "scheduledAt"]
STR_FIELDS = ["name", "title", "subtitle", "displayName", "summary", "note", "slug"]
STATUS_CASES = ["pending", "active", "completed", "cancelled", "expired", "draft", "failed",
                "archived", "processing", "scheduled"]
EVENTS = ["screenViewed", "itemSelected", "refreshTriggered", "filterApplied", "shareTapped",
          "purchaseStarted", "purchaseCompleted", "errorShown", "retryTapped", "searchSubmitted"]
AUTHORS = ["Jane Appleseed", "Marco Rossi", "Priya Patel", "Kenji Tanaka", "Sofía García",
           "Lars Nyström", "Amara Okafor", "Chen Wei", "Olivia Brown", "Mateus Oliveira",
           "Anna Kowalska", "Tom Becker", "Noah Kim", "Zoë Laurent", "Ravi Shankar"]
WORDS = ["profile", "settings", "checkout", "order", "delivery", "summary", "receipt",
         "payment", "account", "history", "details", "session", "preview", "upload", "draft",
         "filters", "results", "favorites", "inbox", "sync", "cache", "network", "status"]
COMMENTS = [
    "TODO: move this into the service layer once the API is stable",
    "NOTE: the backend returns ISO 8601 dates without fractional seconds",
    "Keep in sync with the Android implementation",
    "FIXME: this runs on every layout pass, cache the result",
    "The server sometimes sends duplicates, so de-duplicate by identifier",
    "Avoid reloading the whole table here; it resets the scroll position",
    "Workaround for a UIKit bug on iOS 15 where the cell height is wrong",
    "Only the first page is cached; later pages are always fetched",
    "We intentionally ignore errors here, the next refresh will retry",
    "Analytics expects snake_case keys",
    "This must happen on the main queue",
    "Feature flag: remove after the experiment ends",
    "See the design spec for the exact spacing values",
    "Retain the last known value so the UI doesn't flicker",
    "Called from both the pull-to-refresh and the timer",
    "Sorting is stable, so equal dates keep server order",
    "swiftlint:disable:next force_unwrapping",
    "Prices are in minor units (cents)",
    "Legacy endpoint — still used by older app versions",
    "Don't forget to update the snapshot tests",
]
SF_SYMBOLS = ["star.fill", "heart", "cart", "person.crop.circle", "gearshape", "bell.badge",
              "magnifyingglass", "chevron.right", "checkmark.circle.fill", "xmark",
              "square.and.arrow.up", "clock", "mappin.and.ellipse", "creditcard"]
UNICODE_BITS = ["café", "naïve", "Größe", "日本語", "🎉", "👍", "✓", "€", "—", "…"]

FOLDER_WEIGHTS = [("Views", 34), ("ViewModels", 20), ("Coordinators", 7), ("Services", 15),
                  ("Models", 24)]

# Which seeded mistakes each file kind can carry.
BUGS_BY_KIND = {
    "vc": ["strong_delegate", "strong_self_sink", "assign_on_self", "notification_block_leak",
           "timer_strong_self", "kvo_token_discarded", "stored_closure_strong_self"],
    "viewmodel": ["strong_self_sink", "assign_on_self", "notification_block_leak",
                  "timer_strong_self"],
    "coordinator": ["strong_delegate", "stored_closure_strong_self"],
    "service": ["notification_block_leak", "timer_strong_self", "stored_closure_strong_self",
                "strong_delegate"],
    "uiview": ["kvo_token_discarded", "strong_delegate"],
    "cell": ["stored_closure_strong_self"],
    "store": ["kvo_token_discarded", "notification_block_leak"],
}


def lc(s):
    return s[0].lower() + s[1:]


def plural(s):
    if s.endswith("y") and s[-2] not in "aeiou":
        return s[:-1] + "ies"
    if s.endswith(("s", "x", "ch", "sh")):
        return s + "es"
    return s + "s"


def ind(lines, n=1):
    p = "    " * n
    return [p + l if l else l for l in lines]


def si(x):
    """Swift string interpolation."""
    return "\\(" + x + ")"


# --------------------------------------------------------------------------------------------
# Per-file context
# --------------------------------------------------------------------------------------------

class Ctx:
    def __init__(self, r, app, feature, entity, others, bug, g=None):
        self.r = r
        self.g = g if g is not None else set()  # corpus-wide declared type names (membership only)
        self.app = app
        self.F = feature
        self.f = lc(feature)
        self.E = entity
        self.e = lc(entity)
        self.Es = plural(entity)
        self.es = lc(self.Es)
        self.others = others
        self.bug = bug
        self.bug_used = False
        self.T = ""
        self.colls = ["items"]
        self.flags = ["isLoading"]
        self.nums = ["currentPage"]
        self.calls = []
        self.names = set()  # membership tests only (never iterated) -> deterministic
        self.has_delegate = False
        self.struct = False
        self.is_view = False  # UIView / UIViewController: may use UIView.animate

    def take(self, kind):
        if self.bug == kind and not self.bug_used:
            self.bug_used = True
            return True
        return False

    def unique(self, make):
        for _ in range(12):
            n = make()
            if n not in self.names:
                self.names.add(n)
                return n
        n = make() + str(len(self.names))
        self.names.add(n)
        return n

    def unique_type(self, make):
        """A type name not declared anywhere else in the corpus."""
        for _ in range(20):
            n = make()
            if n not in self.g:
                self.g.add(n)
                return n
        n = make() + self.F
        while n in self.g:
            n += "V2"
        self.g.add(n)
        return n

    def once(self, key):
        """True the first time `key` is asked for in the whole corpus."""
        if key in self.g:
            return False
        self.g.add(key)
        return True

    def method_name(self):
        r = self.r
        objs = OBJECTS + [self.E, self.Es, r.choice(self.others)]
        return self.unique(lambda: r.choice(VERBS) + r.choice(objs))

    # literals -----------------------------------------------------------------------------
    def num(self):
        r = self.r
        k = r.randrange(12)
        if k == 0:
            return "0x" + format(r.randrange(16, 0xFFFF), "X")
        if k == 1:
            return "0x" + format(r.randrange(0, 0xFF), "02X") + "_" + format(r.randrange(0, 0xFFFF), "04X")
        if k == 2:
            return r.choice(["1_000", "10_000", "86_400", "3_600", "1_048_576", "250_000", "60_000"])
        if k == 3:
            return str(r.randrange(0, 100)) + "." + str(r.randrange(0, 100))
        if k == 4:
            return r.choice(["1e-3", "1.5e3", "2.5e-2", "6.02e23"])
        if k == 5:
            return r.choice(["0b1010", "0b1111_0000", "0o755", "0o644"])
        if k == 6:
            return r.choice(["0.25", "0.3", "0.5", "1.0", "2.0", "44.0", "16.0", "8.0"])
        return str(r.choice([0, 1, 2, 3, 5, 8, 10, 12, 16, 20, 24, 30, 44, 50, 64, 100, 120, 300]))

    def word(self):
        return self.r.choice(WORDS)

    def string(self, sc=None):
        r = self.r
        k = r.randrange(10)
        if k == 0 and sc is not None and sc.locals:
            return '"' + r.choice(["Loaded ", "Found ", "Updated ", "Skipping ", "Total: "]) + si(r.choice(sc.locals)) + " " + self.word() + '"'
        if k == 1:
            return '"' + self.F + ": " + si(self.e + "." + r.choice(STR_FIELDS)) + '"'
        if k == 2:
            return '"' + self.word() + "." + self.e + "." + r.choice(["title", "subtitle", "empty", "error", "retry", "cta"]) + '"'
        if k == 3:
            return '"' + r.choice(["Something went wrong", "Try again later", "No results", "Saved", "Loading…", "Done"]) + r.choice(["", ".", "!"]) + '"'
        if k == 4:
            return '"' + r.choice(UNICODE_BITS) + " " + self.word() + '"'
        if k == 5:
            return '"' + self.word() + "\\t" + self.word() + "\\n" + '"'
        if k == 6:
            return '"\\"' + self.word() + '\\" ' + si("count") + '"'
        if k == 7:
            return '"https://api.' + self.app.lower() + ".com/v" + str(r.randint(1, 3)) + "/" + self.es + '"'
        if k == 8:
            return '"' + self.word().capitalize() + " \\u{" + format(r.choice([0x1F600, 0x2713, 0x20AC, 0x1F389]), "X") + '}"'
        return '"' + self.app.lower() + "." + self.f + "." + self.word() + '"'

    def raw_string(self):
        return self.r.choice([
            '#"^[A-Z0-9._%+-]+@[A-Z0-9.-]+\\.[A-Z]{2,}$"#',
            '#"^\\+?[0-9]{7,15}$"#',
            '#"\\d{4}-\\d{2}-\\d{2}"#',
            '#"C:\\Users\\' + self.e + '"#',
            '#"{"id": "\\(id)", "kind": "' + self.e + '"}"#',
            '#"The "' + self.word() + '" field is required"#',
            '#"Raw \\#(' + self.e + '.id) value"#',
        ])


class Scope:
    __slots__ = ("locals", "ret", "pre", "is_async", "throws")

    def __init__(self, locals_=None, ret="return", pre="", is_async=False, throws=False):
        self.locals = list(locals_ or [])
        self.ret = ret
        self.pre = pre
        self.is_async = is_async
        self.throws = throws

    def child(self, pre=None):
        return Scope(self.locals, self.ret, self.pre if pre is None else pre, self.is_async, self.throws)

    def closure(self, pre=None):
        """Scope inside an escaping closure: plain `return`, no `await`/`throw`."""
        return Scope(self.locals, "return", self.pre if pre is None else pre, False, False)


# --------------------------------------------------------------------------------------------
# Statements
# --------------------------------------------------------------------------------------------

def new_local(c, sc):
    r = c.r
    for _ in range(4):
        v = r.choice(LOCALS)
        if v not in sc.locals:
            sc.locals.append(v)
            return v
    v = r.choice(LOCALS) + r.choice(["Value", "Copy", "Result", "Candidate"])
    sc.locals.append(v)
    return v


def any_ref(c, sc):
    r = c.r
    if sc.locals and r.random() < 0.6:
        return r.choice(sc.locals)
    return sc.pre + r.choice(c.colls + c.nums + c.flags)


def coll_ref(c, sc):
    return sc.pre + c.r.choice(c.colls)


def expr(c, sc):
    r = c.r
    k = r.randrange(22)
    coll = coll_ref(c, sc)
    if k == 0:
        return coll + ".count"
    if k == 1:
        return coll + ".filter { $0." + r.choice(BOOL_FIELDS) + " }"
    if k == 2:
        return coll + ".map(\\." + r.choice(FIELDS) + ")"
    if k == 3:
        return coll + ".first { $0.id == " + (r.choice(sc.locals) + ".id" if sc.locals else c.e + "ID") + " }"
    if k == 4:
        return coll + ".compactMap { $0." + r.choice(["imageURL", "ownerID", "note", "parentID"]) + " }"
    if k == 5:
        return coll + ".reduce(0) { $0 + $1." + r.choice(NUM_FIELDS) + " }"
    if k == 6:
        f = r.choice(DATE_FIELDS)
        return coll + ".sorted { $0." + f + " > $1." + f + " }"
    if k == 7:
        return "Dictionary(grouping: " + coll + ", by: \\." + r.choice(["category", "status", "ownerID"]) + ")"
    if k == 8:
        return coll + ".isEmpty ? " + c.num() + " : " + c.num()
    if k == 9:
        return c.string(sc)
    if k == 10:
        return 'NSLocalizedString("' + c.f + "." + c.word() + '", comment: "' + r.choice(["Button title", "Empty state", "Error message", ""]) + '")'
    if k == 11:
        return c.num()
    if k == 12:
        return "Date().addingTimeInterval(" + r.choice(["-86_400", "3600", "60 * 15", "-7 * 24 * 3600"]) + ")"
    if k == 13:
        return c.E + "." + r.choice(["Status", "Kind"]) + "(rawValue: " + any_ref(c, sc) + ") ?? .unknown"
    if k == 14:
        return "min(" + any_ref(c, sc) + ", " + c.num() + ")"
    if k == 15:
        return "URL(string: " + c.string(sc) + ")"
    if k == 16:
        return "Set(" + coll + ".map(\\.id))"
    if k == 17:
        return coll + ".firstIndex { $0." + r.choice(BOOL_FIELDS) + " } ?? 0"
    if k == 18:
        return c.raw_string()
    if k == 19:
        return "String(format: \"%.2f\", " + any_ref(c, sc) + ")"
    if k == 20:
        return "(" + any_ref(c, sc) + " as? " + r.choice(["String", "Int", c.E, "[String: Any]"]) + ")"
    return any_ref(c, sc)


def cond(c, sc):
    r = c.r
    k = r.randrange(9)
    if k == 0:
        return sc.pre + r.choice(c.flags)
    if k == 1:
        return "!" + coll_ref(c, sc) + ".isEmpty"
    if k == 2:
        return any_ref(c, sc) + " != nil"
    if k == 3:
        return sc.pre + r.choice(c.nums) + " < " + c.num()
    if k == 4:
        return coll_ref(c, sc) + ".count > " + str(r.choice([0, 1, 5, 10, 20]))
    if k == 5:
        return "!" + sc.pre + r.choice(c.flags) + " && " + coll_ref(c, sc) + ".count >= " + str(r.choice([3, 10, 50]))
    if k == 6:
        return "case ." + r.choice(STATUS_CASES) + " = " + c.e + ".status"
    if k == 7:
        return c.e + "." + r.choice(BOOL_FIELDS)
    return "#available(iOS " + r.choice(["15.0", "16.0", "16.4", "17.0"]) + ", *)"


def simple(c, sc):
    r = c.r
    k = r.randrange(24)
    if k < 5:
        rhs = expr(c, sc)
        return "let " + new_local(c, sc) + " = " + rhs
    if k == 5:
        return sc.pre + r.choice(c.flags) + " = " + r.choice(["true", "false"])
    if k == 6:
        return sc.pre + r.choice(c.nums) + " += 1"
    if k in (7, 8) and c.calls:
        return sc.pre + r.choice(c.calls) + "()"
    if k == 9:
        return coll_ref(c, sc) + ".removeAll { $0.id == " + (r.choice(sc.locals) if sc.locals else c.e) + ".id }"
    if k == 10:
        f = r.choice(DATE_FIELDS)
        return coll_ref(c, sc) + ".sort { $0." + f + " < $1." + f + " }"
    if k == 11:
        return "logger." + r.choice(["debug", "info", "error", "notice"]) + "(" + c.string(sc) + ")"
    if k == 12:
        return "analytics.track(." + r.choice(EVENTS) + ', properties: ["' + r.choice(["screen", "source", "item_id", "count"]) + '": ' + any_ref(c, sc) + "])"
    if k == 13:
        return "// " + r.choice(COMMENTS)
    if k == 14:
        v = new_local(c, sc)
        t, lit = r.choice([("TimeInterval", "0.25"), ("UInt32", "0xFF00_00FF"), ("Int", "1_000"),
                           ("CGFloat", "16.0"), ("Double", "1.5e3"), ("UInt8", "0b1010_0101"),
                           ("Int64", "9_223_372_036"), ("Float", "0.75")])
        return "let " + v + ": " + t + " = " + lit
    if k == 15:
        v = new_local(c, sc)
        return "let " + v + " = " + c.raw_string()
    if k == 16:
        return "assert(" + sc.pre + r.choice(c.nums) + ' >= 0, "' + c.F + ': negative counter")'
    if k == 17:
        return sc.pre + r.choice(c.colls) + ".append(contentsOf: " + (r.choice(sc.locals) if sc.locals else "[]") + ")"
    if k == 18 and c.has_delegate:
        return sc.pre + "delegate?.didUpdate" + c.Es + "(" + coll_ref(c, sc) + ")"
    if k == 19:
        rhs = expr(c, sc)
        return "var " + new_local(c, sc) + " = " + rhs
    if k == 20:
        return "_ = " + expr(c, sc)
    if k == 21:
        return sc.pre + r.choice(c.nums) + " = " + "max(0, " + coll_ref(c, sc) + ".count - " + str(r.choice([1, 2, 5])) + ")"
    if k == 22:
        v = new_local(c, sc)
        return "let " + v + " = " + c.e + "." + r.choice(FIELDS) + r.choice(["", "", ".description"])
    rhs = "\"" + c.word().capitalize() + " " + si(any_ref(c, sc)) + " of " + si(coll_ref(c, sc) + ".count") + "\""
    return "let " + new_local(c, sc) + " = " + rhs


def snippet(c, sc, left):
    """A multi-line statement of 2..6 lines, at most `left` lines."""
    r = c.r
    opts = []
    if left >= 3:
        opts += ["ifdebug", "guard3", "async", "defer", "chain", "dict", "block"]
    if left >= 5:
        opts += ["mstring", "ifdebug_else", "available"]
    if left >= 2:
        opts += ["guard2", "comment2", "guardlet_multi"]
    k = r.choice(opts)
    if k == "ifdebug":
        return ["#if DEBUG", "    print(\"[" + c.T + "] " + si(any_ref(c, sc)) + "\")", "#endif"]
    if k == "ifdebug_else":
        return ["#if DEBUG", "let environment = \"staging\"", "#else", "let environment = \"production\"", "#endif"]
    if k == "guard3":
        e = expr(c, sc)
        while " { " in e:  # no trailing closures in a condition
            e = expr(c, sc)
        v = new_local(c, sc)
        return ["guard let " + v + " = " + e + " else {", "    " + sc.ret, "}"]
    if k == "guard2":
        v = new_local(c, sc)
        return ["guard let " + v + " = " + coll_ref(c, sc) + ".first,", "      " + v + "." + r.choice(BOOL_FIELDS) + " else { " + sc.ret + " }"]
    if k == "guardlet_multi":
        return ["guard !" + sc.pre + r.choice(c.flags) + " else { " + sc.ret + " }", "// " + r.choice(COMMENTS)]
    if k == "async":
        if c.struct:
            return ["DispatchQueue.main.asyncAfter(deadline: .now() + " + r.choice(["0.3", "0.5", "1"]) + ") {",
                    "    " + r.choice(c.flags) + " = false", "}"]
        return ["DispatchQueue.main.asyncAfter(deadline: .now() + " + r.choice(["0.3", "0.5", "1", ".milliseconds(250)"]) + ") { [weak self] in",
                "    self?." + (r.choice(c.calls) + "()" if c.calls else r.choice(c.flags) + " = false"), "}"]
    if k == "defer":
        return ["defer {", "    " + sc.pre + r.choice(c.flags) + " = false", "}"]
    if k == "chain":
        v = new_local(c, sc)
        f = r.choice(DATE_FIELDS)
        lines = ["let " + v + " = " + coll_ref(c, sc), "    .filter { !$0." + r.choice(BOOL_FIELDS) + " }"]
        if left >= 4:
            lines.append("    .sorted { $0." + f + " > $1." + f + " }")
        if left >= 5 and r.random() < 0.5:
            lines.append("    .prefix(" + str(r.choice([3, 5, 10, 25])) + ")")
        return lines
    if k == "dict":
        v = new_local(c, sc)
        lines = ["let " + v + ": [String: Any] = ["]
        for key in r.sample(["page", "limit", "query", "locale", "include_archived", "sort"], min(left - 2, r.randint(1, 4))):
            lines.append("    \"" + key + "\": " + r.choice([any_ref(c, sc), c.num(), c.string(sc), "true"]) + ",")
        lines.append("]")
        return lines
    if k == "block":
        return ["/*", " " + r.choice(COMMENTS) + ".", " */"]
    if k == "comment2":
        return ["// " + r.choice(COMMENTS) + ".", "// " + r.choice(COMMENTS) + "."]
    if k == "mstring":
        v = new_local(c, sc)
        lines = ["let " + v + " = \"\"\"", "    " + c.F + " " + c.word() + " report",
                 "    Items: " + si(coll_ref(c, sc) + ".count")]
        if left >= 6:
            lines.insert(2, "    Generated at " + si("Date()") + " \\")
        lines.append("    \"\"\"")
        return lines
    # available
    return ["if #available(iOS 16.0, *) {", "    " + simple(c, sc), "} else {", "    " + simple(c, sc), "}"]


def exec_simple(c, sc):
    """A one-line statement that is executable (not a comment)."""
    while True:
        s = simple(c, sc)
        if not s.startswith("//"):
            return s


def stmts(c, sc, n, depth=0, executable=False):
    """Exactly n statement lines (relative indentation 0); `executable` makes the first one a real statement."""
    r = c.r
    out = [exec_simple(c, sc)] if executable and n > 0 else []
    while len(out) < n:
        left = n - len(out)
        x = r.random()
        if left >= 4 and depth < 3 and x < 0.3:
            out += compound(c, sc, min(left, r.randint(4, 14)), depth)
        elif left >= 2 and x < 0.5:
            out += snippet(c, sc, left)
        else:
            out.append(simple(c, sc))
    return out


def compound(c, sc, m, depth):
    """Exactly m (>= 4) lines."""
    r = c.r
    k = r.randrange(9)
    if k <= 1:
        if m >= 5 and r.random() < 0.5:
            a = r.randint(1, m - 4)
            return (["if " + cond(c, sc) + " {"] + ind(stmts(c, sc, a, depth + 1)) + ["} else {"]
                    + ind(stmts(c, sc, m - 3 - a, depth + 1)) + ["}"])
        return ["if " + cond(c, sc) + " {"] + ind(stmts(c, sc, m - 2, depth + 1)) + ["}"]
    if k == 2:
        v = r.choice(["let " + c.e, "let " + c.e, "var " + c.e])
        return ["if " + v + " = " + coll_ref(c, sc) + ".first(where: { $0." + r.choice(BOOL_FIELDS) + " }) {"] + ind(stmts(c, sc, m - 2, depth + 1)) + ["}"]
    if k == 3:
        item = r.choice(["item", c.e, "entry", "element"])
        sc2 = sc.child()
        sc2.locals = sc.locals + [item]
        head = "for " + item + " in " + coll_ref(c, sc)
        if r.random() < 0.3:
            head += " where " + item + "." + r.choice(BOOL_FIELDS)
        return [head + " {"] + ind(stmts(c, sc2, m - 2, depth + 1)) + ["}"]
    if k in (4, 5) and m >= 6:
        return switch(c, sc, m, depth)
    if k == 6 and m >= 5:
        sc2 = sc.child()
        a = r.randint(1, m - 4)
        call = "try " + ("await " if sc.is_async else "") + sc.pre + (r.choice(c.calls) if c.calls else "validate") + "()"
        return (["do {", "    " + call] + ind(stmts(c, sc2, a - 1, depth + 1) if a > 1 else []) + ["} catch {"]
                + ind(["logger.error(\"" + c.T + " failed: " + si("error.localizedDescription") + "\")"] + stmts(c, sc2, m - 4 - a, depth + 1)) + ["}"])
    if k == 7 and not c.struct:
        sc2 = sc.closure(pre="self.")
        return (["DispatchQueue.main.async { [weak self] in", "    guard let self else { return }"]
                + ind(stmts(c, sc2, m - 3, depth + 1)) + ["}"])
    if k == 8 and not c.struct and not c.is_view:
        return (["Task { [weak self] in", "    guard let self else { return }"]
                + ind(stmts(c, sc.closure(pre="self."), m - 3, depth + 1)) + ["}"])
    if k == 8 and not c.struct:
        return (["UIView.animate(withDuration: " + r.choice(["0.25", "0.3", "0.2"]) + ", delay: 0, options: [.curveEaseInOut]) {"]
                + ind(["self.view.layoutIfNeeded()" if c.T.endswith("Controller") else "self.layoutIfNeeded()"] + stmts(c, sc.closure(pre="self."), m - 3, depth + 1)) + ["}"])
    return ["while " + sc.pre + r.choice(c.nums) + " < " + c.num() + " {"] + ind(stmts(c, sc, m - 3, depth + 1) + [sc.pre + r.choice(c.nums) + " += 1"]) + ["}"]


def switch(c, sc, m, depth):
    r = c.r
    subject = r.choice([c.e + ".status", sc.pre + "state" if c.T.endswith(("Controller", "ViewModel")) else c.e + ".status"])
    if subject.endswith("state"):
        cases = ["case .idle:", "case .loading:", "case .loaded(let items):", "case .failed(let error):"]
    else:
        cases = ["case ." + x + ":" for x in r.sample(STATUS_CASES, 4)]
    body = m - 2
    out = ["switch " + subject + " {"]
    i = 0
    while body > 0:
        if body <= 2 or i >= len(cases):
            if body == 1:
                out.append("default: break")
                body -= 1
                continue
            out.append("default:")
            out += ind(stmts(c, sc, body - 1, depth + 1, executable=True))
            body = 0
            break
        take = min(body - 1, r.randint(1, 3)) if i < len(cases) - 1 else min(body - 1, r.randint(1, 3))
        out.append(cases[i])
        out += ind(stmts(c, sc, take, depth + 1, executable=True))
        body -= take + 1
        i += 1
    out.append("}")
    return out


# --------------------------------------------------------------------------------------------
# Methods
# --------------------------------------------------------------------------------------------

def doc_comment(c, name, params, returns):
    r = c.r
    lines = ["/// " + r.choice(["Loads", "Updates", "Recomputes", "Applies", "Validates", "Resolves"]) + " the " + r.choice(["current", "cached", "visible", "pending"]) + " " + c.es + "."]
    if params and r.random() < 0.7:
        lines.append("///")
        for p in params[:2]:
            lines.append("/// - Parameter " + p + ": The " + p + " to use.")
    if returns and r.random() < 0.6:
        lines.append("/// - Returns: " + r.choice(["The filtered list.", "`true` if anything changed.", "A localized description."]))
    return lines


def filler_method(c, n, kind="class", private=True):
    """Exactly n lines (n >= 3): optional doc comment, signature, body, closing brace."""
    r = c.r
    name = c.method_name()
    c.calls.append(name) if len(c.calls) < 40 and r.random() < 0.5 else None
    acc = "private " if private and r.random() < 0.7 else ""
    E, e = c.E, c.e
    sig_kind = r.randrange(10)
    params = []
    ret_final = None
    sc = Scope(ret="return")
    if sig_kind <= 3:
        p = r.choice(["animated: Bool", "_ " + e + ": " + E, "for section: Int", "with " + e + "ID: " + E + ".ID", "force: Bool = false"])
        sig = acc + "func " + name + "(" + (p if r.random() < 0.7 else "") + ") {"
        params = [p.split(":")[0].split(" ")[-1]] if "(" + p in sig else []
        sc.locals = params[:]
    elif sig_kind == 4:
        sig = acc + "func " + name + "(matching query: String) -> [" + E + "] {"
        sc.ret, ret_final = "return []", "return " + c.r.choice(c.colls) + ".filter { $0." + r.choice(STR_FIELDS) + ".localizedCaseInsensitiveContains(query) }"
        sc.locals = ["query"]
        params = ["query"]
    elif sig_kind == 5:
        sig = acc + "func " + name + "(_ " + e + ": " + E + ") -> Bool {"
        sc.ret, ret_final = "return false", "return " + e + "." + r.choice(BOOL_FIELDS) + " && " + r.choice(c.colls) + ".contains { $0.id == " + e + ".id }"
        sc.locals = [e]
        params = [e]
    elif sig_kind == 6:
        sig = acc + "func " + name + "(" + e + "ID: " + E + ".ID) async throws {"
        sc.is_async = True
        sc.throws = True
        sc.ret = "throw " + c.F + "Error.notFound(" + e + "ID)"
        sc.locals = [e + "ID"]
        params = [e + "ID"]
    elif sig_kind == 7 and kind == "class" and not c.struct:
        sig = "@objc " + acc + "func " + name + "(_ notification: Notification) {"
        sc.locals = ["notification"]
    elif sig_kind == 8:
        sig = acc + "func " + name + "(for indexPath: IndexPath) -> String? {"
        sc.ret, ret_final = "return nil", "return " + c.string(sc)
        sc.locals = ["indexPath"]
    else:
        sig = acc + "func " + name + "() {"
    head = [sig]
    if r.random() < 0.06 and n >= 6:
        head.insert(0, r.choice(["@MainActor", "@discardableResult" if ret_final else "@MainActor", "@available(iOS 15.0, *)"]))
    budget = n - len(head) - 1
    doc = []
    if budget >= 6 and r.random() < 0.45:
        doc = doc_comment(c, name, params, ret_final is not None)
        if budget - len(doc) < 2:
            doc = doc[:1]
    budget -= len(doc)
    if ret_final:
        body = stmts(c, sc, budget - 1) + [ret_final] if budget >= 2 else [ret_final]
    else:
        body = stmts(c, sc, budget) if budget >= 1 else []
    out = doc + head + ind(body) + ["}"]
    return out


def filler_extension(c, n, type_name, private=True, kind="class"):
    """Exactly n lines (n >= 6)."""
    r = c.r
    head = ["// MARK: - " + r.choice(["Helpers", "Private", "Formatting", "State", "Layout", "Data"])]
    head.append(("private " if private else "") + "extension " + type_name + " {")
    left = n - len(head) - 1
    body = []
    while left > 0:
        if body:
            if left < 4:
                body += [""] * 0
                break
            body.append("")
            left -= 1
        size = left if left < 14 else min(left, r.randint(5, 30))
        if left - size < 4 and left - size != 0:
            size = left
        body += filler_method(c, size, kind=kind, private=False)
        left -= size
    out = head + ind(body) + ["}"]
    # pad if we stopped early (keeps the exact line count)
    while len(out) < n:
        out.insert(len(head), "    // " + r.choice(COMMENTS))
    return out


def const_line(c, static=True):
    r = c.r
    kw = "static let " if static else "let "
    acc = r.choice(["private ", "private ", ""])
    name = c.unique(lambda: r.choice(["default", "max", "min", "preferred", "cached", "fallback", "estimated", "highlight"]) + r.choice(["PageSize", "RetryCount", "Duration", "Key", "Height", "Inset", "Mask", "Interval", "Pattern", "Identifier", "Bytes", "Radius"]))
    k = r.randrange(9)
    if k == 0:
        val = str(r.choice([10, 20, 25, 50, 100]))
    elif k == 1:
        val = c.num()
    elif k == 2:
        return acc + kw + name + ": TimeInterval = " + r.choice(["0.25", "60 * 5", "1.5", "30"])
    elif k == 3:
        val = '"' + c.app.lower() + "." + c.f + "." + name + '"'
    elif k == 4:
        return acc + kw + name + ": UInt32 = 0x" + format(r.randrange(0, 2 ** 32), "08X")
    elif k == 5:
        return acc + kw + name + ": CGFloat = " + r.choice(["16", "12.5", "44.0", "8"])
    elif k == 6:
        val = c.raw_string()
    elif k == 7:
        val = r.choice(["10_485_760", "1_000", "250_000", "86_400"])
    else:
        val = "\"yyyy-MM-dd'T'HH:mm:ssZ\""
    return acc + kw + name + " = " + val


# --------------------------------------------------------------------------------------------
# File assembly
# --------------------------------------------------------------------------------------------

class FB:
    """A file: top lines, an optional main type (open/members/close) and top-level blocks after it."""

    def __init__(self):
        self.top = []
        self.open = []
        self.members = []
        self.close = []
        self.after = []
        self.consts_static = True

    def count(self):
        n = len(self.top) + len(self.open) + len(self.close)
        n += sum(map(len, self.members)) + max(0, len(self.members) - 1)
        n += sum(len(b) + 1 for b in self.after)
        if self.after and not self.open and self.top and self.top[-1] == "":
            n -= 1  # the first block follows the imports' blank line directly
        return n

    def render(self):
        out = list(self.top) + list(self.open)
        mi = 1 if self.open else 0
        for i, b in enumerate(self.members):
            if i:
                out.append("")
            out.extend(ind(b, mi))
        out.extend(self.close)
        for i, b in enumerate(self.after):
            if not (i == 0 and not self.open and self.top and self.top[-1] == ""):
                out.append("")
            out.extend(b)
        return out


def fill(c, fb, target, ext_type=None, kind="class", ext_prob=0.25, extra=None, extra_prob=0.3):
    """Add filler members/extensions until the file has exactly `target` lines (if possible)."""
    r = c.r
    tries = 0
    while True:
        rem = target - fb.count()
        if rem <= 3 or (rem <= 7 and not fb.open):
            break
        if extra is not None and rem > 12 and tries < 50 and r.random() < extra_prob:
            tries += 1
            b = extra(rem - 6)
            if b and len(b) + 1 <= rem - 6:
                fb.after.append(b)
                continue
        if rem <= 45:
            size = rem  # last block: exact fit (one line goes to the blank separator)
        else:
            size = min(r.randint(8, 42), rem - 6)
        if ext_type and size >= 12 and (r.random() < ext_prob or not fb.open):
            fb.after.append(filler_extension(c, size - 1, ext_type, private=r.random() < 0.7, kind=kind))
        elif fb.open:
            fb.members.append(filler_method(c, size - 1, kind=kind))
        else:
            fb.after.append(filler_extension(c, size - 1, ext_type or c.E, private=False, kind=kind))
    pad(c, fb, target)


def pad(c, fb, target):
    rem = target - fb.count()
    if rem <= 0:
        return
    r = c.r
    if fb.open:
        if rem == 1:
            if fb.members:
                fb.members[-1].insert(0, "// MARK: - " + r.choice(["Private", "Helpers", "Internal"]))
            else:
                fb.members.append(["// " + r.choice(COMMENTS)])
            return
        block = [const_line(c, fb.consts_static) for _ in range(rem - 1 if fb.members else rem)]
        fb.members.insert(min(1, len(fb.members)), block)
        return
    if rem <= 3:
        target_block = fb.after[-1] if fb.after else fb.top
        for _ in range(rem):
            target_block.insert(0, "// " + r.choice(COMMENTS))
        return
    name = c.unique_type(lambda: c.F + r.choice(["Constants", "Defaults", "Limits", "Keys"]) + r.choice(["", "", c.E]))
    fb.after.append(["enum " + name + " {"] + ind([const_line(c) for _ in range(rem - 3)]) + ["}"])


def header(c, filename, kind):
    r = c.r
    style = r.random()
    if style < 0.55:
        y = r.randint(2017, 2024)
        return ["//", "//  " + filename, "//  " + c.app, "//",
                "//  Created by " + r.choice(AUTHORS) + " on " + str(r.randint(1, 12)) + "/" + str(r.randint(1, 28)) + "/" + str(y % 100) + ".",
                "//  Copyright © " + str(y) + " " + c.app + " Inc. All rights reserved.", "//", ""]
    if style < 0.68:
        return ["/*", " * " + c.app + " — " + filename, " *",
                " * Licensed under the " + c.app + " internal source license.",
                " * Unauthorized copying of this file is strictly prohibited.", " */", ""]
    if style < 0.85:
        return ["// " + filename + " — " + r.choice(["part of the " + c.F + " feature.", "do not edit without a design review.", kind + " for " + c.es + "."]), ""]
    return []


# --------------------------------------------------------------------------------------------
# File kinds
# --------------------------------------------------------------------------------------------

def common_setup(c, props_colls, flags, nums):
    c.colls = props_colls
    c.flags = flags
    c.nums = nums


def prop_decls(c, private=True, published=False):
    r = c.r
    acc = "private " if private else ""
    out = []
    for coll in c.colls:
        if "." in coll:
            continue
        if published and r.random() < 0.6:
            out.append("@Published " + ("private(set) " if r.random() < 0.5 else "") + "var " + coll + ": [" + c.E + "] = []")
        else:
            out.append(acc + "var " + coll + ": [" + c.E + "] = []")
    for fl in c.flags:
        out.append(("@Published " if published else acc) + "var " + fl + " = false")
    for nm in c.nums:
        out.append(acc + "var " + nm + " = " + r.choice(["0", "1"]))
    return out


def make_vc(c, filename, target):
    r = c.r
    T, E, e, Es, es, F = c.T, c.E, c.e, c.Es, c.es, c.F
    t = lc(T)
    vm = T.replace("ViewController", "ViewModel")
    P = T + "Delegate"
    c.has_delegate = False
    table = r.random() < 0.75
    primary = "filtered" + Es if r.random() < 0.4 else es
    common_setup(c, [primary] + r.sample(["items", "cached" + Es, "recent" + Es, "selected" + Es], r.randint(0, 2)),
                 ["isLoading"] + r.sample(["isRefreshing", "hasMorePages", "isEditingMode", "didAppearOnce"], r.randint(0, 2)),
                 r.sample(["currentPage", "retryCount", "selectedIndex", "visibleCount"], r.randint(1, 2)))
    c.calls = ["updateEmptyState", "showLoading", "hideLoading"]
    c.is_view = True
    fb = FB()
    imports = ["import UIKit", "import Combine"]
    if r.random() < 0.3:
        imports.append("import OSLog")
    fb.top = header(c, filename, "View controller") + imports + [""]
    fb.top += ["/// Receives navigation events from `" + T + "`.", "protocol " + P + ": AnyObject {",
               "    func " + t + "(_ controller: " + T + ", didSelect " + e + ": " + E + ")",
               "    func " + t + "DidCancel(_ controller: " + T + ")", "}", ""]
    if r.random() < 0.3:
        fb.top += ["@MainActor"]
    fb.open = ["final class " + T + ": UIViewController {", ""]
    fb.close = ["}"]
    outlets = ["// MARK: - Outlets", ""]
    if table:
        outlets.append("@IBOutlet private weak var tableView: UITableView!")
    else:
        outlets.append("@IBOutlet private weak var collectionView: UICollectionView!")
    outlets += ["@IBOutlet private weak var titleLabel: UILabel!",
                "@IBOutlet private weak var emptyStateView: UIView!",
                "@IBOutlet private weak var activityIndicator: UIActivityIndicatorView!"]
    if r.random() < 0.4:
        outlets.append("@IBOutlet private var actionButtons: [UIButton]!")
    fb.members.append(outlets)
    props = ["// MARK: - Properties", ""]
    if c.take("strong_delegate"):
        props.append(MARK + "var delegate: " + P + "?")
    else:
        props.append(r.choice(["weak var delegate: ", "weak var delegate: ", "public weak var delegate: "]) + P + "?")
    props += ["var viewModel: " + vm + "!", "private var cancellables = Set<AnyCancellable>()"]
    props += prop_decls(c)
    props += ["private var refreshTimer: Timer?", "private var keyboardObserver: NSObjectProtocol?",
              "private var contentSizeObservation: NSKeyValueObservation?",
              "private let refreshControl = UIRefreshControl()",
              "private let logger = Logger(subsystem: \"com." + c.app.lower() + ".app\", category: \"" + F + "\")",
              "private let analytics = AnalyticsService.shared",
              "private lazy var dateFormatter: DateFormatter = {",
              "    let formatter = DateFormatter()",
              "    formatter.dateStyle = ." + r.choice(["medium", "short", "long"]),
              "    formatter.timeStyle = ." + r.choice(["short", "none"]),
              "    return formatter", "}()"]
    fb.members.append(props)
    timer_bug = c.bug == "timer_strong_self"
    lifecycle = ["// MARK: - Lifecycle", "", "override func viewDidLoad() {", "    super.viewDidLoad()",
                 "    title = NSLocalizedString(\"" + c.f + "." + e + ".title\", comment: \"Navigation title\")",
                 "    configure" + ("TableView" if table else "CollectionView") + "()",
                 "    bindViewModel()", "    observeNotifications()"]
    lifecycle += ["    Task { await viewModel.load() }" if r.random() < 0.5 else "    viewModel.load()", "}"]
    fb.members.append(lifecycle)
    fb.members.append(["override func viewWillAppear(_ animated: Bool) {", "    super.viewWillAppear(animated)",
                       "    navigationController?.setNavigationBarHidden(false, animated: animated)",
                       "    startRefreshTimer()", "}"])
    wd = ["override func viewWillDisappear(_ animated: Bool) {", "    super.viewWillDisappear(animated)"]
    if not timer_bug:
        wd += ["    refreshTimer?.invalidate()", "    refreshTimer = nil"]
    wd += ["    view.endEditing(true)", "}"]
    fb.members.append(wd)
    fb.members.append(["deinit {", "    if let keyboardObserver {", "        NotificationCenter.default.removeObserver(keyboardObserver)",
                       "    }", "    NotificationCenter.default.removeObserver(self)", "}"])
    view = "tableView" if table else "collectionView"
    setup = ["// MARK: - Setup", "", "private func configure" + ("TableView" if table else "CollectionView") + "() {"]
    if table:
        setup += ["    tableView.dataSource = self", "    tableView.delegate = self",
                  "    tableView.register(UINib(nibName: \"" + E + "Cell\", bundle: nil), forCellReuseIdentifier: " + E + "Cell.reuseIdentifier)",
                  "    tableView.rowHeight = UITableView.automaticDimension",
                  "    tableView.estimatedRowHeight = " + r.choice(["72.0", "88", "44.0", "120"])]
    else:
        setup += ["    collectionView.delegate = self",
                  "    collectionView.collectionViewLayout = makeLayout()",
                  "    collectionView.register(" + E + "CollectionCell.self, forCellWithReuseIdentifier: " + E + "CollectionCell.reuseIdentifier)"]
    setup += ["    refreshControl.addTarget(self, action: #selector(handleRefresh(_:)), for: .valueChanged)",
              "    " + view + ".refreshControl = refreshControl"]
    if c.take("kvo_token_discarded"):
        setup += [MARK + "    _ = " + view + ".observe(\\.contentSize, options: [.new]) { [weak self] view, _ in",
                  "        self?.updatePreferredHeight(view.contentSize.height)", "    }"]
    else:
        setup += ["    contentSizeObservation = " + view + ".observe(\\.contentSize, options: [.new]) { [weak self] view, _ in",
                  "        self?.updatePreferredHeight(view.contentSize.height)", "    }"]
    setup += ["}"]
    fb.members.append(setup)
    bind = ["private func bindViewModel() {", "    viewModel.$items", "        .receive(on: DispatchQueue.main)"]
    if c.take("strong_self_sink"):
        bind += [MARK + "        .sink { items in", "            self." + primary + " = items", "            self." + view + ".reloadData()", "        }"]
    else:
        bind += ["        .sink { [weak self] items in", "            self?." + primary + " = items", "            self?." + view + ".reloadData()", "        }"]
    bind += ["        .store(in: &cancellables)", "", "    viewModel.$isLoading", "        .removeDuplicates()",
             "        .sink { [weak self] isLoading in", "            guard let self else { return }",
             "            isLoading ? self.showLoading() : self.hideLoading()", "        }", "        .store(in: &cancellables)"]
    if c.take("assign_on_self"):
        bind += ["", "    viewModel.$title", MARK + "        .assign(to: \\.title, on: self)", "        .store(in: &cancellables)"]
    elif r.random() < 0.6:
        bind += ["", "    viewModel.$title", "        .map { $0 as String? }", "        .assign(to: \\.text, on: titleLabel)", "        .store(in: &cancellables)"]
    if c.take("stored_closure_strong_self"):
        bind += ["", MARK + "    viewModel.onError = { error in", "        self.presentError(error)", "    }"]
    else:
        bind += ["", "    viewModel.onError = { [weak self] error in", "        self?.presentError(error)", "    }"]
    bind += ["}"]
    fb.members.append(bind)
    obs = ["private func observeNotifications() {"]
    if c.take("notification_block_leak"):
        obs += [MARK + "    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { notification in",
                "        self.handleKeyboard(notification)", "    }"]
    else:
        obs += ["    keyboardObserver = NotificationCenter.default.addObserver(",
                "        forName: UIResponder.keyboardWillShowNotification,", "        object: nil,",
                "        queue: .main", "    ) { [weak self] notification in", "        self?.handleKeyboard(notification)", "    }"]
    obs += ["    NotificationCenter.default.addObserver(", "        self,",
            "        selector: #selector(applicationDidBecomeActive(_:)),",
            "        name: UIApplication.didBecomeActiveNotification,", "        object: nil", "    )", "}"]
    fb.members.append(obs)
    timer = ["private func startRefreshTimer() {"]
    if c.take("timer_strong_self"):
        timer += [MARK + "    refreshTimer = Timer.scheduledTimer(withTimeInterval: " + r.choice(["30", "60", "15.0"]) + ", repeats: true) { _ in",
                  "        self.viewModel.refresh()", "    }"]
    else:
        timer += ["    refreshTimer?.invalidate()",
                  "    refreshTimer = Timer.scheduledTimer(withTimeInterval: " + r.choice(["30", "60", "15.0"]) + ", repeats: true) { [weak self] _ in",
                  "        self?.viewModel.refresh()", "    }"]
    timer += ["}"]
    fb.members.append(timer)
    fb.members.append(["private func showLoading() {", "    activityIndicator.startAnimating()", "    emptyStateView.isHidden = true", "}"])
    fb.members.append(["private func hideLoading() {", "    activityIndicator.stopAnimating()", "    refreshControl.endRefreshing()", "    updateEmptyState()", "}"])
    fb.members.append(["private func updateEmptyState() {", "    emptyStateView.isHidden = !" + primary + ".isEmpty", "}"])
    fb.members.append(["private func updatePreferredHeight(_ height: CGFloat) {",
                       "    preferredContentSize = CGSize(width: view.bounds.width, height: min(height, " + r.choice(["600", "480", "720"]) + "))", "}"])
    fb.members.append(["private func presentError(_ error: Error) {",
                       "    let alert = UIAlertController(title: NSLocalizedString(\"error.title\", comment: \"\"), message: error.localizedDescription, preferredStyle: .alert)",
                       "    alert.addAction(UIAlertAction(title: \"OK\", style: .default))",
                       "    alert.addAction(UIAlertAction(title: NSLocalizedString(\"error.retry\", comment: \"\"), style: .cancel) { [weak self] _ in",
                       "        self?.viewModel.retry()", "    })", "    present(alert, animated: true)", "}"])
    fb.members.append(["private func handleKeyboard(_ notification: Notification) {",
                       "    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }",
                       "    " + view + ".contentInset.bottom = frame.height - view.safeAreaInsets.bottom", "}"])
    fb.members.append(["// MARK: - Actions", "", "@IBAction private func didTapRetry(_ sender: UIButton) {", "    viewModel.retry()", "}"])
    fb.members.append(["@IBAction private func didTapClose(_ sender: Any) {", "    delegate?." + t + "DidCancel(self)", "}"])
    fb.members.append(["@objc private func handleRefresh(_ sender: UIRefreshControl) {", "    Task { [weak self] in",
                       "        await self?.viewModel.reload()", "        sender.endRefreshing()", "    }", "}"])
    fb.members.append(["@objc private func applicationDidBecomeActive(_ notification: Notification) {", "    viewModel.refresh()", "}"])
    if r.random() < 0.7:
        fb.members.append(["// MARK: - Navigation", "", "override func prepare(for segue: UIStoryboardSegue, sender: Any?) {",
                           "    super.prepare(for: segue, sender: sender)", "    switch segue.identifier {",
                           "    case \"show" + E + "Detail\":",
                           "        guard let destination = segue.destination as? " + E + "DetailViewController,",
                           "              let indexPath = " + ("tableView.indexPathForSelectedRow" if table else "collectionView.indexPathsForSelectedItems?.first") + " else { return }",
                           "        destination." + e + " = " + primary + "[indexPath." + ("row" if table else "item") + "]",
                           "    case \"present" + F + "Filters\"?:",
                           "        let navigation = segue.destination as? UINavigationController",
                           "        navigation?.topViewController?.title = " + c.string(),
                           "    default:", "        break", "    }", "}"])
    if table:
        fb.after.append(["// MARK: - UITableViewDataSource", "", "extension " + T + ": UITableViewDataSource {",
                         "    func numberOfSections(in tableView: UITableView) -> Int {", "        1", "    }", "",
                         "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
                         "        " + primary + ".count", "    }", "",
                         "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
                         "        guard let cell = tableView.dequeueReusableCell(withIdentifier: " + E + "Cell.reuseIdentifier, for: indexPath) as? " + E + "Cell else {",
                         "            return UITableViewCell()", "        }",
                         "        let " + e + " = " + primary + "[indexPath.row]",
                         "        cell.configure(with: " + e + ", dateFormatter: dateFormatter)",
                         "        cell.onFavoriteTapped = { [weak self] in",
                         "            self?.viewModel.toggleFavorite(" + e + ")", "        }", "        return cell", "    }", "}"])
        fb.after.append(["// MARK: - UITableViewDelegate", "", "extension " + T + ": UITableViewDelegate {",
                         "    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {",
                         "        tableView.deselectRow(at: indexPath, animated: true)",
                         "        let " + e + " = " + primary + "[indexPath.row]",
                         "        delegate?." + t + "(self, didSelect: " + e + ")", "    }", "",
                         "    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {",
                         "        if indexPath.row == " + primary + ".count - " + str(r.choice([3, 5, 10])) + " {",
                         "            viewModel.loadNextPage()", "        }", "    }", "}"])
    else:
        fb.members.append(["private func makeLayout() -> UICollectionViewLayout {",
                           "    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(" + r.choice(["0.5", "1.0", "0.33"]) + "), heightDimension: .estimated(" + r.choice(["120", "200", "88"]) + ")))",
                           "    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(200)), subitems: [item])",
                           "    let section = NSCollectionLayoutSection(group: group)",
                           "    section.interGroupSpacing = " + r.choice(["8", "12", "16"]),
                           "    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)",
                           "    return UICollectionViewCompositionalLayout(section: section)", "}"])
        fb.after.append(["// MARK: - UICollectionViewDelegate", "", "extension " + T + ": UICollectionViewDelegate {",
                         "    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {",
                         "        guard indexPath.item < " + primary + ".count else { return }",
                         "        delegate?." + t + "(self, didSelect: " + primary + "[indexPath.item])", "    }", "}"])
    if r.random() < 0.35:
        fb.after.append(["// MARK: - UITextFieldDelegate", "", "extension " + T + ": UITextFieldDelegate {",
                         "    func textFieldShouldReturn(_ textField: UITextField) -> Bool {",
                         "        textField.resignFirstResponder()",
                         "        viewModel.search(textField.text ?? \"\")", "        return true", "    }", "}"])
    fill(c, fb, target, ext_type=T)
    return fb


def make_viewmodel(c, filename, target):
    r = c.r
    T, E, e, Es, es, F = c.T, c.E, c.e, c.Es, c.es, c.F
    service = F + "Servicing"
    common_setup(c, ["items"] + r.sample(["all" + Es, "cached" + Es, "recent" + Es, "pinned" + Es], r.randint(1, 2)),
                 ["isLoading"] + r.sample(["isRefreshing", "hasMorePages", "isSearching"], r.randint(0, 2)),
                 r.sample(["currentPage", "retryCount", "badgeCount", "totalCount"], r.randint(1, 2)))
    c.calls = ["refresh", "retry", "loadNextPage"]
    fb = FB()
    fb.top = header(c, filename, "View model") + ["import Foundation", "import Combine"] + (["import UIKit"] if r.random() < 0.3 else []) + [""]
    fb.top += ["@MainActor"]
    fb.open = ["final class " + T + ": ObservableObject {", ""]
    fb.close = ["}"]
    fb.members.append(["enum State: Equatable {", "    case idle", "    case loading", "    case loaded([" + E + "])",
                       "    case failed(String)", "}"])
    props = ["// MARK: - Published state", "", "@Published private(set) var state: State = .idle",
             "@Published var searchText = \"\"", "@Published var title: String = " + c.string()]
    props += prop_decls(c, published=True)
    props += ["", "var onError: ((Error) -> Void)?", "var onFinish: (() -> Void)?", "",
              "private let service: " + service, "private let logger = Logger(subsystem: \"com." + c.app.lower() + ".app\", category: \"" + T + "\")",
              "private let analytics: AnalyticsTracking", "private var cancellables = Set<AnyCancellable>()",
              "private var pollingTimer: Timer?", "private var observers: [NSObjectProtocol] = []", "private var loadTask: Task<Void, Never>?"]
    fb.members.append(props)
    fb.members.append(["init(service: " + service + " = " + F + "Service.shared, analytics: AnalyticsTracking = AnalyticsService.shared) {",
                       "    self.service = service", "    self.analytics = analytics", "    bind()", "    observeLifecycle()", "}"])
    fb.members.append(["deinit {", "    loadTask?.cancel()", "    observers.forEach(NotificationCenter.default.removeObserver)"]
                      + ([] if c.bug == "timer_strong_self" else ["    pollingTimer?.invalidate()"]) + ["}"])
    bind = ["// MARK: - Bindings", "", "private func bind() {", "    $searchText",
            "        .debounce(for: .milliseconds(" + r.choice(["300", "250", "500"]) + "), scheduler: RunLoop.main)",
            "        .removeDuplicates()", "        .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }"]
    if c.take("strong_self_sink"):
        bind += [MARK + "        .sink { query in", "            self.search(query)", "        }"]
    else:
        bind += ["        .sink { [weak self] query in", "            self?.search(query)", "        }"]
    bind += ["        .store(in: &cancellables)", ""]
    if c.take("assign_on_self"):
        bind += ["    service.updates", "        .map(\\.count)", "        .receive(on: DispatchQueue.main)",
                 MARK + "        .assign(to: \\." + c.nums[0] + ", on: self)", "        .store(in: &cancellables)"]
    else:
        bind += ["    service.updates", "        .map(\\.items)", "        .receive(on: DispatchQueue.main)", "        .assign(to: &$items)"]
    bind += ["", "    $items", "        .map { $0.isEmpty ? " + c.string() + " : \"" + si("$0.count") + " " + es + "\" }",
             "        .assign(to: &$title)", "}"]
    fb.members.append(bind)
    life = ["private func observeLifecycle() {"]
    if c.take("notification_block_leak"):
        life += [MARK + "    NotificationCenter.default.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main) { _ in",
                 "        self.refresh()", "    }"]
    else:
        life += ["    let observer = NotificationCenter.default.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main) { [weak self] _ in",
                 "        self?.refresh()", "    }", "    observers.append(observer)"]
    life += ["}"]
    fb.members.append(life)
    poll = ["func startPolling() {"]
    if c.take("timer_strong_self"):
        poll += [MARK + "    pollingTimer = Timer.scheduledTimer(timeInterval: " + r.choice(["10", "30.0", "5"]) + ", target: self, selector: #selector(pollTick), userInfo: nil, repeats: true)"]
    else:
        poll += ["    pollingTimer?.invalidate()",
                 "    pollingTimer = Timer.scheduledTimer(withTimeInterval: " + r.choice(["10", "30.0", "5"]) + ", repeats: true) { [weak self] _ in",
                 "        Task { await self?.reload() }", "    }"]
    poll += ["}", "", "func stopPolling() {", "    pollingTimer?.invalidate()", "    pollingTimer = nil", "}", "",
             "@objc private func pollTick() {", "    refresh()", "}"]
    fb.members.append(poll)
    fb.members.append(["// MARK: - Loading", "", "func load() async {", "    guard state != .loading else { return }",
                       "    state = .loading", "    isLoading = true", "    defer { isLoading = false }", "    do {",
                       "        let page = try await service.fetch" + Es + "(page: " + c.nums[0] + ")",
                       "        items = page.items", "        state = .loaded(page.items)",
                       "        analytics.track(.screenViewed, properties: [\"count\": page.items.count])",
                       "    } catch is CancellationError {", "        state = .idle", "    } catch {",
                       "        logger.error(\"Failed to load " + es + ": " + si("error.localizedDescription") + "\")",
                       "        state = .failed(error.localizedDescription)", "        onError?(error)", "    }", "}"])
    fb.members.append(["func reload() async {", "    " + c.nums[0] + " = 0", "    await load()", "}", "",
                       "func refresh() {", "    loadTask?.cancel()", "    loadTask = Task { [weak self] in", "        await self?.reload()", "    }", "}", "",
                       "func retry() {", "    refresh()", "}"])
    fb.members.append(["func loadNextPage() {", "    guard !isLoading else { return }", "    " + c.nums[0] + " += 1",
                       "    Task { await load() }", "}", "", "func toggleFavorite(_ " + e + ": " + E + ") {",
                       "    guard let index = items.firstIndex(where: { $0.id == " + e + ".id }) else { return }",
                       "    items[index].isFavorite.toggle()", "    Task {", "        try? await service.setFavorite(items[index].isFavorite, for: " + e + ".id)", "    }", "}"])
    fb.members.append(["private func search(_ query: String) {", "    guard !query.isEmpty else {",
                       "        state = .loaded(items)", "        return", "    }",
                       "    let matches = items.filter { $0.title.localizedCaseInsensitiveContains(query) }",
                       "    state = .loaded(matches)", "}"])
    fill(c, fb, target, ext_type=T, ext_prob=0.2)
    return fb


def make_coordinator(c, filename, target):
    r = c.r
    T, E, e, Es, es, F = c.T, c.E, c.e, c.Es, c.es, c.F
    P = T + "Delegate"
    list_vc = E + "ListViewController"
    detail_vc = E + "DetailViewController"
    common_setup(c, ["childCoordinators"], ["isPresentingModal"], ["depth"])
    c.colls = ["pending" + Es]
    c.calls = ["popToRoot", "finish"]
    fb = FB()
    fb.top = header(c, filename, "Coordinator") + ["import UIKit", ""]
    if c.once("protocol Coordinator"):
        fb.top += ["/// A unit of navigation that owns its child coordinators.", "protocol Coordinator: AnyObject {",
                   "    var childCoordinators: [Coordinator] { get set }", "    func start()", "}", ""]
    fb.top += ["protocol " + P + ": AnyObject {", "    func " + lc(T) + "DidFinish(_ coordinator: " + T + ")",
               "    func " + lc(T) + "(_ coordinator: " + T + ", didComplete " + e + ": " + E + ")", "}", ""]
    fb.open = ["final class " + T + ": Coordinator {", ""]
    fb.close = ["}"]
    props = ["var childCoordinators: [Coordinator] = []"]
    if c.take("strong_delegate"):
        props.append(MARK + "var delegate: " + P + "?")
    else:
        props.append("weak var delegate: " + P + "?")
    props += ["", "private let navigationController: UINavigationController",
              "private let dependencies: " + F + "Dependencies", "private var pending" + Es + ": [" + E + "] = []",
              "private var isPresentingModal = false", "private var depth = 0"]
    if r.random() < 0.4:
        props.append("private unowned let router: Router")
    fb.members.append(props)
    fb.members.append(["init(navigationController: UINavigationController, dependencies: " + F + "Dependencies) {",
                       "    self.navigationController = navigationController", "    self.dependencies = dependencies", "}"])
    start = ["func start() {", "    let viewModel = " + E + "ListViewModel(service: dependencies." + c.f + "Service)",
             "    let controller = " + list_vc + ".instantiate(from: ." + c.f + ")", "    controller.viewModel = viewModel",
             "    controller.delegate = self"]
    if c.take("stored_closure_strong_self"):
        start += [MARK + "    viewModel.onFinish = {", "        self.finish()", "    }"]
    else:
        start += ["    viewModel.onFinish = { [weak self] in", "        self?.finish()", "    }"]
    start += ["    navigationController.pushViewController(controller, animated: true)", "}"]
    fb.members.append(start)
    fb.members.append(["func showDetail(for " + e + ": " + E + ") {", "    let controller = " + detail_vc + "()",
                       "    controller." + e + " = " + e, "    controller.onDelete = { [weak self, weak controller] in",
                       "        guard let self, let controller else { return }",
                       "        self.navigationController.popViewController(animated: true)",
                       "        self.pending" + Es + ".removeAll { $0.id == controller." + e + "?.id }", "    }",
                       "    navigationController.pushViewController(controller, animated: true)", "}"])
    fb.members.append(["func showChild(_ child: Coordinator) {", "    childCoordinators.append(child)", "    child.start()", "}", "",
                       "private func childDidFinish(_ child: Coordinator) {", "    childCoordinators.removeAll { $0 === child }", "}"])
    fb.members.append(["func presentModal(_ controller: UIViewController) {", "    guard !isPresentingModal else { return }",
                       "    isPresentingModal = true", "    let navigation = UINavigationController(rootViewController: controller)",
                       "    navigation.modalPresentationStyle = ." + r.choice(["formSheet", "pageSheet", "fullScreen"]),
                       "    navigationController.present(navigation, animated: true) { [weak self] in",
                       "        self?.isPresentingModal = false", "    }", "}"])
    fb.members.append(["func popToRoot() {", "    navigationController.popToRootViewController(animated: true)", "}", "",
                       "func finish() {", "    childCoordinators.removeAll()", "    delegate?." + lc(T) + "DidFinish(self)", "}"])
    fb.after.append(["// MARK: - " + list_vc + "Delegate", "", "extension " + T + ": " + list_vc + "Delegate {",
                     "    func " + lc(list_vc) + "(_ controller: " + list_vc + ", didSelect " + e + ": " + E + ") {",
                     "        showDetail(for: " + e + ")", "    }", "",
                     "    func " + lc(list_vc) + "DidCancel(_ controller: " + list_vc + ") {", "        finish()", "    }", "}"])
    fill(c, fb, target, ext_type=T)
    return fb


def make_service(c, filename, target):
    r = c.r
    T, E, e, Es, es, F = c.T, c.E, c.e, c.Es, c.es, c.F
    proto = F + "Servicing" if T == F + "Service" else T + "Protocol"
    common_setup(c, ["cached" + Es] + r.sample(["pending" + Es, "recent" + Es], r.randint(0, 1)),
                 ["isSyncing"] + r.sample(["isAuthenticated", "needsFullSync"], r.randint(0, 1)),
                 ["retryCount"] + r.sample(["lastSyncVersion", "inFlightRequests"], r.randint(0, 1)))
    c.calls = ["invalidateCache", "scheduleSync"]
    c.has_delegate = True
    fb = FB()
    fb.top = header(c, filename, "Service") + ["import Foundation", "import Combine"] + (["import UIKit"] if r.random() < 0.5 else []) + [""]
    fb.top += ["protocol " + proto + " {", "    var updates: AnyPublisher<[" + E + "], Never> { get }",
               "    func fetch" + Es + "(page: Int) async throws -> Page<" + E + ">",
               "    func setFavorite(_ isFavorite: Bool, for id: " + E + ".ID) async throws",
               "    func fetch" + E + "(id: " + E + ".ID, completion: @escaping (Result<" + E + ", Error>) -> Void)", "}", "",
               "protocol " + T + "Delegate: AnyObject {", "    func didUpdate" + Es + "(_ " + es + ": [" + E + "])", "}", ""]
    fb.open = ["final class " + T + ": " + proto + " {", ""]
    fb.close = ["}"]
    props = ["static let shared = " + T + "()", ""]
    if c.take("strong_delegate"):
        props.append(MARK + "var delegate: " + T + "Delegate?")
    else:
        props.append("weak var delegate: " + T + "Delegate?")
    props += ["var updates: AnyPublisher<[" + E + "], Never> { subject.eraseToAnyPublisher() }", "",
              "private let client: APIClient", "private let subject = CurrentValueSubject<[" + E + "], Never>([])",
              "private let queue = DispatchQueue(label: \"com." + c.app.lower() + "." + c.f + ".service\", qos: .utility)",
              "private let decoder: JSONDecoder = {", "    let decoder = JSONDecoder()",
              "    decoder.dateDecodingStrategy = .iso8601", "    decoder.keyDecodingStrategy = .convertFromSnakeCase",
              "    return decoder", "}()", "private let logger = Logger(subsystem: \"com." + c.app.lower() + ".app\", category: \"" + T + "\")",
              "private let analytics = AnalyticsService.shared", "private var observers: [NSObjectProtocol] = []",
              "private var syncTimer: Timer?", "private var pendingCompletions: [(Result<" + E + ", Error>) -> Void] = []"]
    props += prop_decls(c)
    fb.members.append(props)
    init = ["init(client: APIClient = .shared) {", "    self.client = client", "    configureClient()"]
    if c.take("notification_block_leak"):
        init += [MARK + "    NotificationCenter.default.addObserver(forName: .userDidLogOut, object: nil, queue: nil) { _ in",
                 "        self.invalidateCache()", "    }"]
    else:
        init += ["    observers.append(NotificationCenter.default.addObserver(forName: .userDidLogOut, object: nil, queue: nil) { [weak self] _ in",
                 "        self?.invalidateCache()", "    })"]
    init += ["}"]
    fb.members.append(init)
    # `self` owns `client` (a stored property), and `client` stores the closure.
    if c.take("stored_closure_strong_self"):
        fb.members.append(["private func configureClient() {", MARK + "    client.onUnauthorized = {",
                           "        self.invalidateCache()", "    }", "}"])
    else:
        fb.members.append(["private func configureClient() {", "    client.onUnauthorized = { [weak self] in",
                           "        self?.invalidateCache()", "    }", "}"])
    fb.members.append(["deinit {", "    observers.forEach { NotificationCenter.default.removeObserver($0) }"]
                      + ([] if c.bug == "timer_strong_self" else ["    syncTimer?.invalidate()"]) + ["}"])
    fb.members.append(["// MARK: - " + proto, "", "func fetch" + Es + "(page: Int) async throws -> Page<" + E + "> {",
                       "    let endpoint = Endpoint<Page<" + E + ">>(path: \"/v" + str(r.randint(1, 3)) + "/" + es + "\", query: [\"page\": \"" + si("page") + "\", \"per_page\": \"" + str(r.choice([20, 25, 50])) + "\"])",
                       "    let result = try await client.send(endpoint)",
                       "    queue.sync { cached" + Es + " = page == 0 ? result.items : cached" + Es + " + result.items }",
                       "    subject.send(result.items)", "    return result", "}"])
    fb.members.append(["func setFavorite(_ isFavorite: Bool, for id: " + E + ".ID) async throws {",
                       "    let endpoint = Endpoint<EmptyResponse>(path: \"/v2/" + es + "/" + si("id") + "/favorite\", method: isFavorite ? .put : .delete)",
                       "    _ = try await client.send(endpoint)", "}"])
    fetch = ["func fetch" + E + "(id: " + E + ".ID, completion: @escaping (Result<" + E + ", Error>) -> Void) {"]
    if r.random() < 0.3:
        # Not a cycle: the closure is only held until the request completes.
        fetch += ["    pendingCompletions.append(completion)", "    client.request(Endpoint<" + E + ">(path: \"/v1/" + es + "/" + si("id") + "\")) { result in",
                  "        self.pendingCompletions.forEach { $0(result) }", "        self.pendingCompletions.removeAll()", "    }"]
    else:
        fetch += ["    client.request(Endpoint<" + E + ">(path: \"/v1/" + es + "/" + si("id") + "\")) { [weak self] result in",
                  "        guard let self else { return }", "        switch result {", "        case .success(let " + e + "):",
                  "            self.queue.async { self.cached" + Es + ".append(" + e + ") }", "        case .failure(let error):",
                  "            self.logger.error(\"fetch" + E + " failed: " + si("error") + "\")", "        }", "        completion(result)", "    }"]
    fetch += ["}"]
    fb.members.append(fetch)
    sync = ["// MARK: - Sync", "", "func scheduleSync() {"]
    if c.take("timer_strong_self"):
        sync += [MARK + "    syncTimer = Timer.scheduledTimer(withTimeInterval: " + r.choice(["300", "60", "900"]) + ", repeats: true) { _ in",
                 "        self.performSync()", "    }"]
    else:
        sync += ["    syncTimer?.invalidate()", "    syncTimer = Timer.scheduledTimer(withTimeInterval: " + r.choice(["300", "60", "900"]) + ", repeats: true) { [weak self] _ in",
                 "        self?.performSync()", "    }"]
    sync += ["}", "", "private func performSync() {", "    guard !isSyncing else { return }", "    isSyncing = true",
             "    Task {", "        defer { isSyncing = false }", "        _ = try? await fetch" + Es + "(page: 0)", "    }", "}", "",
             "func invalidateCache() {", "    queue.async(flags: .barrier) {", "        self.cached" + Es + ".removeAll()", "    }", "}"]
    fb.members.append(sync)
    if r.random() < 0.5 and c.once(E + "Store"):
        fb.after.append(["// MARK: - Cache", "", "actor " + E + "Store {",
                         "    private var storage: [" + E + ".ID: " + E + "] = [:]", "    private var accessOrder: [" + E + ".ID] = []",
                         "    private let capacity: Int", "", "    init(capacity: Int = " + r.choice(["100", "1_000", "250"]) + ") {",
                         "        self.capacity = capacity", "    }", "",
                         "    func value(for id: " + E + ".ID) -> " + E + "? {", "        storage[id]", "    }", "",
                         "    func insert(_ " + e + ": " + E + ") {", "        storage[" + e + ".id] = " + e,
                         "        accessOrder.removeAll { $0 == " + e + ".id }", "        accessOrder.append(" + e + ".id)",
                         "        if accessOrder.count > capacity {", "            let evicted = accessOrder.removeFirst()",
                         "            storage[evicted] = nil", "        }", "    }", "",
                         "    func removeAll() {", "        storage.removeAll()", "        accessOrder.removeAll()", "    }", "}"])
    fill(c, fb, target, ext_type=T, ext_prob=0.2)
    return fb


def model_struct(c, maxn, name=None):
    r = c.r
    E = r.choice([c.E] + c.others) if name is None else c.E
    name = name or c.unique_type(lambda: r.choice(["", "", c.F, "Remote", "Cached", "Draft"]) + E + r.choice(["", "", "Summary", "DTO", "Detail", "Payload", "Request", "Response"]))
    fields = ["id"] + r.sample(FIELDS[1:], r.randint(3, 8))
    types = {"id": E + ".ID" if name != E else "UUID", "name": "String", "title": "String", "createdAt": "Date",
             "updatedAt": "Date?", "isActive": "Bool", "price": "Decimal", "amount": "Int", "status": "Status",
             "category": "String?", "score": "Double", "displayName": "String", "imageURL": "URL?",
             "isFavorite": "Bool", "position": "Int", "subtitle": "String?", "ownerID": "String"}
    lines = ["/// " + r.choice(["Server representation of", "A lightweight copy of", "Value type describing", "Persisted form of"]) + " " + lc(E) + " data.",
             "struct " + name + ": " + r.choice(["Codable, Hashable", "Codable, Identifiable, Equatable", "Decodable", "Codable, Sendable"]) + " {"]
    if "status" in fields:
        lines += ["    enum Status: String, Codable {"] + ["        case " + s for s in r.sample(STATUS_CASES, 4)] + ["        case unknown", "    }", ""]
    for f in fields:
        lines.append("    " + r.choice(["let ", "let ", "var "]) + f + ": " + types[f])
    if r.random() < 0.6:
        lines += ["", "    enum CodingKeys: String, CodingKey {"]
        for f in fields:
            snake = re.sub(r"(?<=[a-z0-9])([A-Z]+)", r"_\1", f).lower()
            lines.append("        case " + f + (" = \"" + snake + "\"" if snake != f else ""))
        lines.append("    }")
    if r.random() < 0.4:
        lines += ["", "    init(from decoder: Decoder) throws {", "        let container = try decoder.container(keyedBy: CodingKeys.self)"]
        for f in fields:
            t = types[f]
            if t.endswith("?"):
                lines.append("        " + f + " = try container.decodeIfPresent(" + t[:-1] + ".self, forKey: ." + f + ")")
            elif t == "Bool":
                lines.append("        " + f + " = try container.decodeIfPresent(Bool.self, forKey: ." + f + ") ?? false")
            else:
                lines.append("        " + f + " = try container.decode(" + t + ".self, forKey: ." + f + ")")
        lines.append("    }")
    lines.append("}")
    if "CodingKeys.self" in "\n".join(lines) and "enum CodingKeys" not in "\n".join(lines):
        lines = lines[:-1] + ["", "    private enum CodingKeys: String, CodingKey {"] + ["        case " + f for f in fields] + ["    }", "}"]
    return lines if len(lines) <= maxn else None


def model_enum(c, maxn, name=None):
    r = c.r
    name = name or c.unique_type(lambda: r.choice([c.E, c.F]) + r.choice(["Kind", "Filter", "SortOrder", "Section", "Tab", "Error", "Badge", "Action"]))
    cases = r.sample(["all", "recent", "popular", "favorites", "archived", "nearby", "upcoming", "pending", "unread",
                      "mine", "shared", "premium", "free", "trending"], r.randint(3, 7))
    raw = r.random() < 0.6
    lines = ["enum " + name + (": String, CaseIterable, Codable" if raw else ": Equatable") + " {"]
    if raw:
        lines += ["    case " + x for x in cases]
    else:
        lines += ["    case " + cases[0], "    case " + cases[1] + "(count: Int)", "    case " + cases[2] + "(String)"] + ["    case " + x for x in cases[3:]]
    lines += ["", "    var title: String {", "        switch self {"]
    for i, x in enumerate(cases):
        pat = x if raw or i == 0 or i > 2 else (x + "(let count)" if i == 1 else x + "(let value)")
        val = '"' + x.capitalize() + '"'
        if not raw and i == 1:
            val = '"' + x.capitalize() + " (" + si("count") + ")\""
        elif not raw and i == 2:
            val = "value"
        lines += ["        case ." + pat + ":", "            return " + (val if r.random() < 0.6 else 'NSLocalizedString("' + c.f + "." + x + '", comment: "")' if (raw or i > 2 or i == 0) else val)]
    lines += ["        }", "    }"]
    if r.random() < 0.6:
        lines += ["", "    var systemImage: String {", "        switch self {"]
        if raw:
            for x in cases[:-1]:
                lines.append("        case ." + x + ": return \"" + r.choice(SF_SYMBOLS) + "\"")
        lines += ["        default:", "            return \"" + r.choice(SF_SYMBOLS) + "\""]
        lines += ["        }", "    }"]
    lines.append("}")
    return lines if len(lines) <= maxn else None


def model_extension(c, maxn):
    r = c.r
    E = c.E
    if not c.once("model-extension:" + E):
        return None
    lines = ["extension " + E + " {", "    var isExpired: Bool {", "        guard let expiresAt else { return false }",
             "        return expiresAt < Date()", "    }", "",
             "    var formattedPrice: String {", "        let formatter = NumberFormatter()", "        formatter.numberStyle = .currency",
             "        formatter.currencyCode = \"" + r.choice(["USD", "EUR", "GBP", "JPY"]) + "\"",
             "        return formatter.string(from: price as NSDecimalNumber) ?? \"" + si("price") + "\"", "    }"]
    if r.random() < 0.6:
        lines += ["", "    func matches(_ query: String) -> Bool {", "        if query.isEmpty { return true }",
                  "        return name.localizedCaseInsensitiveContains(query)", "            || (subtitle ?? \"\").localizedCaseInsensitiveContains(query)", "    }"]
    lines.append("}")
    if r.random() < 0.5:
        lines += ["", "#if DEBUG", "extension " + E + " {", "    static let preview = " + E + "(",
                  "        id: UUID(),", "        name: " + c.string() + ",", "        price: " + r.choice(["9.99", "1_299", "0.5", "42"]) + ",",
                  "        createdAt: Date(timeIntervalSince1970: " + r.choice(["1_700_000_000", "1_650_000_000"]) + ")", "    )", "",
                  "    static let samples: [" + E + "] = (0..<" + str(r.choice([5, 10, 20])) + ").map { index in",
                  "        " + E + "(id: UUID(), name: \"Sample " + si("index") + "\", price: Decimal(index) * 1.5, createdAt: .now)",
                  "    }", "}", "#endif"]
    return lines if len(lines) <= maxn else None


def model_generic(c, maxn):
    r = c.r
    name = c.unique_type(lambda: r.choice(["Page", "Paginated", "Envelope", "Batch", "Cursor", "Wrapped"]) + r.choice(["", "Response", "Result", "List"]))
    lines = ["struct " + name + "<Item: Codable>: Codable {", "    let items: [Item]", "    let nextCursor: String?",
             "    let totalCount: Int", "", "    var hasMore: Bool { nextCursor != nil }", "",
             "    func map<T: Codable>(_ transform: (Item) throws -> T) rethrows -> " + name + "<T> {",
             "        " + name + "<T>(items: try items.map(transform), nextCursor: nextCursor, totalCount: totalCount)", "    }", "}", "",
             "extension " + name + ": Equatable where Item: Equatable {}"]
    return lines if len(lines) <= maxn else None


def make_models(c, filename, target):
    r = c.r
    common_setup(c, [c.es], ["isActive"], ["position"])
    c.struct = True
    c.calls = ["validate", "normalize"]
    fb = FB()
    fb.top = header(c, filename, "Model") + ["import Foundation", ""]
    T = c.T
    if T.endswith("Status"):
        fb.after.append(model_enum(c, 400, name=T))
    elif T in (c.E, c.E + "DTO"):
        fb.after.append(model_struct(c, 400, name=T))
    else:
        fb.after.append(model_struct(c, 400))
    gens = [model_struct, model_struct, model_enum, model_enum, model_extension, model_generic]

    def extra(maxn):
        return r.choice(gens)(c, maxn)
    fill(c, fb, target, ext_type=c.E, kind="struct", ext_prob=0.3, extra=extra, extra_prob=0.75)
    return fb


def make_cell(c, filename, target):
    r = c.r
    T, E, e = c.T, c.E, c.e
    coll = "UICollectionViewCell" if "Collection" in T else "UITableViewCell"
    common_setup(c, ["badges"], ["isHighlightedState"], ["badgeCount"])
    c.calls = ["applyStyle", "resetContent"]
    c.is_view = True
    fb = FB()
    fb.top = header(c, filename, "Cell") + ["import UIKit", ""]
    fb.open = ["final class " + T + ": " + coll + " {", ""]
    fb.close = ["}"]
    fb.members.append(["static let reuseIdentifier = \"" + T + "\"", "",
                       "@IBOutlet private weak var titleLabel: UILabel!", "@IBOutlet private weak var subtitleLabel: UILabel!",
                       "@IBOutlet private weak var thumbnailImageView: UIImageView!", "@IBOutlet private weak var favoriteButton: UIButton!", "",
                       "var onFavoriteTapped: (() -> Void)?", "var onLongPress: ((" + E + ") -> Void)?", "",
                       "private var " + e + ": " + E + "?", "private var imageTask: Task<Void, Never>?",
                       "private var badges: [" + E + "] = []", "private var isHighlightedState = false", "private var badgeCount = 0"])
    fb.members.append(["override func awakeFromNib() {", "    super.awakeFromNib()",
                       "    thumbnailImageView.layer.cornerRadius = " + r.choice(["8", "12", "4.0"]),
                       "    thumbnailImageView.clipsToBounds = true",
                       "    titleLabel.font = .preferredFont(forTextStyle: .headline)",
                       "    subtitleLabel.textColor = .secondaryLabel",
                       "    let press = UILongPressGestureRecognizer(target: self, action: #selector(handleLongPress(_:)))",
                       "    contentView.addGestureRecognizer(press)", "}"])
    fb.members.append(["override func prepareForReuse() {", "    super.prepareForReuse()", "    imageTask?.cancel()",
                       "    imageTask = nil", "    thumbnailImageView.image = nil", "    onFavoriteTapped = nil", "}"])
    conf = ["func configure(with " + e + ": " + E + ", dateFormatter: DateFormatter) {", "    self." + e + " = " + e,
            "    titleLabel.text = " + e + "." + r.choice(["name", "title", "displayName"]),
            "    subtitleLabel.text = dateFormatter.string(from: " + e + ".createdAt)",
            "    favoriteButton.isSelected = " + e + ".isFavorite",
            "    accessibilityLabel = \"" + si(e + ".name") + ", " + si("dateFormatter.string(from: " + e + ".createdAt)") + "\"",
            "    imageTask = Task { [weak self] in", "        guard let url = " + e + ".imageURL else { return }",
            "        let image = await ImageLoader.shared.image(for: url)", "        self?.thumbnailImageView.image = image", "    }"]
    if c.take("stored_closure_strong_self"):
        conf += [MARK + "    onLongPress = { " + e + " in", "        self.showMenu(for: " + e + ")", "    }"]
    conf += ["}"]
    fb.members.append(conf)
    fb.members.append(["@IBAction private func didTapFavorite(_ sender: UIButton) {", "    sender.isSelected.toggle()",
                       "    onFavoriteTapped?()", "}", "",
                       "@objc private func handleLongPress(_ recognizer: UILongPressGestureRecognizer) {",
                       "    guard recognizer.state == .began, let " + e + " else { return }", "    onLongPress?(" + e + ")", "}", "",
                       "private func showMenu(for " + e + ": " + E + ") {", "    becomeFirstResponder()", "}"])
    fill(c, fb, target, ext_type=T, ext_prob=0.15)
    return fb


def make_uiview(c, filename, target):
    r = c.r
    T, E, e = c.T, c.E, c.e
    P = T + "Delegate"
    common_setup(c, ["items"], ["isExpanded"], ["selectedIndex"])
    c.calls = ["setNeedsLayout", "invalidateIntrinsicContentSize"]
    c.is_view = True
    fb = FB()
    fb.top = header(c, filename, "View") + ["import UIKit", "", "protocol " + P + ": AnyObject {",
                                            "    func " + lc(T) + "(_ view: " + T + ", didTap " + e + ": " + E + ")", "}", ""]
    fb.open = ["final class " + T + ": UIView {", ""]
    fb.close = ["}"]
    props = []
    if c.take("strong_delegate"):
        props.append(MARK + "var delegate: " + P + "?")
    else:
        props.append("weak var delegate: " + P + "?")
    props += ["", "var " + e + ": " + E + "? {", "    didSet { update() }", "}", "",
              "private var items: [" + E + "] = []", "private var isExpanded = false", "private var selectedIndex = 0",
              "private var playerObservation: NSKeyValueObservation?", "private let player = AVPlayer()", "",
              "private lazy var titleLabel: UILabel = {", "    let label = UILabel()",
              "    label.translatesAutoresizingMaskIntoConstraints = false",
              "    label.font = .systemFont(ofSize: " + r.choice(["17", "15", "20"]) + ", weight: ." + r.choice(["semibold", "bold", "medium"]) + ")",
              "    label.numberOfLines = " + r.choice(["0", "1", "2"]), "    return label", "}()", "",
              "private lazy var stackView: UIStackView = {",
              "    let stack = UIStackView(arrangedSubviews: [titleLabel, detailLabel])", "    stack.axis = .vertical",
              "    stack.spacing = " + r.choice(["4", "8", "12"]), "    stack.translatesAutoresizingMaskIntoConstraints = false",
              "    return stack", "}()", "", "private let detailLabel = UILabel()"]
    fb.members.append(props)
    fb.members.append(["override init(frame: CGRect) {", "    super.init(frame: frame)", "    setUp()", "}", "",
                       "required init?(coder: NSCoder) {", "    super.init(coder: coder)", "    setUp()", "}"])
    setup = ["private func setUp() {", "    addSubview(stackView)", "    NSLayoutConstraint.activate([",
             "        stackView.topAnchor.constraint(equalTo: topAnchor, constant: " + r.choice(["8", "12", "16"]) + "),",
             "        stackView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),",
             "        stackView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),",
             "        stackView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8)", "    ])",
             "    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap)))"]
    if c.take("kvo_token_discarded"):
        setup += [MARK + "    _ = player.observe(\\.timeControlStatus, options: [.initial, .new]) { [weak self] player, _ in",
                  "        self?.updatePlaybackState(player.timeControlStatus)", "    }"]
    else:
        setup += ["    playerObservation = player.observe(\\.timeControlStatus, options: [.initial, .new]) { [weak self] player, _ in",
                  "        self?.updatePlaybackState(player.timeControlStatus)", "    }"]
    setup += ["}"]
    fb.members.append(setup)
    fb.members.append(["private func updatePlaybackState(_ status: AVPlayer.TimeControlStatus) {", "    switch status {",
                       "    case .playing:", "        detailLabel.text = \"▶︎ Playing\"", "    case .paused:",
                       "        detailLabel.text = \"Paused\"", "    case .waitingToPlayAtSpecifiedRate:",
                       "        detailLabel.text = \"Buffering…\"", "    @unknown default:", "        break", "    }", "}"])
    fb.members.append(["private func update() {", "    titleLabel.text = " + e + "?.name", "    detailLabel.text = " + e + "?.subtitle",
                       "    invalidateIntrinsicContentSize()", "}", "",
                       "@objc private func handleTap() {", "    guard let " + e + " else { return }",
                       "    delegate?." + lc(T) + "(self, didTap: " + e + ")", "}", "",
                       "override var intrinsicContentSize: CGSize {",
                       "    CGSize(width: UIView.noIntrinsicMetric, height: isExpanded ? " + r.choice(["120", "160"]) + " : " + r.choice(["56", "64", "72"]) + ")", "}"])
    fb.top[fb.top.index("import UIKit") + 1:fb.top.index("import UIKit") + 1] = ["import AVFoundation"]
    fill(c, fb, target, ext_type=T, ext_prob=0.2)
    return fb


def view_tree(c, n, depth=0, each=False):
    """Exactly n lines of SwiftUI view-builder content."""
    r = c.r
    out = []
    while len(out) < n:
        left = n - len(out)
        x = r.random()
        if left >= 4 and depth < 3 and x < 0.35:
            m = min(left, r.randint(4, 14))
            head = r.choice(["VStack(alignment: .leading, spacing: " + r.choice(["4", "8", "12"]) + ") {", "HStack {",
                             "HStack(spacing: " + r.choice(["6", "8", "12"]) + ") {", "ZStack(alignment: .topTrailing) {",
                             "Section(" + c.string() + ") {", "Group {"])
            if m >= 5 and r.random() < 0.25:
                head = "if viewModel." + r.choice(c.flags) + " {"
                a = r.randint(1, m - 4)
                out += [head] + ind(view_tree(c, a, depth + 1, each)) + ["} else {"] + ind(view_tree(c, m - 3 - a, depth + 1, each)) + ["}"]
                continue
            if m >= 5 and r.random() < 0.2:
                out += ["ForEach(viewModel." + r.choice(c.colls) + ") { " + c.e + " in"] + ind(view_tree(c, m - 2, depth + 1, True)) + ["}"]
                continue
            out += [head] + ind(view_tree(c, m - 2, depth + 1, each)) + ["}"]
            if left - m >= 1 and r.random() < 0.5:
                out.append("    " + r.choice([".padding()", ".padding(.horizontal, 16)", ".background(Color(.secondarySystemBackground))",
                                     ".clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))", ".frame(maxWidth: .infinity, alignment: .leading)"]))
            continue
        leaf = r.choice(["Text(" + c.string() + ")", "Text(verbatim: \"" + c.word() + "\")", "Image(systemName: \"" + r.choice(SF_SYMBOLS) + "\")",
                         "Spacer()", "Divider()", "ProgressView()", "Text(" + c.e + ".name)" if each else "Text(viewModel.title)",
                         "Label(\"" + c.word().capitalize() + "\", systemImage: \"" + r.choice(SF_SYMBOLS) + "\")",
                         "Toggle(\"" + c.word().capitalize() + "\", isOn: $isOn)"])
        if left >= 3 and r.random() < 0.2:
            out += ["Button {", "    viewModel." + r.choice(["retry", "refresh", "loadNextPage"]) + "()", "} label: {"] if left >= 5 else []
            if out and out[-1] == "} label: {":
                out += ["    " + leaf, "}"]
                continue
        out.append(leaf)
        mods = [".font(." + r.choice(["headline", "subheadline", "caption", "body", "title2"]) + ")",
                ".foregroundStyle(.secondary)", ".lineLimit(" + r.choice(["1", "2"]) + ")", ".imageScale(.large)",
                ".accessibilityLabel(" + c.string() + ")", ".foregroundColor(.accentColor)", ".bold()"]
        if leaf in ("Spacer()", "Divider()"):
            mods = [".padding(.vertical, 4)", ".frame(height: 8)", ".opacity(0.5)"]
        k = min(n - len(out), r.choice([0, 0, 1, 1, 2]))
        out += ["    " + m for m in r.sample(mods, k)]
    return out


def make_swiftui(c, filename, target):
    r = c.r
    T, E, e, Es, es = c.T, c.E, c.e, c.Es, c.es
    vm = c.F + "ViewModel"
    common_setup(c, ["items"], ["isLoading", "isRefreshing"], ["selectedIndex"])
    c.struct = True
    c.calls = []
    fb = FB()
    fb.top = header(c, filename, "SwiftUI view") + ["import SwiftUI", ""]
    fb.open = ["struct " + T + ": View {"]
    fb.close = ["}"]
    fb.members.append([r.choice(["@StateObject private var viewModel = " + vm + "()", "@ObservedObject var viewModel: " + vm]),
                       "@Environment(\\.dismiss) private var dismiss", "@State private var isOn = false",
                       "@State private var selection: " + E + ".ID?", "@AppStorage(\"" + c.f + ".showsDetails\") private var showsDetails = true"])
    body = ["var body: some View {", "    NavigationStack {", "        List(selection: $selection) {",
            "            ForEach(viewModel.items) { " + e + " in", "                " + E + "Row(" + e + ": " + e + ")",
            "                    .swipeActions {", "                        Button(role: .destructive) {",
            "                            viewModel.delete(" + e + ")", "                        } label: {",
            "                            Label(\"Delete\", systemImage: \"trash\")", "                        }",
            "                    }", "            }", "        }", "        .navigationTitle(" + c.string() + ")",
            "        .refreshable { await viewModel.reload() }", "        .task { await viewModel.load() }",
            "        .overlay {", "            if viewModel.items.isEmpty && !viewModel.isLoading {",
            "                ContentUnavailableView(\"No " + es + "\", systemImage: \"" + r.choice(SF_SYMBOLS) + "\")", "            }", "        }",
            "        .toolbar {", "            ToolbarItem(placement: .cancellationAction) {", "                Button(\"Close\") { dismiss() }",
            "            }", "        }", "    }", "}"]
    fb.members.append(body)
    nsub = 0

    def extra_sub(maxn):
        nonlocal nsub
        nsub += 1
        n = min(maxn, r.randint(8, 40))
        if n < 8:
            return None
        name = c.unique_type(lambda: r.choice([E, c.F]) + r.choice(["Row", "Badge", "Header", "Card", "Footer", "Chip", "Tile", "Banner"]) + "View")
        inner = n - 8
        return (["struct " + name + ": View {", "    let " + e + ": " + E, "    @State private var isOn = false", "    @ObservedObject var viewModel: " + vm, "",
                 "    var body: some View {"] + ind(view_tree(c, max(1, inner), 1), 2) + ["    }", "}"])

    while True:
        rem = target - fb.count() - 12
        if rem <= 16:
            break
        if r.random() < 0.6:
            size = min(r.randint(8, 36), rem - 2)
            name = c.unique(lambda: r.choice(["header", "footer", "summary", "details", "filters", "stats", "actions", "banner", "emptyState"]) + r.choice(["Section", "View", "Row", "Card"]))
            fb.members.append(["@ViewBuilder", "private var " + name + ": some View {"] + ind(view_tree(c, size - 4)) + ["}"])
        else:
            b = extra_sub(rem - 2)
            if b:
                fb.after.append(b)
    fb.after.append(["#if DEBUG", "#Preview {", "    " + T + "()", "}", "", "struct " + T + "_Previews: PreviewProvider {",
                     "    static var previews: some View {", "        " + T + "()", "            .previewDisplayName(\"" + c.F + "\")", "    }", "}", "#endif"] if r.random() < 0.5 else
                    ["#Preview(\"" + c.F + " – dark\") {", "    " + T + "()", "        .preferredColorScheme(.dark)", "}"])
    fill(c, fb, target, ext_type=T, kind="struct", ext_prob=0.3)
    return fb


def test_assertion(c, throws, E, e, Es, es):
    r = c.r
    k = r.randrange(16)
    n = str(r.choice([0, 1, 2, 3, 5, 10, 20, 25]))
    if k == 0:
        return "XCTAssertEqual(sut.items.count, " + n + ")"
    if k == 1:
        return "XCTAssertEqual(sut.items.first?.name, " + c.string() + ")"
    if k == 2:
        return "XCTAssertTrue(sut.items.contains { $0." + r.choice(BOOL_FIELDS) + " })"
    if k == 3:
        return "XCTAssertFalse(sut.isLoading, \"loading indicator should be hidden\")"
    if k == 4:
        return "XCTAssertEqual(service.fetchCallCount, " + n + ", \"unexpected number of requests\")"
    if k == 5:
        return "XCTAssertEqual(sut.currentPage, " + n + ")"
    if k == 6 and throws:
        return "let " + e + " = try XCTUnwrap(sut.items.first(where: { $0." + r.choice(BOOL_FIELDS) + " }))"
    if k == 7:
        return "sut.searchText = " + c.string()
    if k == 8:
        return "service.error = URLError(." + r.choice(["timedOut", "notConnectedToInternet", "cancelled", "badServerResponse"]) + ")"
    if k == 9:
        return "XCTAssertEqual(sut.state, ." + r.choice(["idle", "loading"]) + ")"
    if k == 10:
        return "XCTAssertNil(sut.items.first { $0.id == " + E + ".samples.last?.id })"
    if k == 11:
        return "XCTAssertEqual(sut.items.map(\\.id), " + E + ".samples.prefix(" + n + ").map(\\.id))"
    if k == 12:
        return "service.stubbed" + Es + " = Array(" + E + ".samples.prefix(" + n + "))"
    if k == 13:
        return "XCTAssertGreaterThanOrEqual(sut.items.count, " + n + ")"
    if k == 14:
        return "XCTAssertEqual(sut.title, \"" + si("sut.items.count") + " " + es + "\")"
    return "// " + r.choice(["Given", "When", "Then", "Given a stubbed response", "When the request fails", "Then nothing is published"])


def test_method(c, size, E, e, Es, es):
    """A test method of exactly `size` lines (size >= 3)."""
    r = c.r
    name = c.unique(lambda: "test_" + r.choice(["load", "reload", "search", "toggleFavorite", "retry", "loadNextPage", "refresh", "fetch" + E, "decode" + E, "sort"])
                    + "_" + r.choice(["whenServiceSucceeds", "whenServiceFails", "withEmptyResponse", "withLargePage", "whileLoading", "afterCancel", "withUnicodeQuery"])
                    + "_" + r.choice(["updatesState", "setsError", "publishesItems", "doesNotCrash", "callsServiceOnce", "keepsSelection", "resetsPage"]))
    want = size - 2
    kind = r.randrange(3)
    if kind == 0 or want < 11:
        head = "func " + name + "() async throws {"
        base = ["service.stubbed" + Es + " = " + E + ".samples", "await sut.load()", "XCTAssertEqual(service.fetchCallCount, 1)"]
        throws = True
    elif kind == 1:
        head = "func " + name + "() {"
        base = ["let expectation = expectation(description: \"items published\")",
                "sut.$items", "    .dropFirst()", "    .sink { items in",
                "        XCTAssertFalse(items.isEmpty)", "        expectation.fulfill()", "    }", "    .store(in: &cancellables)",
                "service.updatesSubject.send(" + E + ".samples)", "wait(for: [expectation], timeout: " + r.choice(["1.0", "2", "0.5"]) + ")"]
        throws = False
    else:
        head = "func " + name + "() throws {"
        base = ["let json = \"\"\"", "{", "  \"id\": \"" + "8F2A6C1E-1B7D-4C1A-9E3B-0D5F6A7B8C9D" + "\",",
                "  \"name\": \"" + r.choice(UNICODE_BITS) + " " + c.word() + "\",",
                "  \"created_at\": \"2023-0" + str(r.randint(1, 9)) + "-1" + str(r.randint(0, 9)) + "T10:00:00Z\"", "}", "\"\"\"",
                "let decoder = JSONDecoder()", "decoder.dateDecodingStrategy = .iso8601",
                "let " + e + " = try decoder.decode(" + E + ".self, from: Data(json.utf8))",
                "XCTAssertFalse(" + e + ".name.isEmpty)"]
        throws = True
    body = base[:want] if len(base) > want and kind == 0 else base
    while len(body) < want:
        body.append(test_assertion(c, throws, E, e, Es, es))
    return [head] + ind(body) + ["}"]


def make_tests(c, filename, target, subject, subject_kind):
    r = c.r
    T, E, e, Es, es = c.T, c.E, c.e, c.Es, c.es
    common_setup(c, ["items"], ["isLoading"], ["currentPage"])
    c.calls = []
    mock = "Mock" + c.F + "Service"
    fb = FB()
    fb.top = header(c, filename, "Tests") + ["import XCTest", "import Combine", "@testable import " + c.app, ""]
    fb.open = ["final class " + T + ": XCTestCase {", ""]
    fb.close = ["}"]
    fb.members.append(["private var sut: " + subject + "!", "private var service: " + mock + "!",
                       "private var cancellables: Set<AnyCancellable>!"])
    fb.members.append(["override func setUp() {", "    super.setUp()", "    service = " + mock + "()",
                       "    cancellables = []", "    sut = " + subject + ("(service: service)" if subject_kind == "viewmodel" else "(client: MockAPIClient())"), "}", "",
                       "override func tearDown() {", "    sut = nil", "    service = nil", "    cancellables = nil", "    super.tearDown()", "}"])
    if c.once(mock):
        fb.after.append(["// MARK: - Mocks", "", "final class " + mock + ": " + c.F + "Servicing {",
                       "    var stubbed" + Es + ": [" + E + "] = []", "    var fetchCallCount = 0", "    var error: Error?",
                       "    let updatesSubject = PassthroughSubject<[" + E + "], Never>()", "",
                       "    var updates: AnyPublisher<[" + E + "], Never> { updatesSubject.eraseToAnyPublisher() }", "",
                       "    func fetch" + Es + "(page: Int) async throws -> Page<" + E + "> {", "        fetchCallCount += 1",
                       "        if let error { throw error }",
                       "        return Page(items: stubbed" + Es + ", nextCursor: nil, totalCount: stubbed" + Es + ".count)", "    }", "",
                       "    func setFavorite(_ isFavorite: Bool, for id: " + E + ".ID) async throws {}", "",
                       "    func fetch" + E + "(id: " + E + ".ID, completion: @escaping (Result<" + E + ", Error>) -> Void) {",
                       "        completion(stubbed" + Es + ".first.map { .success($0) } ?? .failure(TestError.notFound))", "    }", "}"])
    while True:
        rem = target - fb.count()
        if rem <= 3:
            break
        size = rem - 1 if rem <= 40 else min(r.randint(8, 34), rem - 6)
        fb.members.append(test_method(c, size, E, e, Es, es))
    pad(c, fb, target)
    return fb


def make_api_client(c, filename, target):
    r = c.r
    T = c.T
    common_setup(c, ["interceptors"], ["isRefreshingToken"], ["retryCount"])
    c.colls = ["pendingRequests"]
    c.calls = ["cancelAll", "resetSession"]
    fb = FB()
    fb.top = header(c, filename, "Networking") + ["import Foundation", "import Combine", ""]
    prelude = c.once("networking-prelude")
    if prelude:
        fb.top += ["enum HTTPMethod: String {", "    case get = \"GET\"", "    case post = \"POST\"", "    case put = \"PUT\"",
                   "    case patch = \"PATCH\"", "    case delete = \"DELETE\"", "}", "",
                   "struct Endpoint<Response: Decodable> {", "    var path: String", "    var method: HTTPMethod = .get",
                   "    var query: [String: String] = [:]", "    var body: Data?", "    var headers: [String: String] = [:]", "}", "",
                   "enum NetworkError: Error, LocalizedError {", "    case invalidURL(String)", "    case http(status: Int, body: Data?)",
                   "    case decoding(Error)", "    case offline", "    case cancelled", "",
                   "    var errorDescription: String? {", "        switch self {",
                   "        case .invalidURL(let path):", "            return \"Invalid URL: " + si("path") + "\"",
                   "        case .http(let status, _) where (500..<600).contains(status):",
                   "            return \"Server error (" + si("status") + ")\"", "        case .http(let status, _):",
                   "            return \"Request failed with status " + si("status") + "\"", "        case .decoding(let error):",
                   "            return \"Could not decode response: " + si("error.localizedDescription") + "\"",
                   "        case .offline:", "            return NSLocalizedString(\"network.offline\", comment: \"\")",
                   "        case .cancelled:", "            return nil", "        }", "    }", "}", "",
                   "protocol RequestInterceptor: AnyObject {", "    func adapt(_ request: URLRequest) async throws -> URLRequest",
                   "    func retry(_ request: URLRequest, dueTo error: Error, attempt: Int) async -> Bool", "}", ""]
    fb.open = ["final class " + T + " {", ""]
    fb.close = ["}"]
    fb.members.append(["static let shared = " + T + "(baseURL: URL(string: \"https://api." + c.app.lower() + ".com\")!)", "",
                       "private let baseURL: URL", "private let session: URLSession", "private let decoder = JSONDecoder()",
                       "private var interceptors: [RequestInterceptor] = []", "private var pendingRequests: [UUID: URLSessionTask] = [:]",
                       "private var progressObservations: [UUID: NSKeyValueObservation] = [:]",
                       "private let lock = NSLock()", "private var isRefreshingToken = false", "private var retryCount = 0",
                       "private let maxRetries = " + r.choice(["3", "5"]), "private let retryDelay: UInt64 = 500_000_000", "",
                       "/// Called on the main queue when a request comes back with 401.", "var onUnauthorized: (() -> Void)?"])
    fb.members.append(["init(baseURL: URL, configuration: URLSessionConfiguration = .default) {",
                       "    self.baseURL = baseURL", "    configuration.timeoutIntervalForRequest = " + r.choice(["30", "60", "15.0"]),
                       "    configuration.httpAdditionalHeaders = [\"Accept\": \"application/json\", \"X-Client\": \"ios/" + si("Bundle.main.shortVersion") + "\"]",
                       "    self.session = URLSession(configuration: configuration)", "    decoder.dateDecodingStrategy = .iso8601", "}"])
    fb.members.append(["func addInterceptor(_ interceptor: RequestInterceptor) {", "    interceptors.append(interceptor)", "}"])
    fb.members.append(["/// Sends `endpoint` and decodes the response, retrying transient failures.",
                       "func send<Response: Decodable>(_ endpoint: Endpoint<Response>) async throws -> Response {",
                       "    var request = try makeRequest(for: endpoint)", "    for interceptor in interceptors {",
                       "        request = try await interceptor.adapt(request)", "    }", "    var attempt = 0", "    while true {",
                       "        do {", "            let (data, response) = try await session.data(for: request)",
                       "            guard let http = response as? HTTPURLResponse else { throw NetworkError.offline }",
                       "            guard (200..<300).contains(http.statusCode) else {",
                       "                throw NetworkError.http(status: http.statusCode, body: data)", "            }",
                       "            if Response.self == EmptyResponse.self, let empty = EmptyResponse() as? Response {",
                       "                return empty", "            }", "            do {",
                       "                return try decoder.decode(Response.self, from: data)", "            } catch {",
                       "                throw NetworkError.decoding(error)", "            }", "        } catch {", "            attempt += 1",
                       "            let shouldRetry = await interceptors.asyncContains { await $0.retry(request, dueTo: error, attempt: attempt) }",
                       "            guard shouldRetry, attempt < maxRetries else { throw error }",
                       "            try await Task.sleep(nanoseconds: retryDelay * UInt64(attempt))", "        }", "    }", "}"])
    fb.members.append(["func request<Response: Decodable>(_ endpoint: Endpoint<Response>, completion: @escaping (Result<Response, Error>) -> Void) {",
                       "    Task { [weak self] in", "        guard let self else { return }", "        do {",
                       "            let value = try await self.send(endpoint)", "            await MainActor.run { completion(.success(value)) }",
                       "        } catch {", "            await MainActor.run { completion(.failure(error)) }", "        }", "    }", "}"])
    fb.members.append(["func upload(_ data: Data, to path: String, progress: @escaping (Double) -> Void) -> UUID {",
                       "    let id = UUID()", "    var request = URLRequest(url: baseURL.appendingPathComponent(path))",
                       "    request.httpMethod = HTTPMethod.post.rawValue",
                       "    let task = session.uploadTask(with: request, from: data) { [weak self] _, _, _ in",
                       "        self?.lock.withLock {", "            self?.pendingRequests[id] = nil", "            self?.progressObservations[id] = nil",
                       "        }", "    }", "    lock.withLock {", "        pendingRequests[id] = task",
                       "        progressObservations[id] = task.progress.observe(\\.fractionCompleted) { progressValue, _ in",
                       "            progress(progressValue.fractionCompleted)", "        }", "    }", "    task.resume()", "    return id", "}"])
    fb.members.append(["private func makeRequest<Response>(for endpoint: Endpoint<Response>) throws -> URLRequest {",
                       "    guard var components = URLComponents(url: baseURL.appendingPathComponent(endpoint.path), resolvingAgainstBaseURL: false) else {",
                       "        throw NetworkError.invalidURL(endpoint.path)", "    }",
                       "    components.queryItems = endpoint.query.isEmpty ? nil : endpoint.query.map { URLQueryItem(name: $0.key, value: $0.value) }",
                       "    guard let url = components.url else { throw NetworkError.invalidURL(endpoint.path) }",
                       "    var request = URLRequest(url: url)", "    request.httpMethod = endpoint.method.rawValue",
                       "    request.httpBody = endpoint.body", "    endpoint.headers.forEach { request.setValue($1, forHTTPHeaderField: $0) }",
                       "    return request", "}"])
    fb.members.append(["func cancelAll() {", "    lock.withLock {", "        pendingRequests.values.forEach { $0.cancel() }",
                       "        pendingRequests.removeAll()", "        progressObservations.removeAll()", "    }", "}"])
    fb.after.append((["struct EmptyResponse: Decodable {}", ""] if prelude else []) + ["private extension Array {",
                     "    func asyncContains(where predicate: (Element) async -> Bool) async -> Bool {",
                     "        for element in self where await predicate(element) {", "            return true", "        }",
                     "        return false", "    }", "}"])
    fill(c, fb, target, ext_type=T)
    return fb


def make_store(c, filename, target):
    r = c.r
    T, E, e, Es, es = c.T, c.E, c.e, c.Es, c.es
    common_setup(c, ["cached" + Es], ["needsSave"], ["schemaVersion"])
    c.calls = ["save", "purgeExpired"]
    fb = FB()
    fb.top = header(c, filename, "Persistence") + ["import Foundation", "import CoreData", "import Combine", ""]
    prelude = c.once("persistence-prelude")
    if prelude:
        fb.top += ["@propertyWrapper", "struct UserDefault<Value> {", "    let key: String", "    let defaultValue: Value",
                   "    var container: UserDefaults = .standard", "", "    var wrappedValue: Value {",
                   "        get { container.object(forKey: key) as? Value ?? defaultValue }",
                   "        set { container.set(newValue, forKey: key) }", "    }", "",
                   "    var projectedValue: Self { self }", "}", "",
                   "@propertyWrapper", "struct Clamped<Value: Comparable> {", "    private var value: Value",
                   "    let range: ClosedRange<Value>", "", "    init(wrappedValue: Value, _ range: ClosedRange<Value>) {",
                   "        self.range = range", "        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)", "    }", "",
                   "    var wrappedValue: Value {", "        get { value }", "        set { value = min(max(newValue, range.lowerBound), range.upperBound) }",
                   "    }", "}", ""]
    fb.open = ["final class " + T + " {", ""]
    fb.close = ["}"]
    fb.members.append(["static let shared = " + T + "()", "",
                       "@UserDefault(key: \"" + c.f + ".lastSync\", defaultValue: Date.distantPast)",
                       "var lastSync: Date", "",
                       "@UserDefault(key: \"" + c.f + ".hasCompletedOnboarding\", defaultValue: false)",
                       "var hasCompletedOnboarding: Bool", "", "@Clamped(1...100) var pageSize = " + r.choice(["20", "50", "25"]), "",
                       "private let container: NSPersistentContainer", "private var cancellables = Set<AnyCancellable>()",
                       "private var saveObserver: NSObjectProtocol?", "private var defaultsObservation: NSKeyValueObservation?",
                       "private var cached" + Es + ": [" + E + "] = []", "private var needsSave = false", "private var schemaVersion = " + r.choice(["1", "2", "3"])])
    init = ["private init() {", "    container = NSPersistentContainer(name: \"" + c.app + "\")",
            "    container.loadPersistentStores { description, error in", "        if let error {",
            "            assertionFailure(\"Failed to load store " + si("description.url?.lastPathComponent ?? \"?\"") + ": " + si("error") + "\")",
            "        }", "    }", "    container.viewContext.automaticallyMergesChangesFromParent = true"]
    if c.take("notification_block_leak"):
        init += [MARK + "    NotificationCenter.default.addObserver(forName: .NSManagedObjectContextDidSave, object: nil, queue: .main) { notification in",
                 "        self.container.viewContext.mergeChanges(fromContextDidSave: notification)", "    }"]
    else:
        init += ["    saveObserver = NotificationCenter.default.addObserver(forName: .NSManagedObjectContextDidSave, object: nil, queue: .main) { [weak self] notification in",
                 "        self?.container.viewContext.mergeChanges(fromContextDidSave: notification)", "    }"]
    if c.take("kvo_token_discarded"):
        init += [MARK + "    _ = UserDefaults.standard.observe(\\.appearance, options: [.new]) { [weak self] _, change in",
                 "        self?.applyAppearance(change.newValue)", "    }"]
    else:
        init += ["    defaultsObservation = UserDefaults.standard.observe(\\.appearance, options: [.new]) { [weak self] _, change in",
                 "        self?.applyAppearance(change.newValue)", "    }"]
    init += ["}"]
    fb.members.append(init)
    fb.members.append(["deinit {", "    if let saveObserver {", "        NotificationCenter.default.removeObserver(saveObserver)", "    }",
                       "    defaultsObservation?.invalidate()", "}"])
    fb.members.append(["func save() {", "    let context = container.viewContext", "    guard context.hasChanges else { return }",
                       "    do {", "        try context.save()", "        needsSave = false", "    } catch let error as NSError {",
                       "        logger.error(\"Save failed: " + si("error.code") + " " + si("error.userInfo") + "\")", "    }", "}"])
    fb.members.append(["func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async throws -> T {",
                       "    try await container.performBackgroundTask { context in", "        context.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy",
                       "        let value = try block(context)", "        if context.hasChanges { try context.save() }", "        return value", "    }", "}"])
    fb.members.append(["private func applyAppearance(_ value: Int?) {", "    switch value {", "    case 1?: ThemeManager.shared.style = .light",
                       "    case 2?: ThemeManager.shared.style = .dark", "    default: ThemeManager.shared.style = .system", "    }", "}", "",
                       "private let logger = Logger(subsystem: \"com." + c.app.lower() + ".persistence\", category: \"" + T + "\")"])
    if prelude:
        fb.after.append(["extension UserDefaults {", "    @objc dynamic var appearance: Int {", "        integer(forKey: \"appearance\")", "    }", "}"])
    fill(c, fb, target, ext_type=T)
    return fb


def make_extensions(c, filename, target):
    r = c.r
    common_setup(c, ["components"], ["isEmpty"], ["count"])
    c.struct = True
    fb = FB()
    fb.top = header(c, filename, "Extensions") + ["import UIKit", ""]
    blocks = [
        ["extension String {", "    var isValidEmail: Bool {",
         "        range(of: #\"^[A-Z0-9._%+-]+@[A-Z0-9.-]+\\.[A-Z]{2,}$\"#, options: [.regularExpression, .caseInsensitive]) != nil", "    }", "",
         "    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }", "",
         "    func truncated(to length: Int, trailing: String = \"…\") -> String {",
         "        count > length ? String(prefix(length)) + trailing : self", "    }", "}"],
        ["extension Array {", "    subscript(safe index: Int) -> Element? {", "        indices.contains(index) ? self[index] : nil", "    }", "",
         "    func chunked(into size: Int) -> [[Element]] {", "        stride(from: 0, to: count, by: size).map {",
         "            Array(self[$0 ..< Swift.min($0 + size, count)])", "        }", "    }", "}"],
        ["extension UIColor {", "    convenience init(hex: UInt32, alpha: CGFloat = 1.0) {",
         "        self.init(red: CGFloat((hex & 0xFF0000) >> 16) / 255.0,", "                  green: CGFloat((hex & 0x00FF00) >> 8) / 255.0,",
         "                  blue: CGFloat(hex & 0x0000FF) / 255.0,", "                  alpha: alpha)", "    }", "",
         "    static let brandPrimary = UIColor(hex: 0x" + format(r.randrange(0, 0xFFFFFF), "06X") + ")",
         "    static let brandSecondary = UIColor(hex: 0x" + format(r.randrange(0, 0xFFFFFF), "06X") + ", alpha: 0.8)", "}"],
        ["@resultBuilder", "enum ConstraintsBuilder {", "    static func buildBlock(_ components: [NSLayoutConstraint]...) -> [NSLayoutConstraint] {",
         "        components.flatMap { $0 }", "    }", "", "    static func buildExpression(_ expression: NSLayoutConstraint) -> [NSLayoutConstraint] {",
         "        [expression]", "    }", "", "    static func buildOptional(_ component: [NSLayoutConstraint]?) -> [NSLayoutConstraint] {",
         "        component ?? []", "    }", "", "    static func buildEither(first component: [NSLayoutConstraint]) -> [NSLayoutConstraint] {",
         "        component", "    }", "", "    static func buildEither(second component: [NSLayoutConstraint]) -> [NSLayoutConstraint] {",
         "        component", "    }", "}", "", "extension NSLayoutConstraint {",
         "    static func activate(@ConstraintsBuilder _ builder: () -> [NSLayoutConstraint]) {", "        activate(builder())", "    }", "}"],
        ["extension Date {", "    private static let relativeFormatter: RelativeDateTimeFormatter = {",
         "        let formatter = RelativeDateTimeFormatter()", "        formatter.unitsStyle = .short", "        return formatter", "    }()", "",
         "    var relativeDescription: String {", "        Date.relativeFormatter.localizedString(for: self, relativeTo: Date())", "    }", "",
         "    func isSameDay(as other: Date, calendar: Calendar = .current) -> Bool {",
         "        calendar.isDate(self, inSameDayAs: other)", "    }", "}"],
        ["extension Publisher where Failure == Never {", "    func weakAssign<Root: AnyObject>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on root: Root) -> AnyCancellable {",
         "        sink { [weak root] value in", "            root?[keyPath: keyPath] = value", "        }", "    }", "}"],
        ["extension UIViewController {", "    static func instantiate(from storyboard: Storyboard) -> Self {",
         "        let name = String(describing: self)",
         "        guard let controller = UIStoryboard(name: storyboard.rawValue, bundle: nil).instantiateViewController(withIdentifier: name) as? Self else {",
         "            fatalError(\"Missing view controller " + si("name") + " in " + si("storyboard.rawValue") + ".storyboard\")", "        }",
         "        return controller", "    }", "", "    func embed(_ child: UIViewController, in container: UIView? = nil) {",
         "        addChild(child)", "        (container ?? view).addSubview(child.view)", "        child.view.frame = (container ?? view).bounds",
         "        child.didMove(toParent: self)", "    }", "}"],
    ]
    r.shuffle(blocks)
    for b in blocks[:r.randint(2, 5)]:
        if c.once("extension-block:" + b[0] + b[1]):
            fb.after.append(b)
    fb.top.insert(fb.top.index("import UIKit") + 1, "import Combine")
    fill(c, fb, target, ext_type=r.choice(["String", "Array", "UIView", "Date", "Optional", "Collection", "URL", "Data"]), kind="struct", ext_prob=1.0)
    return fb


# --------------------------------------------------------------------------------------------
# Planning
# --------------------------------------------------------------------------------------------

KIND_DIR = {"vc": "Views", "cell": "Views", "uiview": "Views", "swiftui": "Views", "viewmodel": "ViewModels",
            "coordinator": "Coordinators", "service": "Services", "models": "Models"}
MAKERS = {"vc": make_vc, "cell": make_cell, "uiview": make_uiview, "swiftui": make_swiftui, "viewmodel": make_viewmodel,
          "coordinator": make_coordinator, "service": make_service, "models": make_models,
          "api_client": make_api_client, "store": make_store, "extensions": make_extensions}


def type_name_for(kind, r, F, E):
    if kind == "vc":
        return r.choice([F + "ViewController", E + "ListViewController", E + "DetailViewController", "Edit" + E + "ViewController",
                         F + E + "ViewController", r.choice(["Recent", "Featured", "Saved", "Shared", "Pending"]) + plural(E) + "ViewController"])
    if kind == "cell":
        return r.choice([E + "Cell", F + E + "Cell", E + "CollectionCell", E + "SummaryCell"])
    if kind == "uiview":
        return r.choice([E + "HeaderView", E + "CardView", F + "BannerView", E + "PlayerView", E + "BadgeView"])
    if kind == "swiftui":
        return r.choice([F + "View", E + "ListView", E + "DetailScreen", F + "SummaryView", E + "EditorView"])
    if kind == "viewmodel":
        return r.choice([F + "ViewModel", E + "ListViewModel", E + "DetailViewModel", "Edit" + E + "ViewModel", F + E + "ViewModel"])
    if kind == "coordinator":
        return r.choice([F + "Coordinator", E + "FlowCoordinator", F + E + "Coordinator"])
    if kind == "service":
        return r.choice([F + "Service", E + "Service", E + "Repository", F + "SyncManager", E + "Provider"])
    if kind == "models":
        return r.choice([E, E + "+Codable", F + "Models", E + "Status", E + "DTO"])
    return E


CORE_NAMES = {
    "Networking": ["APIClient", "HTTPClient", "NetworkService", "GraphQLClient", "UploadClient", "DownloadManager",
                   "RequestExecutor", "WebServiceClient", "RestClient", "MediaClient"],
    "Persistence": ["PersistenceController", "CoreDataStack", "SettingsStore", "DraftStore", "CacheStore",
                    "OfflineStore", "PreferencesStore", "SyncStore", "LocalDatabase", "ArchiveStore"],
    "UI": ["LoadingView", "ToastView", "ThemeView", "BadgeView", "ShimmerView", "EmptyStateView",
           "RoundedButtonView", "AvatarView", "ChipView", "RatingView"],
}
EXT_TYPES = ["String", "Array", "UIColor", "Date", "UIView", "Publisher", "UIViewController", "Collection", "URL",
             "Data", "UIImage", "Optional", "Decimal", "NSAttributedString", "UITableView", "UICollectionView",
             "Bundle", "Locale", "Result", "Task", "UIFont", "CGRect", "Sequence", "Dictionary"]
EXT_TOPICS = ["Validation", "Safe", "Hex", "Formatting", "Layout", "Helpers", "Query", "Accessibility",
              "Localization", "Convenience", "Styling", "Diffing", "Storyboard", "Weak", "Async", "Sorting"]


def pick_kind(r, folder):
    if folder == "Views":
        return r.choices(["vc", "cell", "uiview", "swiftui"], [55, 15, 12, 18])[0]
    return {"ViewModels": "viewmodel", "Coordinators": "coordinator", "Services": "service", "Models": "models"}[folder]


class Planner:
    def __init__(self, seed):
        self.seed = seed
        self.r = random.Random("plan:" + str(seed))
        self.app = self.r.choice(APP_NAMES)
        self.features = FEATURES[:]
        self.r.shuffle(self.features)
        self.used_features = set()
        self.paths = set()
        self.basenames = set()  # unique file names, as an Xcode target requires
        self.declared = set()   # corpus-wide declared names (see Ctx.unique_type / Ctx.once)
        self.feature_i = -1
        self.feature = None
        self.feature_left = 0
        self.feature_entities = []
        self.subjects = []  # (feature, entities, type, kind) for tests
        self.core_i = {}

    def next_feature(self):
        r = self.r
        self.feature_i += 1
        if self.feature_i < len(self.features):
            name = self.features[self.feature_i]
        else:
            for _ in range(50):
                name = r.choice(FEATURE_PREFIXES) + r.choice(FEATURES)
                if name not in self.used_features:
                    break
            else:
                name = r.choice(FEATURE_PREFIXES) + r.choice(FEATURES) + str(self.feature_i)
        self.used_features.add(name)
        self.feature = name
        self.feature_left = r.randint(12, 40)
        self.feature_entities = r.sample(ENTITIES, r.randint(3, 6))

    def next(self):
        """Returns (relpath, kind, feature, entity, others, type_name, extra)."""
        r = self.r
        x = r.random()
        if x < 0.10:
            folder = r.choices(["Networking", "Persistence", "Extensions", "UI"], [3, 3, 2, 2])[0]
            kind = {"Networking": "api_client", "Persistence": "store", "Extensions": "extensions", "UI": "uiview"}[folder]
            i = self.core_i.get(folder, 0)
            self.core_i[folder] = i + 1
            for attempt in range(30):
                if folder == "Extensions":
                    base = r.choice(EXT_TYPES) + "+" + r.choice(EXT_TOPICS)
                else:
                    names = CORE_NAMES[folder]
                    base = names[i] if i < len(names) and attempt == 0 else r.choice(ENTITIES) + r.choice(names)
                if base + ".swift" not in self.basenames:
                    break
            else:
                base = base + str(i)
            path = "Core/" + folder + "/" + base + ".swift"
            self.basenames.add(base + ".swift")
            self.paths.add(path)
            ent = r.choice(ENTITIES)
            return path, kind, "App", ent, r.sample(ENTITIES, 3), base.split("+")[0] if "+" not in base else base.replace("+", ""), None
        if x < 0.22 and self.subjects:
            F, ents, subject, skind = r.choice(self.subjects)
            T = subject + "Tests"
            path = "Tests/" + F + "Tests/" + T + ".swift"
            if T + ".swift" in self.basenames:
                T = subject + r.choice(["Behavior", "Regression", "Snapshot", "Decoding", "Performance"]) + "Tests"
                path = "Tests/" + F + "Tests/" + T + ".swift"
            if T + ".swift" not in self.basenames:
                self.basenames.add(T + ".swift")
                self.paths.add(path)
                E = r.choice(ents)
                return path, "tests", F, E, ents, T, (subject, skind)
        if self.feature_left <= 0 or self.feature is None:
            self.next_feature()
        self.feature_left -= 1
        F = self.feature
        folder = r.choices([f for f, _ in FOLDER_WEIGHTS], [w for _, w in FOLDER_WEIGHTS])[0]
        kind = pick_kind(r, folder)
        for attempt in range(20):
            E = r.choice(self.feature_entities) if attempt < 10 else r.choice(ENTITIES)
            T = type_name_for(kind, r, F, E)
            if T + ".swift" not in self.basenames:
                break
        else:
            T = F + T
            while T + ".swift" in self.basenames:
                T += "V2"
        path = "Features/" + F + "/" + folder + "/" + T + ".swift"
        self.basenames.add(T + ".swift")
        self.paths.add(path)
        if kind in ("viewmodel", "service"):
            self.subjects.append((F, self.feature_entities, T, kind))
        others = [x for x in self.feature_entities if x != E] or [r.choice(ENTITIES)]
        return path, kind, F, E, others, T.replace("+", ""), None


def build_file(seed, index, app, plan, target, declared):
    path, kind, F, E, others, T, extra = plan
    r = random.Random(str(seed) + ":" + str(index) + ":" + path)
    bug = None
    if kind in BUGS_BY_KIND and r.random() < BUG_RATE:
        bug = r.choice(BUGS_BY_KIND[kind])
    c = Ctx(r, app, F, E, others, bug, declared)
    c.T = T
    declared.add(T)
    filename = os.path.basename(path)
    if kind == "tests":
        fb = make_tests(c, filename, target, extra[0], extra[1])
    else:
        fb = MAKERS[kind](c, filename, target)
    lines = fb.render()
    bugs = []
    if bug:
        for i, l in enumerate(lines):
            if l.startswith(MARK) or MARK in l:
                lines[i] = l.replace(MARK, "")
                bugs.append({"file": path, "line": i + 1, "kind": bug})
    return lines, bugs


def main(argv=None):
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    ap.add_argument("--lines", type=int, default=1_000_000, help="total number of lines (default 1000000)")
    ap.add_argument("--out", default=os.path.join(here, "corpus"), help="output directory (default Benchmarks/corpus)")
    ap.add_argument("--force", action="store_true", help="replace --out even if it does not look like a generated corpus")
    ap.add_argument("--quiet", action="store_true", help="only print the summary line")
    args = ap.parse_args(argv)
    if args.lines < 1:
        ap.error("--lines must be positive")

    out = os.path.abspath(args.out)
    if os.path.exists(out):
        looks_generated = os.path.exists(os.path.join(out, MANIFEST_NAME)) or not os.listdir(out)
        if not looks_generated and not args.force:
            print("error: " + out + " exists and is not a generated corpus (no " + MANIFEST_NAME + "); use --force", file=sys.stderr)
            return 2
        shutil.rmtree(out)
    os.makedirs(out)

    t0 = time.monotonic()
    planner = Planner(args.seed)
    sizes = random.Random("sizes:" + str(args.seed))
    total_lines = 0
    total_bytes = 0
    nfiles = 0
    all_bugs = []
    made_dirs = set()
    index = 0
    while total_lines < args.lines:
        rem = args.lines - total_lines
        if rem > 2 * MAX_FILE_LINES:
            target = sizes.randint(MIN_FILE_LINES, MAX_FILE_LINES)
        elif rem > MAX_FILE_LINES:
            lo = max(MIN_FILE_LINES, rem - MAX_FILE_LINES)
            hi = min(MAX_FILE_LINES, rem - MIN_FILE_LINES)
            target = sizes.randint(lo, hi) if lo <= hi else rem // 2
        else:
            target = rem
        plan = planner.next()
        lines, bugs = build_file(args.seed, index, planner.app, plan, target, planner.declared)
        index += 1
        if len(lines) > rem:
            # A file's fixed skeleton can exceed a tiny remainder; trim at a line boundary
            # (only happens for --lines smaller than a typical file).
            lines = lines[:rem]
            bugs = [b for b in bugs if b["line"] <= rem]
        text = "\n".join(lines) + "\n"
        data = text.encode("utf-8")
        path = plan[0]
        d = os.path.dirname(path)
        if d not in made_dirs:
            os.makedirs(os.path.join(out, d), exist_ok=True)
            made_dirs.add(d)
        with open(os.path.join(out, path), "wb") as fh:
            fh.write(data)
        nfiles += 1
        total_lines += len(lines)
        total_bytes += len(data)
        all_bugs += bugs
        if not args.quiet and nfiles % 500 == 0:
            print("  ... " + str(nfiles) + " files, " + str(total_lines) + " lines", file=sys.stderr)
    elapsed = time.monotonic() - t0
    kinds = {}
    for b in all_bugs:
        kinds[b["kind"]] = kinds.get(b["kind"], 0) + 1
    manifest = {
        "generator_version": GENERATOR_VERSION,
        "seed": args.seed,
        "lines": total_lines,
        "requested_lines": args.lines,
        "files": nfiles,
        "bytes": total_bytes,
        "app": planner.app,
        "seeded_mistakes": {"count": len(all_bugs), "by_kind": dict(sorted(kinds.items())), "list": all_bugs},
    }
    with open(os.path.join(out, MANIFEST_NAME), "w") as fh:
        json.dump(manifest, fh, indent=1, sort_keys=True)
        fh.write("\n")
    if not args.quiet:
        print("seeded mistakes: " + str(len(all_bugs)) + " in " + str(len({b["file"] for b in all_bugs})) + " files ("
              + ", ".join(k + "=" + str(v) for k, v in sorted(kinds.items())) + ")")
    print("wrote " + str(nfiles) + " files, " + str(total_lines) + " lines, " + str(total_bytes) + " bytes ("
          + format(total_bytes / 1e6, ".1f") + " MB) to " + out + " in " + format(elapsed, ".1f") + " s")
    return 0


if __name__ == "__main__":
    sys.exit(main())

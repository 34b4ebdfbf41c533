import GrammarWorkbench
import Testing

struct PhoneticKeyTests {
    @Test(arguments: [("for", "four"), ("to", "two"), ("too", "to"), ("ate", "eight"), ("xl", "ex el"), ("by", "bye"), ("there", "their"), ("won", "one")])
    func soundAlikesShareAKey(first: String, second: String) {
        #expect(PhoneticKey.key(first) == PhoneticKey.key(second))
    }

    @Test(arguments: [("for", "five"), ("cab", "car"), ("xl", "suv"), ("pool", "premium")])
    func differentSoundsKeepDifferentKeys(first: String, second: String) {
        #expect(PhoneticKey.key(first) != PhoneticKey.key(second))
    }
}

import Testing
@testable import TranscriptHarness

@Suite struct LineDiffTests {
    @Test func findsTheLongestCommonSubsequence() {
        let edits = LineDiff.edits(from: ["a", "b", "c", "d"], to: ["a", "x", "c", "d", "e"])
        #expect(edits == [
            .same(old: 0, new: 0), .removed(old: 1), .inserted(new: 1), .same(old: 2, new: 2),
            .same(old: 3, new: 3), .inserted(new: 4),
        ])
    }

    @Test func handlesEmptySides() {
        #expect(LineDiff.edits(from: [], to: ["a"]) == [.inserted(new: 0)])
        #expect(LineDiff.edits(from: ["a"], to: []) == [.removed(old: 0)])
        #expect(LineDiff.edits(from: [], to: []) == [])
    }

    @Test func keepsEqualListsUnchanged() {
        #expect(LineDiff.edits(from: ["a", "b"], to: ["a", "b"]).allSatisfy { !$0.isChange })
        #expect(LineDiff.hunks(LineDiff.edits(from: ["a", "b"], to: ["a", "b"])).isEmpty)
    }

    @Test func replacesWholesaleWhenBothSidesAreHuge() {
        let old = (0..<3000).map { "old \($0)" }
        let new = ["same"] + (0..<3000).map { "new \($0)" } + ["end"]
        let edits = LineDiff.edits(from: ["same"] + old + ["end"], to: new)
        #expect(edits.count == 1 + 3000 + 3000 + 1)
        #expect(edits.first == .same(old: 0, new: 0))
        #expect(edits.last == .same(old: 3001, new: 3001))
    }

    @Test func splitsDistantChangesIntoHunksWithContext() {
        let old = (1...20).map(String.init)
        var new = old
        new[1] = "two"
        new[18] = "nineteen"
        let hunks = LineDiff.hunks(LineDiff.edits(from: old, to: new))
        #expect(hunks.count == 2)
        #expect(hunks[0].count == 6)  // 1 context before, -/+, 3 after
        #expect(hunks[1].count == 6)  // 3 before, -/+, 1 after
    }

    @Test func mergesNearbyChangesIntoOneHunk() {
        let old = (1...12).map(String.init)
        var new = old
        new[2] = "three"
        new[8] = "nine"
        #expect(LineDiff.hunks(LineDiff.edits(from: old, to: new)).count == 1)
    }
}

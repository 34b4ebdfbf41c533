import GRDB
import RideLanguage
import RideIntents

/// User vocabulary (saved place names, payment nicknames), kept per profile as INVocabulary
/// would hold it, any card number in it cut to its last four digits. The profile must have been
/// saved first.
extension RideStore {
    /// Replaces the vocabulary kept for `profileName`; writes nothing when it is kept as it is.
    public func saveVocabulary(_ vocabulary: UserVocabulary, forProfile profileName: String) throws {
        let redacted = UserVocabulary(
            placeNames: Self.distinct(vocabulary.placeNames.map(CardNumberRedaction.redacted)),
            paymentNicknames: Self.distinct(vocabulary.paymentNicknames.map(CardNumberRedaction.redacted))
        )
        if let kept = try? self.vocabulary(forProfile: profileName), kept == redacted { return }
        try write { db in
            try db.run(sql: "DELETE FROM vocabularyTerm WHERE profileName = ?", arguments: [profileName])
            let terms = vocabulary.placeNames.map { ("placeName", $0) } + vocabulary.paymentNicknames.map { ("paymentNickname", $0) }
            for (kind, phrase) in terms.map({ ($0.0, CardNumberRedaction.redacted($0.1)) }) {
                try db.run(
                    sql: "INSERT OR IGNORE INTO vocabularyTerm (profileName, kind, phrase) VALUES (?, ?, ?)",
                    arguments: [profileName, kind, phrase]
                )
            }
        }
    }

    /// The vocabulary kept for `profileName`, in the order it was saved.
    public func vocabulary(forProfile profileName: String) throws(StoreError) -> UserVocabulary {
        try read { db in
            let terms = try Row.fetchAll(db.cachedStatement(sql: "SELECT kind, phrase FROM vocabularyTerm WHERE profileName = ? ORDER BY rowid"), arguments: [profileName])
                .map(StoreRows.vocabularyTerm)
            return UserVocabulary(
                placeNames: terms.filter { $0.kind == "placeName" }.map(\.phrase),
                paymentNicknames: terms.filter { $0.kind == "paymentNickname" }.map(\.phrase)
            )
        }
    }

    /// The phrases without repeats, in order (the table keeps each phrase once).
    private static func distinct(_ phrases: [String]) -> [String] {
        var seen = Set<String>()
        return phrases.filter { seen.insert($0).inserted }
    }
}

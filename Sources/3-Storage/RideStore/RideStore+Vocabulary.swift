import GRDB
import RideLanguage
import RideIntents

/// User vocabulary (saved place names, payment nicknames), kept per profile as INVocabulary
/// would hold it, any card number in it cut to its last four digits. The profile must have been
/// saved first.
extension RideStore {
    /// Replaces the vocabulary kept for `profileName`.
    public func saveVocabulary(_ vocabulary: UserVocabulary, forProfile profileName: String) throws {
        try write { db in
            try db.execute(sql: "DELETE FROM vocabularyTerm WHERE profileName = ?", arguments: [profileName])
            let terms = vocabulary.placeNames.map { ("placeName", $0) } + vocabulary.paymentNicknames.map { ("paymentNickname", $0) }
            for (kind, phrase) in terms.map({ ($0.0, CardNumberRedaction.redacted($0.1)) }) {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO vocabularyTerm (profileName, kind, phrase) VALUES (?, ?, ?)",
                    arguments: [profileName, kind, phrase]
                )
            }
        }
    }

    /// The vocabulary kept for `profileName`, in the order it was saved.
    public func vocabulary(forProfile profileName: String) throws(StoreError) -> UserVocabulary {
        try read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT kind, phrase FROM vocabularyTerm WHERE profileName = ? ORDER BY rowid", arguments: [profileName])
            return UserVocabulary(
                placeNames: rows.filter { $0["kind"] == "placeName" }.map { $0["phrase"] },
                paymentNicknames: rows.filter { $0["kind"] == "paymentNickname" }.map { $0["phrase"] }
            )
        }
    }
}

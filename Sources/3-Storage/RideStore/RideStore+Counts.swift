import GRDB

extension RideStore {
    /// How many rides and donations the store holds, counted in SQL (nothing decoded).
    public func rowCounts() throws(StoreError) -> (rides: Int, donations: Int) {
        try read { db in
            (try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM ride")) ?? 0, try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM donation")) ?? 0)
        }
    }
}

import GRDB
import RideIntents
import RideSimulation

/// The rider's profile: current location, saved places and payment methods, the methods masked
/// to brand, last four digits and nickname.
extension RideStore {
    /// Writes `profile`, replacing what was kept under its name; writes nothing when the store
    /// already keeps it as it is (a store that cannot be written still opens).
    public func saveProfile(_ profile: UserProfile) throws {
        var masked = profile
        masked.paymentMethods = profile.paymentMethods.map { MaskedPaymentMethod($0).paymentMethod }
        masked.defaultPaymentMethodIdentifier = profile.defaultPaymentMethodIdentifier.flatMap(MaskedPaymentMethod.safeIdentifier)
        if let kept = try? self.profile(named: profile.name), kept == masked { return }
        let location = try StoreCoding.json(profile.currentLocation)
        let places = try profile.savedPlaces.map { (place: $0, aliases: try StoreCoding.json($0.aliases), placemark: try StoreCoding.json($0.placemark)) }
        try write { db in
            try db.run(
                sql: """
                    INSERT INTO profile (name, currentLocation, defaultPaymentMethodIdentifier) VALUES (?, ?, ?)
                    ON CONFLICT (name) DO UPDATE SET currentLocation = excluded.currentLocation,
                        defaultPaymentMethodIdentifier = excluded.defaultPaymentMethodIdentifier
                    """,
                arguments: [profile.name, location, profile.defaultPaymentMethodIdentifier.flatMap(MaskedPaymentMethod.safeIdentifier)]
            )
            try db.run(sql: "DELETE FROM savedPlace WHERE profileName = ?", arguments: [profile.name])
            try db.run(sql: "DELETE FROM paymentMethod WHERE profileName = ?", arguments: [profile.name])
            for (position, saved) in places.enumerated() {
                try db.run(
                    sql: "INSERT INTO savedPlace (profileName, position, name, aliases, placemark) VALUES (?, ?, ?, ?, ?)",
                    arguments: [profile.name, position, saved.place.name, saved.aliases, saved.placemark]
                )
            }
            for (position, method) in profile.paymentMethods.map(MaskedPaymentMethod.init).enumerated() {
                try db.run(
                    sql: "INSERT INTO paymentMethod (profileName, position, type, brand, lastFour, nickname, identifier) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    arguments: [profile.name, position, method.type.rawValue, method.brand, method.lastFour, method.nickname, method.identifier]
                )
            }
        }
    }

    /// The profile kept under `name`, its payment methods masked; `nil` when there is none.
    public func profile(named name: String) throws(StoreError) -> UserProfile? {
        try read { db in
            guard let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT * FROM profile WHERE name = ?"), arguments: [name]) else { return nil }
            let places = try Row.fetchAll(db.cachedStatement(sql: "SELECT * FROM savedPlace WHERE profileName = ? ORDER BY position"), arguments: [name])
                .map(StoreRows.savedPlace)
            let methods = try Row.fetchAll(db.cachedStatement(sql: "SELECT * FROM paymentMethod WHERE profileName = ? ORDER BY position"), arguments: [name])
                .map(StoreRows.paymentMethod)
            let fields = try StoreRows.profileFields(row)
            return UserProfile(
                name: name, currentLocation: fields.currentLocation, savedPlaces: places, paymentMethods: methods,
                defaultPaymentMethodIdentifier: fields.defaultPaymentMethodIdentifier
            )
        }
    }
}

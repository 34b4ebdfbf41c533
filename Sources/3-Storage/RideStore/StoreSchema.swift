import GRDB

/// The store's tables, built by versioned migrations. Each migration also sets SQLite's
/// `user_version` to its number, so a Hail can tell a store from a newer Hail before touching it.
enum StoreSchema {
    /// The newest schema version this Hail knows.
    static let version = 3
    /// The version that added the rides' and donations' checksums (`RowChecksum`).
    static let rowChecksumVersion = 2

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: rides, status history, profile, vocabulary, donations") { db in
            try db.execute(sql: """
                CREATE TABLE ride (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    identifier TEXT NOT NULL UNIQUE,
                    bookedAt DATETIME NOT NULL,
                    pickupName TEXT NOT NULL,
                    dropOffName TEXT NOT NULL,
                    rideOption TEXT NOT NULL,
                    partySize INTEGER NOT NULL,
                    fareMinorUnits INTEGER NOT NULL,
                    fareCurrency TEXT NOT NULL,
                    paymentBrand TEXT,
                    paymentLastFour TEXT CHECK (paymentLastFour IS NULL OR length(paymentLastFour) <= 4),
                    paymentNickname TEXT,
                    pickupDate DATETIME NOT NULL,
                    dropOffDate DATETIME NOT NULL,
                    canceledAt DATETIME,
                    cancellationFeeMinorUnits INTEGER,
                    rating INTEGER,
                    tipMinorUnits INTEGER,
                    record TEXT NOT NULL CHECK (json_valid(record))
                );
                CREATE TABLE rideStatusEvent (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    rideId INTEGER NOT NULL REFERENCES ride(id) ON DELETE CASCADE,
                    at DATETIME NOT NULL,
                    kind TEXT NOT NULL CHECK (kind IN ('phase', 'change')),
                    name TEXT NOT NULL
                );
                CREATE INDEX rideStatusEventByRide ON rideStatusEvent(rideId, at);
                CREATE TABLE storeRevision (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    revision INTEGER NOT NULL
                );
                INSERT INTO storeRevision (id, revision) VALUES (1, 0);
                CREATE TABLE profile (
                    name TEXT PRIMARY KEY,
                    currentLocation TEXT NOT NULL CHECK (json_valid(currentLocation)),
                    defaultPaymentMethodIdentifier TEXT
                );
                CREATE TABLE savedPlace (
                    profileName TEXT NOT NULL REFERENCES profile(name) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    name TEXT NOT NULL,
                    aliases TEXT NOT NULL CHECK (json_valid(aliases)),
                    placemark TEXT NOT NULL CHECK (json_valid(placemark)),
                    PRIMARY KEY (profileName, position)
                );
                CREATE TABLE paymentMethod (
                    profileName TEXT NOT NULL REFERENCES profile(name) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    type INTEGER NOT NULL,
                    brand TEXT,
                    lastFour TEXT CHECK (lastFour IS NULL OR length(lastFour) <= 4),
                    nickname TEXT,
                    identifier TEXT,
                    PRIMARY KEY (profileName, position)
                );
                CREATE TABLE vocabularyTerm (
                    profileName TEXT NOT NULL REFERENCES profile(name) ON DELETE CASCADE,
                    kind TEXT NOT NULL CHECK (kind IN ('placeName', 'paymentNickname')),
                    phrase TEXT NOT NULL,
                    PRIMARY KEY (profileName, kind, phrase)
                );
                CREATE TABLE donation (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    donatedAt DATETIME NOT NULL,
                    rideIdentifier TEXT NOT NULL,
                    userText TEXT NOT NULL,
                    reservation TEXT NOT NULL CHECK (json_valid(reservation))
                );
                PRAGMA user_version = 1;
                """)
        }
        // NB: the rows already there have no checksum: the first open after this migration reads
        // them all (as every open did before it), and sets their checksums. The index serves a
        // booking's ride-in-progress check, which otherwise read every ride kept.
        migrator.registerMigration("v2: a checksum on each ride and donation row, so an open reads only rows changed since") { db in
            try db.execute(sql: """
                ALTER TABLE ride ADD COLUMN checksum INTEGER;
                ALTER TABLE donation ADD COLUMN checksum INTEGER;
                CREATE INDEX rideByDropOff ON ride(dropOffDate);
                PRAGMA user_version = 2;
                """)
        }
        // NB: what a session restores (`RideStore.ridesToRestore`) is read through indexes, so a
        // turn's cost does not grow with the rides kept: rides ahead by pickup or drop-off time, and
        // each car's last ride by its plate (the car's place and time free follow from it). Before,
        // every turn after a change decoded every ride ever booked (1,000 book-and-cancel turns: 85 s).
        migrator.registerMigration("v3: indexes for the rides a session restores (by pickup time, each car's last ride)") { db in
            try db.execute(sql: """
                CREATE INDEX rideByPickup ON ride(pickupDate);
                CREATE INDEX rideByCar ON ride(\(RideStore.carPlateExpression), id);
                PRAGMA user_version = 3;
                """)
        }
        return migrator
    }
}

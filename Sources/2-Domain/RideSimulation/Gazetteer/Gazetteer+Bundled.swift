import Foundation

extension Gazetteer {
    /// The gazetteer shipped in the module's `Data/` folder; `Gazetteer.empty` if it failed to load
    /// (see `bundledLoadError`, which a program should report at start-up).
    public static var bundled: Gazetteer {
        (try? bundledResult.get()) ?? .empty
    }

    /// Why the shipped gazetteer failed to load, if it did.
    public static var bundledLoadError: GazetteerLoadError? {
        if case .failure(let error) = bundledResult { return error }
        return nil
    }

    /// Loads the shipped `Data/places.tsv` and `Data/streets.tsv`.
    public static func loadBundled() throws(GazetteerLoadError) -> Gazetteer {
        try bundledResult.get()
    }

    private static let bundledResult: Result<Gazetteer, GazetteerLoadError> = Result { () throws(GazetteerLoadError) in
        let places = try readBundledFile("places")
        let streets = try readBundledFile("streets")
        return try Gazetteer(placesTSV: places, streetsTSV: streets)
    }

    private static func readBundledFile(_ name: String) throws(GazetteerLoadError) -> String {
        let file = "\(name).tsv"
        guard let url = Bundle.module.url(forResource: name, withExtension: "tsv", subdirectory: "Data") else {
            throw GazetteerLoadError(file: file, line: 1, message: "missing from the RideSimulation resource bundle")
        }
        do {
            return try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw GazetteerLoadError(file: url.path, line: 1, message: "cannot be read: \(error.localizedDescription)")
        }
    }
}

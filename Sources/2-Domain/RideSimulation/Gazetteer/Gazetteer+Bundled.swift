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
        let candidates = dataFolders.map { $0.appendingPathComponent(file) }
        guard let url = candidates.first(where: { FileManager.default.isReadableFile(atPath: $0.path) }) else {
            throw GazetteerLoadError(
                file: file, line: 1,
                message: "not found; looked in " + dataFolders.map(\.path).joined(separator: ", ")
            )
        }
        do {
            return try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw GazetteerLoadError(file: url.path, line: 1, message: "cannot be read: \(error.localizedDescription)")
        }
    }

    /// Where the shipped data may be, first match wins: the resource bundle SwiftPM puts beside the
    /// executable (or test bundle), an installed copy (`../share/hail/Data`), then the checkout this
    /// module was built from.
    /// NB: not `Bundle.module`, whose accessor stops the program when the bundle is missing.
    static var dataFolders: [URL] {
        var folders: [URL] = []
        let bundleName = "Hail_RideSimulation.resources"
        for base in [Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent(), Bundle.main.bundleURL] {
            guard let base else { continue }
            folders.append(base.appendingPathComponent(bundleName).appendingPathComponent("Data"))
            folders.append(base.deletingLastPathComponent().appendingPathComponent(bundleName).appendingPathComponent("Data"))
            folders.append(base.appendingPathComponent("../share/hail/Data").standardizedFileURL)
        }
        folders.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Data"))
        return folders
    }
}

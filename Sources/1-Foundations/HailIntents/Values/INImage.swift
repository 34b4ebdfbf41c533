import Foundation

/// An image for Siri and Maps to show: a vehicle's map annotation, a badge, a driver's photo.
///
/// Hail has no screen; it keeps where the image comes from so that transcripts can name it.
open class INImage: NSObject {
    /// Where an image comes from, as Hail names it.
    package enum Source: Equatable, Sendable {
        /// An asset of the app's catalogue (``init(named:)``).
        case named(String)
        /// An SF Symbol (``systemImageNamed(_:)``).
        case system(String)
        /// Encoded bytes (``init(imageData:)``).
        case data(Data)
        /// A file or web address, with the size it is drawn at when given (``init(url:width:height:)``).
        case url(URL, width: Double?, height: Double?)
    }

    /// Where the image comes from.
    // NB: a `var` only so that ``systemImageNamed(_:)`` can build `Self` through the one required
    // initialiser; nothing changes it after that.
    package private(set) var source: Source

    /// An image from the app's asset catalogue.
    public required convenience init(named name: String) {
        self.init(source: .named(name))
    }

    /// An SF Symbol by its name, e.g. `"car.fill"`.
    open class func systemImageNamed(_ systemImageName: String) -> Self {
        let image = self.init(named: systemImageName)
        image.source = .system(systemImageName)
        return image
    }

    /// An image from encoded bytes (PNG or JPEG).
    public convenience init(imageData: Data) {
        self.init(source: .data(imageData))
    }

    /// An image at a URL; `nil` when the URL is neither a file nor a web address.
    // NB: Apple's initialiser is failable without saying when it fails; Siri can only fetch
    // `file`, `http` and `https` images, so Hail refuses the rest rather than keep one it could
    // never show.
    public convenience init?(url URL: URL) {
        guard Self.canFetch(URL) else { return nil }
        self.init(source: .url(URL, width: nil, height: nil))
    }

    /// An image at a URL drawn at the given size in points; `nil` when the URL is neither a file
    /// nor a web address, or a size is not a positive number.
    public convenience init?(url URL: URL, width: Double, height: Double) {
        guard Self.canFetch(URL), width.isFinite, width > 0, height.isFinite, height > 0 else { return nil }
        self.init(source: .url(URL, width: width, height: height))
    }

    init(source: Source) {
        self.source = source
        super.init()
    }

    private static func canFetch(_ url: URL) -> Bool {
        ["file", "http", "https"].contains(url.scheme?.lowercased() ?? "")
    }

    open override var description: String {
        switch source {
        case .named(let name): "INImage(named: \(name))"
        case .system(let name): "INImage.systemImageNamed(\(name))"
        case .data(let data): "INImage(\(data.count) bytes)"
        case .url(let url, width: let width?, height: let height?): "INImage(url: \(url.absoluteString), \(width)×\(height))"
        case .url(let url, _, _): "INImage(url: \(url.absoluteString))"
        }
    }
}

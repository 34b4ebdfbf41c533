import Foundation

/// An image for Siri and Maps to show: a vehicle's map annotation, a badge, a driver's photo.
///
/// Hail has no screen; it keeps where the image comes from so that transcripts can name it.
open class INImage: NSObject {
    /// The asset name given to ``init(named:)``.
    package let assetName: String?
    /// The bytes given to ``init(imageData:)``.
    package let imageData: Data?
    /// The URL given to ``init(url:)``.
    package let imageURL: URL?

    /// An image from the app's asset catalogue.
    public convenience init(named name: String) {
        self.init(assetName: name, imageData: nil, imageURL: nil)
    }

    /// An image from encoded bytes (PNG or JPEG).
    public convenience init(imageData: Data) {
        self.init(assetName: nil, imageData: imageData, imageURL: nil)
    }

    /// An image at a URL.
    public convenience init(url URL: URL) {
        self.init(assetName: nil, imageData: nil, imageURL: URL)
    }

    init(assetName: String?, imageData: Data?, imageURL: URL?) {
        self.assetName = assetName
        self.imageData = imageData
        self.imageURL = imageURL
        super.init()
    }

    open override var description: String {
        if let assetName { return "INImage(named: \(assetName))" }
        if let imageURL { return "INImage(url: \(imageURL.absoluteString))" }
        return "INImage(\(imageData?.count ?? 0) bytes)"
    }
}

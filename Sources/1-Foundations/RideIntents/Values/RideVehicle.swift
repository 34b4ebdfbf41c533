/// The car (SiriKit's `INRideVehicle`).
public struct RideVehicle: Hashable, Sendable, Codable {
    public var manufacturer: String?
    public var model: String?
    public var color: String?
    public var registrationPlate: String?
    /// Where the vehicle is now.
    public var location: Coordinate?
    /// Heading in degrees from north, which rotates the map annotation.
    public var course: Double?

    public init(
        manufacturer: String? = nil, model: String? = nil, color: String? = nil,
        registrationPlate: String? = nil, location: Coordinate? = nil, course: Double? = nil
    ) {
        self.manufacturer = manufacturer
        self.model = model
        self.color = color
        self.registrationPlate = registrationPlate
        self.location = location
        self.course = course
    }

    /// "white Toyota Camry (7ABC123)".
    public var description: String {
        var words = [color, manufacturer, model].compactMap { $0 }.joined(separator: " ")
        if let registrationPlate { words += " (\(registrationPlate))" }
        return words
    }
}

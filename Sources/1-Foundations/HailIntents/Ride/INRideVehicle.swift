import Foundation

/// The vehicle of a booked ride: where it is and how to recognise it.
open class INRideVehicle: NSObject {
    /// Where the vehicle is; its `course` rotates the map annotation.
    open var location: CLLocation?
    /// The licence plate.
    open var registrationPlate: String?
    /// The maker, e.g. "Toyota".
    open var manufacturer: String?
    /// The model, e.g. "Prius".
    open var model: String?
    /// The image Maps draws at `location`; required in live updates.
    open var mapAnnotationImage: INImage?

    /// A vehicle with nothing known yet.
    public required override init() {
        super.init()
    }
}

extension INRideVehicle: NSCopying {
    /// A vehicle with the same values, so that later changes to this one leave the copy alone.
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.location = location
        copy.registrationPlate = registrationPlate
        copy.manufacturer = manufacturer
        copy.model = model
        copy.mapAnnotationImage = mapAnnotationImage
        return copy
    }
}

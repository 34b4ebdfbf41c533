import Foundation
import HailIntents

/// The `response` of an answer to `confirm` or `handle`: a code by Apple's case name, and the
/// response's fields.
extension AnswerDecoder {
    /// Apple's case names of each response code, with their raw values.
    enum CodeNames {
        static let common = ["unspecified": 0, "ready": 1]
        static let requestRide = common.merging([
            "inProgress": 2, "success": 3, "failure": 4, "failureRequiringAppLaunch": 5,
            "failureRequiringAppLaunchMustVerifyCredentials": 6, "failureRequiringAppLaunchNoServiceInArea": 7,
            "failureRequiringAppLaunchServiceTemporarilyUnavailable": 8,
            "failureRequiringAppLaunchPreviousRideNeedsCompletion": 9, "failureRequiringAppLaunchRideScheduledTooFar": 10,
        ]) { $1 }
        static let listRideOptions = common.merging([
            "inProgress": 2, "success": 3, "failure": 4, "failureRequiringAppLaunch": 5,
            "failureRequiringAppLaunchMustVerifyCredentials": 6, "failureRequiringAppLaunchNoServiceInArea": 7,
            "failureRequiringAppLaunchServiceTemporarilyUnavailable": 8,
            "failureRequiringAppLaunchPreviousRideNeedsCompletion": 9, "failurePreviousRideNeedsFeedback": 10,
        ]) { $1 }
        static let getRideStatus = common.merging([
            "inProgress": 2, "success": 3, "failure": 4, "failureRequiringAppLaunch": 5,
            "failureRequiringAppLaunchMustVerifyCredentials": 6, "failureRequiringAppLaunchServiceTemporarilyUnavailable": 7,
        ]) { $1 }
        static let cancelAndFeedback = common.merging(["success": 2, "failure": 3]) { $1 }
    }

    /// The raw value of the response's `code`, looked up among `names`.
    func code(_ fields: ObjectReader, names: [String: Int]) throws(BridgeLineError) -> Int {
        let name = try fields.requiredString("code")
        guard let raw = names[name] else {
            let known = names.sorted { $0.value < $1.value }.map(\.key).joined(separator: ", ")
            throw BridgeLineError("has response.code \"\(name)\", which is not one of \(known)")
        }
        return raw
    }

    func activity(_ fields: ObjectReader) throws(BridgeLineError) -> NSUserActivity? {
        try fields.value("userActivity").map { (activity) throws(BridgeLineError) in
            try userActivity(activity, path: fields.name("userActivity"))
        }
    }

    func requestRideResponse(_ value: JSONValue) throws(BridgeLineError) -> INRequestRideIntentResponse {
        let fields = try reader(value, path: "response")
        let code = INRequestRideIntentResponseCode(rawValue: try code(fields, names: CodeNames.requestRide)) ?? .failure
        let response = INRequestRideIntentResponse(code: code, userActivity: try activity(fields))
        response.rideStatus = try object("rideStatus", in: fields).map(rideStatusFields)
        return response
    }

    func listRideOptionsResponse(_ value: JSONValue) throws(BridgeLineError) -> INListRideOptionsIntentResponse {
        let fields = try reader(value, path: "response")
        let code = INListRideOptionsIntentResponseCode(rawValue: try code(fields, names: CodeNames.listRideOptions)) ?? .failure
        let response = INListRideOptionsIntentResponse(code: code, userActivity: try activity(fields))
        response.rideOptions = try items("rideOptions", in: fields, rideOption)
        response.paymentMethods = try items("paymentMethods", in: fields, paymentMethod)
        response.expirationDate = try fields.date("expirationDate")
        return response
    }

    func getRideStatusResponse(_ value: JSONValue) throws(BridgeLineError) -> INGetRideStatusIntentResponse {
        let fields = try reader(value, path: "response")
        let code = INGetRideStatusIntentResponseCode(rawValue: try code(fields, names: CodeNames.getRideStatus)) ?? .failure
        let response = INGetRideStatusIntentResponse(code: code, userActivity: try activity(fields))
        response.rideStatus = try object("rideStatus", in: fields).map(rideStatusFields)
        return response
    }

    func cancelRideResponse(_ value: JSONValue) throws(BridgeLineError) -> INCancelRideIntentResponse {
        let fields = try reader(value, path: "response")
        let code = INCancelRideIntentResponseCode(rawValue: try code(fields, names: CodeNames.cancelAndFeedback)) ?? .failure
        let response = INCancelRideIntentResponse(code: code, userActivity: try activity(fields))
        response.cancellationFee = try fields.value("cancellationFee").map { (fee) throws(BridgeLineError) in
            try currencyAmount(fee, path: fields.name("cancellationFee"))
        }
        if let threshold = try fields.int("cancellationFeeThresholdSeconds") {
            var components = DateComponents()
            components.second = threshold
            response.cancellationFeeThreshold = components
        }
        return response
    }

    func sendRideFeedbackResponse(_ value: JSONValue) throws(BridgeLineError) -> INSendRideFeedbackIntentResponse {
        let fields = try reader(value, path: "response")
        let code = INSendRideFeedbackIntentResponseCode(rawValue: try code(fields, names: CodeNames.cancelAndFeedback)) ?? .failure
        return INSendRideFeedbackIntentResponse(code: code, userActivity: try activity(fields))
    }
}

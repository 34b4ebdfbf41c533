import RideIntents
import Testing
@testable import Conversation

@Suite("Response codes by name")
struct ResponseCodeNamesTests {
    @Test func namesEveryCodeAsItsCaseIsSpelled() {
        for code in RequestRideIntentResponseCode.allCases {
            #expect(ResponseCodeNames.name(of: code, in: ResponseCodeNames.requestRide) == "\(code)")
        }
        for code in GetRideStatusIntentResponseCode.allCases {
            #expect(ResponseCodeNames.name(of: code, in: ResponseCodeNames.getRideStatus) == "\(code)")
        }
        for code in CancelRideIntentResponseCode.allCases {
            #expect(ResponseCodeNames.name(of: code, in: ResponseCodeNames.cancelRide) == "\(code)")
        }
        for code in ListRideOptionsIntentResponseCode.allCases {
            #expect(ResponseCodeNames.name(of: code, in: ResponseCodeNames.listRideOptions) == "\(code)")
        }
        for code in SendRideFeedbackIntentResponseCode.allCases {
            #expect(ResponseCodeNames.name(of: code, in: ResponseCodeNames.sendRideFeedback) == "\(code)")
        }
        #expect(ResponseCodeNames.name(of: RequestRideIntentResponseCode.success, in: ResponseCodeNames.requestRide) == "success")
    }
}

extension Evidence {
    var json: String { jsonObject.text }

    var jsonObject: JSONText {
        var json = JSONText()
        json.add("target", target)
        json.add("value", value)
        json.add("rule", rule)
        json.add("synonym", synonym)
        json.add("span", raw: "[\(span.lowerBound), \(span.upperBound)]")
        return json
    }
}

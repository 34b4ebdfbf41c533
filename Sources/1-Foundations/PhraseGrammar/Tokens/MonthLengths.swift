/// How many days each month has, for reading "12/31" or "February 29" as a date.
enum MonthLengths {
    /// The days in each month of a leap year, so "February 29" is a date and "April 31" is not.
    static let inLeapYear = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

    /// Whether `day` of `month` (1 January … 12 December) is a day of some year.
    static func isDate(month: Int, day: Int) -> Bool {
        (1...12).contains(month) && day >= 1 && day <= inLeapYear[month - 1]
    }
}

extension GDataWhen {
    /// A time span from `startTime` to `endTime` (the original's `whenWithStartTime:endTime:`); an all-day event
    /// gives dates without times, and `endTime` may be `nil` for an instant.
    public convenience init(startTime: GDataDateTime, endTime: GDataDateTime?) {
        self.init()
        self.startTime = startTime
        self.endTime = endTime
    }
}

extension GDataBatchOperation {
    /// Batch operation types (the original's `kGDataBatchOperation…` constants).
    public enum OperationType {
        /// `insert`.
        public static let insert = "insert"
        /// `update`.
        public static let update = "update"
        /// `delete`.
        public static let delete = "delete"
        /// `query`.
        public static let query = "query"
    }

    /// Creates an operation of the given type.
    public convenience init(type: String) {
        self.init()
        self.type = type
    }
}

extension GDataServerError {
    /// `<domain> error <code>: "<internal reason>"`, or `<domain> error <code>` when there is no reason.
    public var summary: String {
        let head = "\(domain ?? "") error \(code ?? "")"
        guard let reason = internalReason, !reason.isEmpty else { return head }
        return "\(head): \"\(reason)\""
    }

    /// The `type` attribute of `gd:location` (e.g. `header`, `xpath`).
    public var locationType: String? { locationElement?.type }
}

extension GDataServerErrorGroup {
    /// The first error, the one to report.
    public var mainError: GDataServerError? { child(GDataServerError.self) }
}

public import GTLR

extension GTLRDiscoveryDocument {
    /// A dynamic `GTLRQuery` that calls `method` with `parameters`, built at run time from the document
    /// (what a generated `GTLR<Api>Query_…` class is at compile time). Execute it with a service made by
    /// `GTLRService/init(discoveryDocument:configuration:)`:
    ///
    /// ```swift
    /// let storage = try GTLRDiscoveryDocument.read(contentsOf: storageJSON)
    /// let service = GTLRService(discoveryDocument: storage)
    /// let query = try storage.query(
    ///     for: storage.method(id: "storage.objects.get")!, parameters: [("bucket", "b"), ("object", "a/b.txt")])
    /// let object = try await service.executeQuery(query)  // GET …/storage/v1/b/b/o/a%2Fb.txt
    /// ```
    ///
    /// The query carries the method's path template, HTTP method and path parameters; the other parameters are its
    /// `GTLRQuery/orderedQueryItems`, sent as given and in order (a repeated name repeats the item). Uploads
    /// (`GTLRQuery/uploadParameters`) go to the method's `mediaUpload.protocols` paths, media downloads under
    /// `download/` when the method says `useMediaDownloadService`; `GTLRQuery/loggingName` is the method ID.
    ///
    /// - Parameters:
    ///   - method: A method of this document.
    ///   - parameters: Name and value pairs, in order; a name may repeat (array parameters).
    ///   - body: The request body, if any.
    /// - Throws: ``GTLRDiscoveryError`` for a missing required parameter, a path parameter given twice, or a
    ///   parameter neither the method nor the API has.
    public func query(
        for method: GTLRDiscoveryMethod,
        parameters: [(name: String, value: String)],
        body: GTLRObject? = nil
    ) throws(GTLRDiscoveryError) -> GTLRQuery {
        let (pathValues, queryItems) = try method.classify(parameters, in: self)
        let query = GTLRQuery(
            pathURITemplate: method.path,
            httpMethod: method.httpMethod,
            pathParameterNames: method.pathParameterNames
        )
        for (name, value) in pathValues { query.parameters[name] = .string(value) }
        query.orderedQueryItems = queryItems
        query.bodyObject = body
        query.loggingName = method.id
        query.useMediaDownloadService = method.useMediaDownloadService
        query.simpleUploadPathURITemplate = method.mediaUpload?.protocols?.simple?.path
        query.resumableUploadPathURITemplate = method.mediaUpload?.protocols?.resumable?.path
        return query
    }

    /// The member of `method`'s response that holds a page's items: `items` when the response schema has that
    /// array, else the schema's only array member; `nil` when the document does not say (see
    /// `GTLRService/fetchPagesJSON(_:itemsKey:maxPages:pageHandler:)`).
    public func collectionItemsKey(of method: GTLRDiscoveryMethod) -> String? {
        guard let schema = method.response?.schema(in: self) else { return nil }
        let arrays = schema.properties.filter { $0.value.type == "array" }.map(\.key).sorted()
        if arrays.contains("items") { return "items" }
        return arrays.count == 1 ? arrays[0] : nil
    }
}

extension GTLRDiscoveryMethod {
    /// Sorts `parameters` into path values and query items (in order), checking them against the method and the
    /// document.
    ///
    /// - Throws: ``GTLRDiscoveryError`` for a path parameter given twice, a parameter neither the method nor the
    ///   document has, or a missing required parameter.
    func classify(_ parameters: [(name: String, value: String)], in document: GTLRDiscoveryDocument)
        throws(GTLRDiscoveryError) -> (pathValues: [String: String], queryItems: [(name: String, value: String)])
    {
        var pathValues: [String: String] = [:]
        var queryItems: [(name: String, value: String)] = []
        for (name, value) in parameters {
            if let schema = self.parameters[name], schema.isPathParameter {
                if pathValues[name] != nil {
                    throw GTLRDiscoveryError(message: "\(id): path parameter '\(name)' given more than once")
                }
                pathValues[name] = value
            } else if self.parameters[name] != nil || document.parameters[name] != nil {
                queryItems.append((name, value))
            } else {
                let known = (self.parameters.keys.sorted() + document.parameters.keys.sorted()).joined(separator: ", ")
                throw GTLRDiscoveryError(message: "\(id) has no parameter '\(name)' (parameters: \(known))")
            }
        }
        for name in parameterOrder + self.parameters.filter({ $0.value.required }).map(\.key).sorted()
        where pathValues[name] == nil && !queryItems.contains(where: { $0.name == name }) {
            throw GTLRDiscoveryError(message: "\(id): missing required parameter '\(name)'")
        }
        return (pathValues, queryItems)
    }
}

extension GTLRService {
    /// A service for the API of a Discovery document: `configuration` with what it leaves `nil` (root URL, service
    /// path, batch path, `dataWrapperRequired` for the `dataWrapper` feature) taken from the document. Set `Configuration.rootURLString` to
    /// talk to an emulator or a local server instead. Execute queries made by
    /// ``GTLRDiscoveryDocument/query(for:parameters:body:)`` with it.
    public convenience init(
        discoveryDocument document: GTLRDiscoveryDocument,
        configuration: Configuration = Configuration()
    ) {
        var configuration = configuration
        configuration.rootURLString = configuration.rootURLString ?? document.rootUrl
        configuration.servicePath = configuration.servicePath ?? document.servicePath
        configuration.batchPath = configuration.batchPath ?? document.normalizedBatchPath
        configuration.dataWrapperRequired = configuration.dataWrapperRequired ?? document.isDataWrapperRequired
        self.init(configuration: configuration)
    }
}

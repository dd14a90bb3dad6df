extension GDataYouTubeMediaGroup {
    /// The video's length in seconds (`yt:duration seconds=…`); setting `nil` removes the element.
    public var duration: Int? {
        get { durationElement?.seconds }
        set {
            guard let newValue else { return durationElement = nil }
            let element = durationElement ?? GDataYouTubeDuration()
            element.seconds = newValue
            durationElement = element
        }
    }

    /// The high-quality thumbnail: the first one without a `time` attribute (as the original chose it).
    public var highQualityThumbnail: GDataMediaThumbnail? {
        mediaThumbnails.first { $0.timeString == nil }
    }

    /// The first media content with the given YouTube format number (`yt:format`): 1 = RTSP H.263, 5 = Flash, 6 =
    /// RTSP MPEG-4.
    public func mediaContent(formatNumber: Int) -> GDataMediaContent? {
        mediaContents.first { $0.youTubeFormatNumber == formatNumber }
    }
}

extension GDataEntryYouTubeVideo {
    /// Whether the video may be embedded: true unless `yt:noembed` is present.
    public var isEmbeddable: Bool {
        get { !isNonEmbeddable }
        set { isNonEmbeddable = !newValue }
    }

    /// The publication state (`yt:state` in `app:control`), if any.
    public var publicationState: GDataYouTubePublicationState? { atomPubControl?.publicationState }

    /// Whether the upload is incomplete (`yt:incomplete` in `app:control`).
    public var isIncomplete: Bool { atomPubControl?.isIncomplete ?? false }
}

extension GDataEntryYouTubeCaptionTrack {
    /// The publication state (`yt:state` in `app:control`), if any.
    public var publicationState: GDataYouTubePublicationState? { atomPubControl?.publicationState }
}

extension GDataYouTubePublicationState {
    /// The state's explanation (the element's text).
    public var errorDescription: String? {
        let text = stringValue
        return text.isEmpty ? nil : text
    }
}

extension GDataYouTubeAccessControl {
    /// The restriction's value: the element's text (`nil` when empty).
    public var value: String? {
        get {
            let text = stringValue
            return text.isEmpty ? nil : text
        }
        set { stringValue = newValue ?? "" }
    }
}

import Foundation

@testable import GData
@testable import GDataCore

extension ObjCAccessorTable {
    /// Accessors of the `gd:` common elements (`GDataEmail`, `GDataWhen`, `GDataWho`, …): part of the GData core
    /// namespace, not of a service. Written out from the original accessor names; see `docs/migration.md`.
    static let gdElementEntries: [ObjCAccessor] = [
        // GDataEmail
        .on(GDataEmail.self, "GDataEmail", "address", "GDataEmail.address") { $0.address },
        .on(GDataEmail.self, "GDataEmail", "displayName", "GDataEmail.displayName") { $0.displayName },
        .on(GDataEmail.self, "GDataEmail", "isPrimary", "GDataEmail.isPrimary") { $0.isPrimary },
        .on(GDataEmail.self, "GDataEmail", "label", "GDataEmail.label") { $0.label },
        .on(GDataEmail.self, "GDataEmail", "primary", "GDataEmail.isPrimary") { $0.isPrimary },
        .on(GDataEmail.self, "GDataEmail", "rel", "GDataEmail.rel") { $0.rel },
        // GDataIM
        .on(GDataIM.self, "GDataIM", "address", "GDataIM.address") { $0.address },
        .on(GDataIM.self, "GDataIM", "isPrimary", "GDataIM.isPrimary") { $0.isPrimary },
        .on(GDataIM.self, "GDataIM", "label", "GDataIM.label") { $0.label },
        .on(GDataIM.self, "GDataIM", "primary", "GDataIM.isPrimary") { $0.isPrimary },
        .on(GDataIM.self, "GDataIM", "protocol", "GDataIM.protocol") { $0.`protocol` },
        .on(GDataIM.self, "GDataIM", "rel", "GDataIM.rel") { $0.rel },
        // GDataPhoneNumber
        .on(GDataPhoneNumber.self, "GDataPhoneNumber", "isPrimary", "GDataPhoneNumber.isPrimary") { $0.isPrimary },
        .on(GDataPhoneNumber.self, "GDataPhoneNumber", "label", "GDataPhoneNumber.label") { $0.label },
        .on(GDataPhoneNumber.self, "GDataPhoneNumber", "primary", "GDataPhoneNumber.isPrimary") { $0.isPrimary },
        .on(GDataPhoneNumber.self, "GDataPhoneNumber", "rel", "GDataPhoneNumber.rel") { $0.rel },
        .on(GDataPhoneNumber.self, "GDataPhoneNumber", "uri", "GDataPhoneNumber.uri") { $0.uri },
        // GDataPostalAddress
        .on(GDataPostalAddress.self, "GDataPostalAddress", "isPrimary", "GDataPostalAddress.isPrimary") {
            $0.isPrimary
        },
        .on(GDataPostalAddress.self, "GDataPostalAddress", "label", "GDataPostalAddress.label") { $0.label },
        .on(GDataPostalAddress.self, "GDataPostalAddress", "primary", "GDataPostalAddress.isPrimary") { $0.isPrimary },
        .on(GDataPostalAddress.self, "GDataPostalAddress", "rel", "GDataPostalAddress.rel") { $0.rel },
        // GDataStructuredPostalAddress
        .on(
            GDataStructuredPostalAddress.self,
            "GDataStructuredPostalAddress",
            "POBox",
            "GDataStructuredPostalAddress.poBox"
        ) {
            $0.poBox
        },
        .on(
            GDataStructuredPostalAddress.self,
            "GDataStructuredPostalAddress",
            "agent",
            "GDataStructuredPostalAddress.agent"
        ) {
            $0.agent
        },
        .on(
            GDataStructuredPostalAddress.self,
            "GDataStructuredPostalAddress",
            "city",
            "GDataStructuredPostalAddress.city"
        ) {
            $0.city
        },
        .on(
            GDataStructuredPostalAddress.self,
            "GDataStructuredPostalAddress",
            "country",
            "GDataStructuredPostalAddress.country"
        ) {
            $0.country
        },
        .on(
            GDataStructuredPostalAddress.self,
            "GDataStructuredPostalAddress",
            "countryCode",
            "GDataStructuredPostalAddress.countryCode"
        ) {
            $0.countryCode
        },
        .on(
            GDataStructuredPostalAddress.self,
            "GDataStructuredPostalAddress",
            "countryName",
            "GDataStructuredPostalAddress.countryName"
        ) {
            $0.countryName
        },
        .on(
            GDataStructuredPostalAddress.self,
            "GDataStructuredPostalAddress",
            "formattedAddress",
            "GDataStructuredPostalAddress.formattedAddress"
        ) {
            $0.formattedAddress
        },
        .on(
            GDataStructuredPostalAddress.self,
            "GDataStructuredPostalAddress",
            "houseName",
            "GDataStructuredPostalAddress.houseName"
        ) {
            $0.houseName
        },
        .on(
            GDataStructuredPostalAddress.self,
            "GDataStructuredPostalAddress",
            "isPrimary",
            "GDataStructuredPostalAddress.isPrimary"
        ) {
            $0.isPrimary
        },
        .on(
            GDataStructuredPostalAddress.self,
            "GDataStructuredPostalAddress",
            "label",
            "GDataStructuredPostalAddress.label"
        ) {
            $0.label
        },
        .on(
            GDataStructuredPostalAddress.self,
            "GDataStructuredPostalAddress",
            "mailClass",
            "GDataStructuredPostalAddress.mailClass"
        ) {
            $0.mailClass
        },
        .on(
            GDataStructuredPostalAddress.self,
            "GDataStructuredPostalAddress",
            "neighborhood",
            "GDataStructuredPostalAddress.neighborhood"
        ) {
            $0.neighborhood
        },
        .on(
            GDataStructuredPostalAddress.self,
            "GDataStructuredPostalAddress",
            "postCode",
            "GDataStructuredPostalAddress.postCode"
        ) {
            $0.postCode
        },
        .on(
            GDataStructuredPostalAddress.self,
            "GDataStructuredPostalAddress",
            "region",
            "GDataStructuredPostalAddress.region"
        ) {
            $0.region
        },
        .on(
            GDataStructuredPostalAddress.self,
            "GDataStructuredPostalAddress",
            "rel",
            "GDataStructuredPostalAddress.rel"
        ) {
            $0.rel
        },
        .on(
            GDataStructuredPostalAddress.self,
            "GDataStructuredPostalAddress",
            "street",
            "GDataStructuredPostalAddress.street"
        ) {
            $0.street
        },
        .on(
            GDataStructuredPostalAddress.self,
            "GDataStructuredPostalAddress",
            "subregion",
            "GDataStructuredPostalAddress.subregion"
        ) {
            $0.subregion
        },
        .on(
            GDataStructuredPostalAddress.self,
            "GDataStructuredPostalAddress",
            "usage",
            "GDataStructuredPostalAddress.usage"
        ) {
            $0.usage
        },
        // GDataName
        .on(GDataName.self, "GDataName", "additionalName", "GDataName.additionalName") { $0.additionalName },
        .on(GDataName.self, "GDataName", "familyName", "GDataName.familyName") { $0.familyName },
        .on(GDataName.self, "GDataName", "fullName", "GDataName.fullName") { $0.fullName },
        .on(GDataName.self, "GDataName", "givenName", "GDataName.givenName") { $0.givenName },
        .on(GDataName.self, "GDataName", "namePrefix", "GDataName.namePrefix") { $0.namePrefix },
        .on(GDataName.self, "GDataName", "nameSuffix", "GDataName.nameSuffix") { $0.nameSuffix },
        // GDataOrganization
        .on(GDataOrganization.self, "GDataOrganization", "isPrimary", "GDataOrganization.isPrimary") { $0.isPrimary },
        .on(GDataOrganization.self, "GDataOrganization", "label", "GDataOrganization.label") { $0.label },
        .on(GDataOrganization.self, "GDataOrganization", "orgDepartment", "GDataOrganization.orgDepartment") {
            $0.orgDepartment
        },
        .on(GDataOrganization.self, "GDataOrganization", "orgJobDescription", "GDataOrganization.orgJobDescription") {
            $0.orgJobDescription
        },
        .on(GDataOrganization.self, "GDataOrganization", "orgName", "GDataOrganization.orgName") { $0.orgName },
        .on(GDataOrganization.self, "GDataOrganization", "orgNameYomi", "GDataOrganization.orgNameYomi") {
            $0.orgNameYomi
        },
        .on(GDataOrganization.self, "GDataOrganization", "orgSymbol", "GDataOrganization.orgSymbol") { $0.orgSymbol },
        .on(GDataOrganization.self, "GDataOrganization", "orgTitle", "GDataOrganization.orgTitle") { $0.orgTitle },
        .on(GDataOrganization.self, "GDataOrganization", "rel", "GDataOrganization.rel") { $0.rel },
        .on(GDataOrganization.self, "GDataOrganization", "where", "GDataOrganization.where") { $0.`where` },
        // GDataWhere
        .on(GDataWhere.self, "GDataWhere", "entryLink", "GDataWhere.entryLink") { $0.entryLink },
        .on(GDataWhere.self, "GDataWhere", "label", "GDataWhere.label") { $0.label },
        .on(GDataWhere.self, "GDataWhere", "rel", "GDataWhere.rel") { $0.rel },
        .on(GDataWhere.self, "GDataWhere", "stringValue", "GDataWhere.valueString") { $0.valueString },
        .on(GDataWhere.self, "GDataWhere", "valueString", "GDataWhere.valueString") { $0.valueString },
        // GDataReminder
        .on(GDataReminder.self, "GDataReminder", "absoluteTime", "GDataReminder.absoluteTime") { $0.absoluteTime },
        .on(GDataReminder.self, "GDataReminder", "days", "GDataReminder.days") { $0.days },
        .on(GDataReminder.self, "GDataReminder", "hours", "GDataReminder.hours") { $0.hours },
        .on(GDataReminder.self, "GDataReminder", "method", "GDataReminder.method") { $0.method },
        .on(GDataReminder.self, "GDataReminder", "minutes", "GDataReminder.minutes") { $0.minutes },
        // GDataWhen
        .on(GDataWhen.self, "GDataWhen", "endTime", "GDataWhen.endTime") { $0.endTime },
        .on(GDataWhen.self, "GDataWhen", "reminders", "GDataWhen.reminders") { $0.reminders },
        .on(GDataWhen.self, "GDataWhen", "startTime", "GDataWhen.startTime") { $0.startTime },
        .on(GDataWhen.self, "GDataWhen", "value", "GDataWhen.value") { $0.value },
        // GDataWho
        .on(GDataWho.self, "GDataWho", "attendeeStatus", "GDataWho.attendeeStatus") { $0.attendeeStatus },
        .on(GDataWho.self, "GDataWho", "attendeeType", "GDataWho.attendeeType") { $0.attendeeType },
        .on(GDataWho.self, "GDataWho", "email", "GDataWho.email") { $0.email },
        .on(GDataWho.self, "GDataWho", "entryLink", "GDataWho.entryLink") { $0.entryLink },
        .on(GDataWho.self, "GDataWho", "rel", "GDataWho.rel") { $0.rel },
        .on(GDataWho.self, "GDataWho", "stringValue", "GDataWho.valueString") { $0.valueString },
        .on(GDataWho.self, "GDataWho", "valueString", "GDataWho.valueString") { $0.valueString },
        // GDataOriginalEvent
        .on(GDataOriginalEvent.self, "GDataOriginalEvent", "href", "GDataOriginalEvent.href") { $0.href },
        .on(GDataOriginalEvent.self, "GDataOriginalEvent", "originalID", "GDataOriginalEvent.originalID") {
            $0.originalID
        },
        .on(GDataOriginalEvent.self, "GDataOriginalEvent", "originalStartTime", "GDataOriginalEvent.originalStartTime")
        {
            $0.originalStartTime
        },
        // GDataRecurrenceException
        .on(
            GDataRecurrenceException.self,
            "GDataRecurrenceException",
            "entryLink",
            "GDataRecurrenceException.entryLink"
        ) {
            $0.entryLink
        },
        .on(
            GDataRecurrenceException.self,
            "GDataRecurrenceException",
            "isSpecialized",
            "GDataRecurrenceException.isSpecialized"
        ) {
            $0.isSpecialized
        },
        .on(
            GDataRecurrenceException.self,
            "GDataRecurrenceException",
            "originalEvent",
            "GDataRecurrenceException.originalEvent"
        ) {
            $0.originalEvent
        },
        // GDataExtendedProperty
        .on(GDataExtendedProperty.self, "GDataExtendedProperty", "XMLValues", "GDataExtendedProperty.xmlValues") {
            $0.xmlValues
        },
        .on(
            GDataExtendedProperty.self,
            "GDataExtendedProperty",
            "XMLValuesDictionary",
            "GDataExtendedProperty.xmlValuesDictionary"
        ) {
            $0.xmlValuesDictionary
        },
        .on(GDataExtendedProperty.self, "GDataExtendedProperty", "name", "GDataExtendedProperty.propertyName") {
            $0.propertyName
        },
        .on(GDataExtendedProperty.self, "GDataExtendedProperty", "realm", "GDataExtendedProperty.realm") { $0.realm },
        .on(GDataExtendedProperty.self, "GDataExtendedProperty", "value", "GDataExtendedProperty.value") { $0.value },
        // GDataCustomProperty
        .on(GDataCustomProperty.self, "GDataCustomProperty", "name", "GDataCustomProperty.propertyName") {
            $0.propertyName
        },
        .on(GDataCustomProperty.self, "GDataCustomProperty", "type", "GDataCustomProperty.type") { $0.type },
        .on(GDataCustomProperty.self, "GDataCustomProperty", "unit", "GDataCustomProperty.unit") { $0.unit },
        .on(GDataCustomProperty.self, "GDataCustomProperty", "value", "GDataCustomProperty.value") { $0.value },
        // GDataRating
        .on(GDataRating.self, "GDataRating", "average", "GDataRating.average") { $0.average },
        .on(GDataRating.self, "GDataRating", "max", "GDataRating.max") { $0.max },
        .on(GDataRating.self, "GDataRating", "min", "GDataRating.min") { $0.min },
        .on(GDataRating.self, "GDataRating", "numberOfRaters", "GDataRating.numberOfRaters") { $0.numberOfRaters },
        .on(GDataRating.self, "GDataRating", "rel", "GDataRating.rel") { $0.rel },
        .on(GDataRating.self, "GDataRating", "value", "GDataRating.value") { $0.value },
        // GDataComment
        .on(GDataComment.self, "GDataComment", "feedLink", "GDataComment.feedLink") { $0.feedLink },
        .on(GDataComment.self, "GDataComment", "rel", "GDataComment.rel") { $0.rel },
        // GDataGeoPt
        .on(GDataGeoPt.self, "GDataGeoPt", "elev", "GDataGeoPt.elev") { $0.elev },
        .on(GDataGeoPt.self, "GDataGeoPt", "label", "GDataGeoPt.label") { $0.label },
        .on(GDataGeoPt.self, "GDataGeoPt", "lat", "GDataGeoPt.lat") { $0.lat },
        .on(GDataGeoPt.self, "GDataGeoPt", "lon", "GDataGeoPt.lon") { $0.lon },
        .on(GDataGeoPt.self, "GDataGeoPt", "time", "GDataGeoPt.time") { $0.time },
        // GDataMoney
        .on(GDataMoney.self, "GDataMoney", "amount", "GDataMoney.amount") { $0.amount },
        .on(GDataMoney.self, "GDataMoney", "currencyCode", "GDataMoney.currencyCode") { $0.currencyCode },
    ]
}

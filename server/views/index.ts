// Every view a loader hands a page, one function per record kind, each from an allow-list of
// fields per audience (decision 0015). A loader never hands a page a store record.
export { audienceOf, AUDIENCES, AUDIENCE_OF_ROLE, type Audience, type AllowLists } from "./audience";
export { offerRecordView, OFFER_FIELDS, type OfferRecordView } from "./offer";
export { casRecordView, CAS_RECORD_FIELDS, type CasRecordView } from "./cas-record";
export { applicationView, APPLICATION_FIELDS, type ApplicationView } from "./application";
export { documentView, documentVisibleTo, visibleDocuments, DOCUMENT_FIELDS, DOCUMENT_SEEN_BY, type DocumentView } from "./document";
export { historyEntryView, HISTORY_FIELDS, type AuditFacts } from "./history";
export { personView, PERSON_FIELDS, type PersonSummary } from "./person";
export { readableMessageAudiences } from "./message";

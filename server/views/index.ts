// Every view a loader hands a page, one function per record kind, each from an allow-list of
// fields per audience (decision 0015). A loader never hands a page a store record.
export { audienceOf, AUDIENCES, AUDIENCE_OF_ROLE, type Audience } from "./audience";
export { offerRecordView, type OfferRecordView } from "./offer";
export { casRecordView, type CasRecordView } from "./cas-record";
export { applicationView } from "./application";
export { documentView, visibleDocuments, type DocumentView } from "./document";
export { historyEntryView } from "./history";
export { personView, type PersonSummary } from "./person";
export { readableMessageAudiences } from "./message";

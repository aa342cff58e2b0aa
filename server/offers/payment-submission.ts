// What the applicant submitted for their payment, as the staff's Review payment page shows it
// (issue 39; decision 0047): the method in the configuration's words, the amount in pounds and
// pence, the date, the reference numbers, and each proof as a document to open in the viewer.
// The fields are the platform's payment schema (schemas/offers/payment); their labels, and the
// words for a chosen option, are the university's payment form's as the applicant reads them.
import { evaluatePage, sectionData, type PageEvaluation } from "../../rules";
import { poundsFromPence } from "../../rules/domain/money";
import type { PreparedConfig } from "../../rules";
import type { EntityRecord } from "../repositories";
import type { Services } from "../services";
import { listUploads } from "../uploads/uploads";

export interface PaymentDetail {
  label: string;
  value: string;
  /** A date (YYYY-MM-DD) the page formats as every date is. */
  isDate?: true;
}

export interface PaymentSubmission {
  /** Null until the applicant has said how they pay. */
  method: string | null;
  details: PaymentDetail[];
  proofs: Array<{ name: string; viewUrl: string }>;
}

/** The payment form's detail fields, by method, in the order the form asks them. */
const DETAILS: Readonly<Record<string, readonly string[]>> = {
  Deposit: ["depositDetail.depositAmount", "depositDetail.paymentDate"],
  Sponsorship: ["sponsorshipDetail.sponsorType", "sponsorshipDetail.sponsorName"],
  SLCFunding: ["slcDetail.customerRefNumber", "slcDetail.studentSupportNumber"],
};
const AMOUNT = "depositDetail.depositAmount";
const DATE = "depositDetail.paymentDate";

const at = (data: Record<string, unknown>, path: string): unknown =>
  path.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), data);
const text = (value: unknown): string => (typeof value === "string" || typeof value === "number" ? String(value) : "");

/** A chosen option in the words the form shows it in (its schema's option labels); the value where it has none. */
function optionLabel(page: PageEvaluation, path: string, value: string): string {
  const parts = path.split(".");
  const schema = parts.reduce<unknown>((node, part) => at(node as Record<string, unknown>, `properties.${part}`), page.schema) as Record<string, unknown> | undefined;
  const names = at(page.uiSchema as Record<string, unknown>, `${path}.ui:enumNames`);
  const values = schema?.enum;
  if (!Array.isArray(values) || !Array.isArray(names)) return value;
  const index = values.indexOf(value);
  return index === -1 ? value : text(names[index]) || value;
}

function detailOf(config: PreparedConfig, page: PageEvaluation, offer: EntityRecord, payment: Record<string, unknown>, path: string): PaymentDetail | null {
  const value = text(at(payment, path));
  // A field the university's form gives no label is not one it asks.
  const label = text(config.form(page.formId).definition.fields?.[path]?.label);
  if (!value || !label) return null;
  // The amount as kept (integer pence), never the float of what was typed.
  if (path === AMOUNT) return { label: config.text("offers.paymentReview.submitted.amount"), value: typeof offer.depositPence === "number" ? `£${poundsFromPence(offer.depositPence)}` : value };
  if (path === DATE) return { label, value, isDate: true };
  return { label, value: optionLabel(page, path, value) };
}

/** The offer's payment as the applicant gave it, with links to the viewer for each proof they uploaded. */
export async function paymentSubmission(services: Services, config: PreparedConfig, tenant: string, offer: EntityRecord, today: string): Promise<PaymentSubmission> {
  const forms = config.areas.offerWorkflow.forms;
  const payment = sectionData(offer, forms.payment);
  const method = text(payment.paymentMethod);
  // The page as the applicant saw it: its options carry the words for each choice.
  const page = evaluatePage(config, forms.payment, { record: offer, today, role: "Applicant" });
  const details = (DETAILS[method] ?? []).flatMap((path) => detailOf(config, page, offer, payment, path) ?? []);
  const given = at(sectionData(offer, forms.proofOfPayment), "proofOfPayment.s3Keys");
  const ids = new Set(Array.isArray(given) ? given.map(String) : []);
  // Only the offer's own uploads that are still there: a key the applicant typed names nothing.
  const uploads = ids.size ? (await listUploads(services, tenant, offer._id)).filter((upload) => ids.has(upload._id)) : [];
  return {
    method: method ? optionLabel(page, "paymentMethod", method) : null,
    details,
    proofs: uploads.map((upload) => ({ name: upload.originalName, viewUrl: `/uploads/${encodeURIComponent(upload._id)}/view` })),
  };
}

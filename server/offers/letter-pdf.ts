// The offer letter as a PDF (issue 15 item 1), drawn by pdfkit from the same view the offer
// page shows (rules/offers/offer-view.ts): heading, opening, the course's facts, requirements, fees, closing and
// the signature. No PDF is written by hand.
import PDFDocument from "pdfkit";
import type { OfferView } from "../../rules/offers/offer-view";

export interface LetterWords {
  /** Said before the letter: the university has changed the offer, and what changed (decision 0045). */
  notice?: readonly string[];
  factsHeading: string;
  requirementsHeading: string;
  feesHeading: string;
  statusOf(status: string): string;
}

export function offerLetterPdf(offer: OfferView, words: LetterWords): Promise<Buffer> {
  const pdf = new PDFDocument({ size: "A4", margin: 56, info: { Title: offer.heading } });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  pdf.font("Helvetica-Bold").fontSize(18).text(offer.heading).moveDown();
  pdf.font("Helvetica").fontSize(11);
  if (words.notice?.length) {
    pdf.font("Helvetica-Bold").text(words.notice[0] ?? "").font("Helvetica");
    for (const line of words.notice.slice(1)) pdf.text(line);
    pdf.moveDown();
  }
  for (const paragraph of offer.letterStart) pdf.text(paragraph).moveDown(0.6);
  if (offer.facts.length) {
    pdf.font("Helvetica-Bold").fontSize(13).text(words.factsHeading).moveDown(0.3);
    pdf.font("Helvetica").fontSize(11);
    for (const fact of offer.facts) pdf.text(`${fact.label}: ${fact.value}`);
    pdf.moveDown();
  }
  if (offer.requirements.length) {
    pdf.font("Helvetica-Bold").fontSize(13).text(words.requirementsHeading).moveDown(0.3);
    pdf.font("Helvetica").fontSize(11);
    for (const requirement of offer.requirements) {
      pdf.text(`• ${requirement.text}: ${words.statusOf(requirement.status)}${requirement.conditionText ? ` (${requirement.conditionText})` : ""}`);
    }
    pdf.moveDown();
  }
  if (offer.fees.length) {
    pdf.font("Helvetica-Bold").fontSize(13).text(words.feesHeading).moveDown(0.3);
    pdf.font("Helvetica").fontSize(11);
    for (const line of offer.fees) pdf.text(`${line.label}: £${line.amount}`);
    pdf.moveDown();
  }
  for (const paragraph of offer.letterEnd) pdf.text(paragraph).moveDown(0.6);
  pdf.moveDown().text(offer.signedBy);
  pdf.end();
  return done;
}

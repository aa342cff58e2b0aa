// The subject-access ZIP (issue 42 item 3; decision 0039): summary.html, data.json, every file
// they or staff uploaded for them (read through the files port, so from disk or GridFS), and each
// offer's letter as a PDF. Streamed: jszip reads each file's stream as it writes the archive.
import JSZip from "jszip";
import type { Readable } from "node:stream";
import type { PreparedConfig } from "../../rules";
import { offerView } from "../../rules/offers/offer-view";
import { offerLetterPdf } from "../offers/letter-pdf";
import type { Services } from "../services";
import type { SubjectAccessData } from "./subject-access-data";
import { subjectAccessSummary } from "./subject-access-summary";

export async function subjectAccessZip(services: Services, config: PreparedConfig, data: SubjectAccessData, context: { university: string; today: string; receivedOn: string }): Promise<Readable> {
  const zip = new JSZip();
  zip.file("summary.html", subjectAccessSummary(config, data, context));
  // data.json holds what the summary shows; the store's keys and the offers' letter sources stay out.
  const json = { ...data, offers: data.offers.map(({ source: _source, ...offer }) => offer), files: data.files.map(({ storageKey: _key, uploadId: _id, ...file }) => file) };
  zip.file("data.json", `${JSON.stringify(json, null, 2)}\n`);
  for (const file of data.files) {
    const opened = await services.files.open("uploads", file.storageKey).catch(() => null);
    if (opened) zip.file(file.path, opened.stream as unknown as NodeJS.ReadableStream);
    else services.logger.warn({ uploadId: file.uploadId }, "a subject-access ZIP left out an upload whose file is not in the file storage");
  }
  for (const offer of data.offers) {
    const letter = offerView(config, offer.source, data.name);
    zip.file(
      offer.letterFile,
      await offerLetterPdf(letter, {
        factsHeading: config.text("applicant.offer.factsHeading"),
        requirementsHeading: config.text("applicant.offer.requirementsHeading"),
        feesHeading: config.text("applicant.offer.feesHeading"),
        statusOf: (status) => config.text(`applicant.offer.requirement.${status}`),
      }),
    );
  }
  return zip.generateNodeStream({ type: "nodebuffer", streamFiles: true, compression: "DEFLATE" }) as unknown as Readable;
}

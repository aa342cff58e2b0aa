// The demo's documents as real PDFs (issue 39: the viewer drew a blank page): each says what it is
// (the document's type in the configuration's words), whose it is, and that it is demo data, drawn
// by pdfkit as the offer letter is. Two pages of different shapes, so the viewer has pages to turn
// and a landscape page to show (002 §2.10).
import PDFDocument from "pdfkit";

export interface DemoDocumentWords {
  /** The document's type: "Passport". */
  title: string;
  /** Whose it is and what it stands for, one paragraph each. */
  lines: readonly string[];
  /** The second page's words. */
  secondPage: string;
}

/** Portrait, then landscape, in points (the document viewer's test measures the first). */
const PAGE_SIZES: ReadonlyArray<[number, number]> = [
  [300, 400],
  [400, 300],
];
const MARGIN = 24;

export function demoDocumentPdf(words: DemoDocumentWords): Promise<Uint8Array> {
  const pdf = new PDFDocument({ size: PAGE_SIZES[0], margin: MARGIN, info: { Title: words.title } });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    pdf.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    pdf.on("error", reject);
  });
  pdf.font("Helvetica-Bold").fontSize(16).text(words.title).moveDown(0.6);
  pdf.font("Helvetica").fontSize(10);
  for (const line of words.lines) pdf.text(line).moveDown(0.5);
  pdf.addPage({ size: PAGE_SIZES[1], margin: MARGIN });
  pdf.font("Helvetica").fontSize(10).text(words.secondPage);
  pdf.end();
  return done;
}

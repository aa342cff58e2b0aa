// Reads PDFs with pdf.js in a worker thread of its own (tests/support/pdf-text.ts says why): each
// message is a file's bytes, each answer the text of its pages or what went wrong.
import { parentPort } from "node:worker_threads";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export interface PdfTextRequest {
  id: number;
  bytes: Uint8Array;
}

export type PdfTextAnswer = { id: number; pages: string[] } | { id: number; error: string };

async function pagesOf(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: bytes, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

parentPort?.on("message", (request: PdfTextRequest) => {
  pagesOf(request.bytes).then(
    (pages) => parentPort?.postMessage({ id: request.id, pages } satisfies PdfTextAnswer),
    (error: unknown) => parentPort?.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies PdfTextAnswer),
  );
});

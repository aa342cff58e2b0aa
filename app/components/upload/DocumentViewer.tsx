// The document viewer (002 §2.10; issue 23 item 7): a PDF drawn page by page with pdf.js (loaded
// only here, its worker from this site), or an image; zoom in steps (default 1.1, step 0.1), rotate
// by quarter turns, thumbnails of the pages, and download. Without JavaScript the file opens or
// downloads by its link.
import { useEffect, useRef, useState } from "react";
import { textOf } from "../../lib/format-message";

export interface ViewerData {
  name: string;
  /** The document's type in the configuration's words (the file's name when it has none). */
  heading: string;
  /** For staff: who uploaded it, when, and its review state. */
  about: string | null;
  kind: "pdf" | "image" | "other";
  fileUrl: string;
  downloadUrl: string;
  zoom: { defaultZoom: number; zoomStep: number; minZoom: number; maxZoom: number };
  texts: Record<string, string>;
}

type PdfDocument = import("pdfjs-dist").PDFDocumentProxy;

const round = (value: number) => Math.round(value * 100) / 100;

async function openPdf(url: string): Promise<PdfDocument> {
  const pdfjs = await import("pdfjs-dist");
  const worker = await import("pdfjs-dist/build/pdf.worker.min.mjs?url");
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  // No eval: the page's Content-Security-Policy allows none.
  return pdfjs.getDocument({ url, isEvalSupported: false }).promise;
}

async function drawPage(pdf: PdfDocument, number: number, canvas: HTMLCanvasElement, scale: number, rotation: number) {
  const page = await pdf.getPage(number);
  const viewport = page.getViewport({ scale: scale * (window.devicePixelRatio || 1), rotation: (page.rotate + rotation) % 360 });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${Math.floor(viewport.width / (window.devicePixelRatio || 1))}px`;
  const context = canvas.getContext("2d");
  if (context) await page.render({ canvas, canvasContext: context, viewport }).promise;
}

function Thumbnail({ pdf, number, current, onChoose, label }: { pdf: PdfDocument; number: number; current: boolean; onChoose: () => void; label: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (ref.current) void drawPage(pdf, number, ref.current, 0.2, 0);
  }, [pdf, number]);
  return (
    <li>
      <button type="button" className={`viewer__thumbnail${current ? " viewer__thumbnail--current" : ""}`} aria-current={current ? "page" : undefined} aria-label={label} onClick={onChoose}>
        <canvas ref={ref} aria-hidden="true" />
      </button>
    </li>
  );
}

export function DocumentViewer({ data }: { data: ViewerData }) {
  const t = (key: string, params?: Record<string, string | number>) => textOf(data.texts, key, params);
  const [zoom, setZoom] = useState(data.zoom.defaultZoom);
  const [rotation, setRotation] = useState(0);
  const [pdf, setPdf] = useState<PdfDocument | null>(null);
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (data.kind !== "pdf") return;
    let cancelled = false;
    openPdf(data.fileUrl).then(
      (opened) => !cancelled && setPdf(opened),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [data.kind, data.fileUrl]);

  useEffect(() => {
    if (pdf && canvas.current) drawPage(pdf, page, canvas.current, zoom, rotation).catch(() => setFailed(true));
  }, [pdf, page, zoom, rotation]);

  const step = (direction: 1 | -1) => setZoom((current) => round(Math.min(data.zoom.maxZoom, Math.max(data.zoom.minZoom, current + direction * data.zoom.zoomStep))));
  const pages = pdf?.numPages ?? 0;
  const shown = data.kind === "image" || (pdf && !failed);

  return (
    <div className="viewer">
      <span className="caption">{data.name}</span>
      <h1>{data.heading}</h1>
      {data.about ? <p className="hint">{data.about}</p> : null}
      <p>
        <a href={data.downloadUrl} download>
          {t("viewer.download")}
        </a>
      </p>
      {data.kind === "other" ? <p>{t("viewer.notViewable")}</p> : null}
      {failed ? <p role="alert">{t("viewer.failed")}</p> : null}
      {data.kind !== "other" && !failed ? (
        <>
          <div className="viewer__controls" role="toolbar" aria-label={t("viewer.controls")}>
            {pages > 1 ? (
              <>
                <button type="button" className="button button--secondary" onClick={() => setPage((current) => Math.max(1, current - 1))} disabled={page <= 1}>
                  {t("viewer.previous")}
                </button>
                <span aria-live="polite">{t("viewer.page", { page, pages })}</span>
                <button type="button" className="button button--secondary" onClick={() => setPage((current) => Math.min(pages, current + 1))} disabled={page >= pages}>
                  {t("viewer.next")}
                </button>
              </>
            ) : pages === 1 ? (
              <span>{t("viewer.page", { page, pages })}</span>
            ) : null}
            <button type="button" className="button button--secondary" onClick={() => step(-1)} disabled={zoom <= data.zoom.minZoom}>
              {t("viewer.zoomOut")}
            </button>
            <span aria-live="polite">{t("viewer.zoom", { percent: Math.round(zoom * 100) })}</span>
            <button type="button" className="button button--secondary" onClick={() => step(1)} disabled={zoom >= data.zoom.maxZoom}>
              {t("viewer.zoomIn")}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setRotation((current) => (current + 90) % 360)}>
              {t("viewer.rotate")}
            </button>
            <span aria-live="polite">{t("viewer.rotation", { degrees: rotation })}</span>
          </div>
          <div className="viewer__body">
            {pdf && pages > 1 ? (
              <ol className="viewer__thumbnails" aria-label={t("viewer.thumbnails")}>
                {Array.from({ length: pages }, (_, index) => (
                  <Thumbnail key={index} pdf={pdf} number={index + 1} current={page === index + 1} onChoose={() => setPage(index + 1)} label={t("viewer.goTo", { page: index + 1 })} />
                ))}
              </ol>
            ) : null}
            <div className="viewer__page" role="region" aria-label={t("viewer.document", { name: data.name })} tabIndex={0}>
              {data.kind === "image" ? (
                <img src={data.fileUrl} alt={data.name} style={{ transform: `scale(${zoom}) rotate(${rotation}deg)`, transformOrigin: "top left" }} />
              ) : shown ? (
                <canvas ref={canvas} role="img" aria-label={t("viewer.pageImage", { page, name: data.name })} />
              ) : (
                <p>{t("viewer.loading")}</p>
              )}
            </div>
          </div>
        </>
      ) : null}
    </div>
  );
}

// The multi-file upload control's state (000 §4 upload file status): each file is ready,
// uploading, uploaded, error or cancelled. A failed file can be retried: back to ready,
// progress 0, retry count up by one. Pure, so the behaviour is tested without a browser.

export type UploadStatus = "ready" | "uploading" | "uploaded" | "error" | "cancelled";

export interface UploadItem {
  id: string;
  name: string;
  originalName: string;
  status: UploadStatus;
  progress: number;
  size: number;
  type: string;
  error?: string;
  warning?: string;
  retryCount: number;
  /** Set once the server has stored the file. */
  uploadId?: string;
  url?: string;
  /** Why the university rejected the stored file (000 §4), shown in an expander. */
  rejection?: string;
}

export type UploadAction =
  | { type: "add"; items: UploadItem[] }
  | { type: "start"; id: string }
  | { type: "progress"; id: string; progress: number }
  | { type: "succeed"; id: string; uploadId: string; url: string; warning?: string | null }
  | { type: "fail"; id: string; error: string }
  | { type: "retry"; id: string }
  | { type: "cancel"; id: string }
  | { type: "remove"; id: string };

export function uploadItemsReducer(items: UploadItem[], action: UploadAction): UploadItem[] {
  const change = (id: string, update: (item: UploadItem) => UploadItem) => items.map((item) => (item.id === id ? update(item) : item));
  switch (action.type) {
    case "add":
      return [...items, ...action.items];
    case "start":
      return change(action.id, (item) => (item.status === "ready" ? { ...item, status: "uploading", progress: 0, error: undefined } : item));
    case "progress":
      return change(action.id, (item) => (item.status === "uploading" ? { ...item, progress: Math.max(item.progress, Math.min(100, Math.round(action.progress))) } : item));
    case "succeed":
      return change(action.id, (item) => ({ ...item, status: "uploaded", progress: 100, uploadId: action.uploadId, url: action.url, warning: action.warning ?? undefined }));
    case "fail":
      return change(action.id, (item) => ({ ...item, status: "error", error: action.error }));
    case "retry":
      return change(action.id, (item) => (item.status === "error" || item.status === "cancelled" ? { ...item, status: "ready", progress: 0, error: undefined, retryCount: item.retryCount + 1 } : item));
    case "cancel":
      return change(action.id, (item) => (item.status === "uploading" || item.status === "ready" ? { ...item, status: "cancelled" } : item));
    case "remove":
      return items.filter((item) => item.id !== action.id);
  }
}

export interface UploadRules {
  extensions: string[];
  maxFileSizeMb: number;
  minFileSizeBytes: number;
  maxFiles: number;
}

export interface PrecheckProblem {
  key: string;
  params?: Record<string, string | number>;
}

const MB = 1024 * 1024;

/** The checks the browser can make before sending (the server makes them again, and more). */
export function precheck(file: { name: string; size: number }, rules: UploadRules, filesSoFar: number): PrecheckProblem | null {
  const dot = file.name.lastIndexOf(".");
  const extension = dot <= 0 || dot === file.name.length - 1 ? "" : file.name.slice(dot + 1).toLowerCase();
  if (filesSoFar >= rules.maxFiles) return { key: "uploads.maxFiles", params: { n: rules.maxFiles } };
  if (!extension) return { key: "uploads.noExtension" };
  if (!rules.extensions.includes(extension)) return { key: "uploads.unsupportedType" };
  if (file.size < rules.minFileSizeBytes) return { key: "uploads.empty" };
  if (file.size > rules.maxFileSizeMb * MB) return { key: "uploads.maxSize", params: { n: rules.maxFileSizeMb } };
  return null;
}

export const isBusy = (items: readonly UploadItem[]) => items.some((item) => item.status === "uploading" || item.status === "ready");
export const uploadedItems = (items: readonly UploadItem[]) => items.filter((item) => item.status === "uploaded");

import { describe, expect, it } from "vitest";
import { isBusy, precheck, uploadItemsReducer, uploadedItems, type UploadItem } from "../../../app/components/upload/upload-items";

const rules = { extensions: ["pdf", "jpg", "jpeg", "png", "gif", "bmp"], maxFileSizeMb: 5, minFileSizeBytes: 1, maxFiles: 20 };
const item = (over: Partial<UploadItem> = {}): UploadItem => ({ id: "a", name: "scan.pdf", originalName: "scan.pdf", status: "ready", progress: 0, size: 10, type: "application/pdf", retryCount: 0, ...over });

describe("upload file states (000 §4)", () => {
  it("goes ready -> uploading -> uploaded, with progress only rising and ending at 100", () => {
    let items = uploadItemsReducer([], { type: "add", items: [item()] });
    items = uploadItemsReducer(items, { type: "start", id: "a" });
    expect(items[0].status).toBe("uploading");
    items = uploadItemsReducer(items, { type: "progress", id: "a", progress: 60 });
    items = uploadItemsReducer(items, { type: "progress", id: "a", progress: 40 });
    expect(items[0].progress).toBe(60);
    expect(isBusy(items)).toBe(true);
    items = uploadItemsReducer(items, { type: "succeed", id: "a", uploadId: "u1", url: "/uploads/u1" });
    expect(items[0]).toMatchObject({ status: "uploaded", progress: 100, uploadId: "u1" });
    expect(isBusy(items)).toBe(false);
    expect(uploadedItems(items)).toHaveLength(1);
  });

  it("retries a failed file: back to ready, progress zero, retry count up by one", () => {
    let items = [item({ status: "uploading", progress: 70 })];
    items = uploadItemsReducer(items, { type: "fail", id: "a", error: "Upload failed. Please try again." });
    expect(items[0]).toMatchObject({ status: "error", error: "Upload failed. Please try again." });
    items = uploadItemsReducer(items, { type: "retry", id: "a" });
    expect(items[0]).toMatchObject({ status: "ready", progress: 0, retryCount: 1, error: undefined });
  });

  it("cancels a file on its way, and does not retry or cancel a stored one", () => {
    const cancelled = uploadItemsReducer([item({ status: "uploading" })], { type: "cancel", id: "a" });
    expect(cancelled[0].status).toBe("cancelled");
    const stored = [item({ status: "uploaded", progress: 100 })];
    expect(uploadItemsReducer(stored, { type: "cancel", id: "a" })[0].status).toBe("uploaded");
    expect(uploadItemsReducer(stored, { type: "retry", id: "a" })[0].status).toBe("uploaded");
  });

  it("removes a file", () => {
    expect(uploadItemsReducer([item(), item({ id: "b" })], { type: "remove", id: "a" }).map((entry) => entry.id)).toEqual(["b"]);
  });
});

describe("checks before sending (000 §5, §8)", () => {
  it("names the problem with the catalogue key and its number", () => {
    expect(precheck({ name: "scan", size: 10 }, rules, 0)).toEqual({ key: "uploads.noExtension" });
    expect(precheck({ name: "scan.docx", size: 10 }, rules, 0)).toEqual({ key: "uploads.unsupportedType" });
    expect(precheck({ name: "scan.PDF", size: 0 }, rules, 0)).toEqual({ key: "uploads.empty" });
    expect(precheck({ name: "scan.pdf", size: 5 * 1024 * 1024 + 1 }, rules, 0)).toEqual({ key: "uploads.maxSize", params: { n: 5 } });
    expect(precheck({ name: "scan.pdf", size: 5 * 1024 * 1024 }, rules, 0)).toBeNull();
    expect(precheck({ name: "scan.jpeg", size: 10 }, rules, 19)).toBeNull();
    expect(precheck({ name: "scan.jpeg", size: 10 }, rules, 20)).toEqual({ key: "uploads.maxFiles", params: { n: 20 } });
  });
});

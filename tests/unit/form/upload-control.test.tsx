// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { UploadControl } from "../../../app/components/upload/UploadControl";
import { TextsProvider } from "../../../app/lib/texts";
import { texts } from "./render-helpers";
import uploadMessages from "../../../tenant-configs/_defaults/messages/uploads.json";

afterEach(cleanup);

const allTexts = { ...texts, ...Object.fromEntries(Object.entries(uploadMessages).map(([key, entry]) => [key, entry.text])) };
const rules = { extensions: ["pdf", "jpg"], maxFileSizeMb: 5, minFileSizeBytes: 1, maxFiles: 20, overlayFadeMs: 200, maxAttempts: 3 };
const target = { endpoint: "/uploads", recordKind: "applications", recordId: "r1", documentType: "passport" };

function draw() {
  return render(
    <TextsProvider texts={allTexts}>
      <UploadControl label="Upload your passport" target={target} rules={rules} existing={[{ id: "u1", name: "old.pdf", size: 10, type: "application/pdf", url: "/uploads/u1" }]} />
    </TextsProvider>,
  );
}

it("fades a drop overlay in over 200 ms while files are dragged over it", () => {
  const { container } = draw();
  const overlay = container.querySelector(".upload__overlay") as HTMLElement;
  expect(overlay.style.transitionDuration).toBe("200ms");
  expect(overlay.style.opacity).toBe("0");
  fireEvent.dragEnter(container.querySelector(".upload__drop") as HTMLElement);
  expect(overlay.style.opacity).toBe("1");
  fireEvent.dragLeave(container.querySelector(".upload__drop") as HTMLElement);
  expect(overlay.style.opacity).toBe("0");
});

it("lists stored files as links and says how many are uploaded", () => {
  draw();
  expect(screen.getByRole("link", { name: "old.pdf" }).getAttribute("href")).toBe("/uploads/u1");
  expect(screen.getByText("1 file(s) successfully uploaded")).toBeTruthy();
});

it("refuses a file it can tell is wrong before sending it, with the spec's message", () => {
  draw();
  const input = screen.getByLabelText("Upload your passport") as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(["x"], "notes.docx")] } });
  expect(screen.getByText("Unsupported file type!")).toBeTruthy();
  expect(screen.getByText("Some failed to upload. Please review the errors below and try uploading again.")).toBeTruthy();
});

it("asks 'Permanently Delete File?' before deleting", () => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  draw();
  fireEvent.click(screen.getByRole("button", { name: "Delete old.pdf" }));
  expect(screen.getByRole("heading", { name: "Permanently Delete File?" })).toBeTruthy();
});

it("before its script runs, is a plain file input with an Upload file button in its own multipart form (decision 0069)", () => {
  const html = renderToString(
    <TextsProvider texts={allTexts}>
      <UploadControl label="Upload your passport" target={target} rules={rules} existing={[]} plain={{ form: "own" }} error="Unsupported file type!" />
    </TextsProvider>,
  );
  expect(html).toMatch(/<form method="post" encType="multipart\/form-data"/);
  expect(html).toMatch(/<input[^>]*type="file"[^>]*name="file"/);
  expect(html).toContain(">Upload file</button>");
  expect(html).toContain("Unsupported file type!");
});

it("inside a page's form, posts the file under the question's name and its button names the question", () => {
  const html = renderToString(
    <TextsProvider texts={allTexts}>
      <UploadControl label="Upload your passport" target={target} rules={rules} existing={[]} plain={{ form: "page", name: "root_passportDocument", path: "passportDocument" }} />
    </TextsProvider>,
  );
  expect(html).not.toContain("<form");
  expect(html).toMatch(/name="root_passportDocument"/);
  expect(html).toMatch(/<button type="submit"[^>]*name="_upload" value="passportDocument" formEncType="multipart\/form-data"[^>]*>Upload file<\/button>/);
});

it("once its script runs, has no Upload file button: each chosen file is sent as it is chosen", () => {
  render(
    <TextsProvider texts={allTexts}>
      <UploadControl label="Upload your passport" target={target} rules={rules} existing={[]} plain={{ form: "own" }} />
    </TextsProvider>,
  );
  expect(screen.queryByRole("button", { name: "Upload file" })).toBeNull();
  expect((screen.getByLabelText("Upload your passport") as HTMLInputElement).multiple).toBe(true);
});

// The document viewer in Chromium (issue 23 item 7; 002 §2.10): a university officer opens a
// student's PDF from the record, turns its pages, zooms in 0.1 steps from 110%, rotates and finds
// the download; axe checks the viewer.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, signIn } from "./form-steps";

test("an officer reads a student's PDF in the viewer: pages, zoom, rotate and download", async ({ browser }) => {
  const officer = await (await browser.newContext()).newPage();
  await signIn(officer, "uni@caledonia.example.ac.uk");
  await officer.goto("/cas?tab=cas-issued&search=Yuki");
  await officer.getByRole("row", { name: /Yuki Tanaka/ }).getByRole("link").first().click();
  await expect(officer.getByRole("heading", { level: 1 })).toHaveText("Yuki Tanaka");
  // The viewer is headed by the document's type, as the record names it (issue 39).
  const viewLink = officer.getByRole("link", { name: /^View: / }).first();
  const documentType = ((await viewLink.getAttribute("aria-label")) ?? "").replace(/^View: /, "");
  await viewLink.click();

  await expect(officer.getByRole("heading", { level: 1 })).toHaveText(documentType);
  await expect(officer.getByText(/^Uploaded by the applicant on /)).toBeVisible();
  await expect(officer.getByText("Page 1 of 2")).toBeVisible();
  await expect(officer.getByText("Zoom 110%")).toBeVisible();
  await officer.getByRole("button", { name: "Zoom in" }).click();
  await expect(officer.getByText("Zoom 120%")).toBeVisible();
  await officer.getByRole("button", { name: "Rotate" }).click();
  await expect(officer.getByText("Rotated 90°")).toBeVisible();
  await officer.getByRole("button", { name: "Next page" }).click();
  await expect(officer.getByText("Page 2 of 2")).toBeVisible();
  await officer.getByRole("button", { name: "Go to page 1" }).click();
  await expect(officer.getByText("Page 1 of 2")).toBeVisible();
  // The page is drawn: the canvas has the page's size at 120%, turned a quarter.
  const size = await officer.getByRole("img", { name: "Page 1 of demo-document.pdf" }).evaluate((canvas) => ({ width: (canvas as HTMLCanvasElement).style.width }));
  expect(size.width).toBe("480px");
  await expect(officer.getByRole("link", { name: "Download the file" })).toHaveAttribute("href", /^\/uploads\/[^/]+$/);
  await expectNoAxeViolations(officer);
});

// The accessibility check the browser tests run on their pages still finds what it should: an
// unlabelled field, text too faint to read and an image without a description, on a page among
// many elements that pass and in a frame. Without this, an option that made the check cheaper by
// checking less would pass every page.
import { expect, test } from "@playwright/test";
import { axeViolations } from "./form-steps";

const PASSING = Array.from({ length: 200 }, (_, i) => `<p>Paragraph ${i} <a href="#p${i}">link ${i}</a></p>`).join("");
const PROBLEMS = `<input type="text" id="unlabelled"><p id="faint" style="color:#ccc;background:#fff">Faint words</p>`;
const problemsPage = (main: string) => `<!doctype html><html lang="en"><head><title>Problems</title></head><body><main><h1>Problems</h1>${PASSING}${main}</main></body></html>`;

test("the accessibility check finds the problems on a page", async ({ page }) => {
  await page.setContent(problemsPage(PROBLEMS));
  const found = await axeViolations(page);
  expect(found).toContain("color-contrast: #faint");
  expect(found).toContain("label: #unlabelled");
});

test("the accessibility check finds the problems inside a page's frame", async ({ page }) => {
  const framed = `<!doctype html><html lang="en"><head><title>Frame</title></head><body><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></body></html>`;
  await page.setContent(problemsPage(`${PROBLEMS}<iframe title="A frame" srcdoc='${framed}'></iframe>`));
  await expect(page.frameLocator("iframe").locator("img")).toBeAttached();
  const found = await axeViolations(page);
  expect(found).toContain("color-contrast: #faint");
  expect(found).toContain("image-alt: iframe img");
});

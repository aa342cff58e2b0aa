// Every page of both journeys fits the screen (issue 13 item 13): at 320 px and 1280 px no page
// scrolls sideways and no control sits on another. Each page's screenshot is attached to the
// report, so a reviewer can look at what the test saw.
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./form-steps";

const WIDTHS = [320, 1280];

/** Controls drawn on top of each other, by their accessible description. */
async function overlappingControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>("a[href], button, input:not([type=hidden]), select, textarea, summary")].filter((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // checkVisibility: a closed <details> keeps its contents' boxes but does not draw them.
      const drawn = element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true, contentVisibilityAuto: true });
      return drawn && box.width > 1 && box.height > 1 && style.visibility !== "hidden" && !element.closest("[hidden], .visually-hidden, .skip-link");
    });
    const describe = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${(element.getAttribute("aria-label") || element.textContent || element.getAttribute("name") || "").trim().slice(0, 40)}"`;
    const found: string[] = [];
    for (let i = 0; i < controls.length; i++) {
      for (let j = i + 1; j < controls.length; j++) {
        const [a, b] = [controls[i], controls[j]];
        if (a.contains(b) || b.contains(a)) continue;
        const [ra, rb] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
        const width = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const height = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (width > 2 && height > 2) found.push(`${describe(a)} overlaps ${describe(b)}`);
      }
    }
    return found;
  });
}

async function checkPage(page: Page, path: string, problems: string[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expect(page.locator("main")).toBeVisible();
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (sideways > 0) problems.push(`${path} at ${width} px scrolls sideways by ${sideways} px`);
    for (const overlap of await overlappingControls(page)) problems.push(`${path} at ${width} px: ${overlap}`);
    await test.info().attach(`${path} at ${width} px`, { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
  }
}

/** The links inside the page's main content that lead to pages under a prefix, each once. */
async function linksUnder(page: Page, path: string, prefix: RegExp): Promise<string[]> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return [...new Set(hrefs.map((href) => href.replace(/[?#].*$/, "")).filter((href) => prefix.test(href)))];
}

test("the applicant's pages fit 320 px and 1280 px screens", async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, "applicant2@pennine.example.ac.uk");
  const problems: string[] = [];
  const application = (await linksUnder(page, "/applications", /^\/applications\/[^/]+$/))[0];
  expect(application).toBeTruthy();
  const sections = await linksUnder(page, application, /^\/applications\/[^/]+\/[^/]+$/);
  const information = await linksUnder(page, "/your-information", /^\/your-information\/.+/);
  const offers = await linksUnder(page, "/offers", /^\/offers\/.+/);
  expect(sections.length).toBeGreaterThan(5);
  for (const path of ["/", "/applications", application, ...sections, "/your-information", ...information, "/offers", ...offers]) await checkPage(page, path, problems);
  expect(problems).toEqual([]);
});

test("the student's pages fit 320 px and 1280 px screens", async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, "student3@pennine.example.ac.uk");
  const problems: string[] = [];
  // Check your answers links every page of the checklist.
  const checklist = await linksUnder(page, "/checklist/summary", /^\/checklist\/.+/);
  const tasks = await linksUnder(page, "/tasks", /^\/tasks\/.+/);
  const questionnaire = await linksUnder(page, "/questionnaire", /^\/questionnaire\/.+/);
  expect(checklist.length).toBeGreaterThan(5);
  for (const path of ["/", "/checklist", "/checklist/summary", ...checklist, "/tasks", ...tasks, "/questionnaire", ...questionnaire]) await checkPage(page, path, problems);
  expect(problems).toEqual([]);
});

test("the signed-out pages fit, and the site has its icon", async ({ page, request }) => {
  const problems: string[] = [];
  for (const path of ["/", "/login", "/login/forgot"]) await checkPage(page, path, problems);
  expect(problems).toEqual([]);
  const iconHref = await page.locator("link[rel=icon]").getAttribute("href");
  expect(iconHref).toBeTruthy();
  const icon = await request.get(iconHref as string);
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toContain("image/svg+xml");
});

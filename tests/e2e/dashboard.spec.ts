// The staff workspace in Chromium: a university user filters Conditional offers by nationality
// and course, pages through the results, opens a person's record and comes back through the
// Students link to the same filtered page (opening a saved section's answers on the record on the
// way); an agent sees the reduced tab set; axe finds nothing on
// the dashboard and the record page, and the dashboard is usable at 320 px (the filter panel
// folds away).
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, signIn } from "./form-steps";

test("a university user filters, pages, opens a record and comes back to the same list", async ({ page }) => {
  await signIn(page, "uni@northbridge.example.ac.uk");
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Students" }).click();
  await expect(page).toHaveTitle("Students - CAS Shield");
  const tabs = page.getByRole("navigation", { name: "Lists" });
  await expect(tabs.getByRole("link", { name: /^Draft \(\d+\)$/ })).toBeVisible();
  await tabs.getByRole("link", { name: /^Conditional \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/tab=conditional/);
  const allConditional = Number((await page.locator(".list-summary").textContent())?.match(/of (\d+) results/)?.[1] ?? "0");
  expect(allConditional).toBeGreaterThan(2);

  // Filter by the nationality and course of someone on the list, so the list narrows but keeps them.
  const firstRow = page.locator("tbody tr").first();
  const nationality = (await firstRow.locator("td").nth(3).textContent()) ?? "";
  const course = (await firstRow.locator("td").nth(5).textContent()) ?? "";
  await page.getByText("Filter", { exact: true }).click();
  await page.getByLabel("Nationality").selectOption([...new Set([nationality, "Chinese"])]);
  await page.getByLabel("Course", { exact: true }).selectOption({ label: course });
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`nationality=${encodeURIComponent(nationality)}`));
  await expect(page).toHaveURL(/course=/);
  const summary = page.locator(".list-summary");
  const filtered = Number((await summary.textContent())?.match(/of (\d+) results/)?.[1] ?? "0");
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(allConditional);
  await expect(page.getByRole("link", { name: `Remove filter Nationality: ${nationality}` })).toBeVisible();
  for (const cell of await page.locator("tbody td:nth-child(4)").allTextContents()) expect([nationality, "Chinese"]).toContain(cell);
  for (const cell of await page.locator("tbody td:nth-child(6)").allTextContents()) expect(cell).toBe(course);

  // Sorting by a column heading, and paging with a small page size.
  await page.getByRole("columnheader", { name: "Family name" }).getByRole("link").click();
  await expect(page.getByRole("columnheader", { name: /Family name/ })).toHaveAttribute("aria-sort", "ascending");
  await page.getByLabel("Results per page").selectOption("25");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/pageSize=25/);
  const listUrl = page.url();

  // Another list in between: the Students link must still lead back to the last one.
  await page.getByRole("navigation", { name: "Lists" }).getByRole("link", { name: /^Leads/ }).click();
  await page.goto(listUrl);
  const firstPerson = page.locator("tbody tr").first().getByRole("link").first();
  const personName = (await firstPerson.textContent()) ?? "";
  await firstPerson.click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(personName);
  await expect(page.getByRole("heading", { name: "Applications" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "History", exact: true })).toBeVisible();
  // A saved section's answers are fetched when its expander opens, drawn read-only (decision 0098).
  // The first saved section (its link is inside the closed expander, and goes once the answers are drawn).
  const expanders = page.locator("details.record-details");
  const firstSaved = await expanders.evaluateAll((elements) => elements.findIndex((element) => element.querySelector('a[href*="/answers/"]') !== null));
  expect(firstSaved).toBeGreaterThanOrEqual(0);
  const section = expanders.nth(firstSaved);
  await section.locator("summary").click();
  await expect(section.locator(".readonly-form")).toBeVisible();
  await expect(section.getByRole("link", { name: /^Show the answers / })).toHaveCount(0);
  const controls = section.locator(".readonly-form").locator("input:not([type=hidden]), select, textarea");
  expect(await controls.count()).toBeGreaterThan(0);
  for (const control of await controls.all()) expect(await control.isEditable()).toBe(false);
  // In the form's own words, which come with the answers (decision 0099): no key of the catalogue.
  expect(await section.locator(".readonly-form").innerText()).not.toMatch(/\b(form|uploads)\.[a-z][\w.]*/);
  await expectNoAxeViolations(page);

  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Students" }).click();
  await expect(page).toHaveURL(listUrl);
  await expect(page.getByRole("link", { name: `Remove filter Nationality: ${nationality}` })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the long nationality and country lists come once as a module the browser keeps, and the chosen nationalities stay chosen", async ({ page }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  await signIn(page, "uni@northbridge.example.ac.uk");
  const modules = page.waitForResponse((response) => /\/reference\/nationalities\.js\?v=[0-9a-f]+$/.test(response.url()));
  await page.goto("/students?tab=conditional&nationality=Indian&nationality=Chinese");
  const module = await modules;
  expect(module.status()).toBe(200);
  expect(module.headers()["cache-control"]).toContain("immutable");
  const nationality = page.getByLabel("Nationality");
  await expect(nationality).toHaveValues(["Chinese", "Indian"]);
  expect(await nationality.locator("option").count()).toBeGreaterThan(150);
  expect(await page.locator("#suggest-reference-countries option").count()).toBeGreaterThan(150);

  // Another tab of the same list keeps every choice and the chosen ones.
  await page.getByRole("navigation", { name: "Lists" }).getByRole("link", { name: /^Leads/ }).click();
  await expect(page).toHaveURL(/tab=leads/);
  await expect(page.getByLabel("Nationality")).toHaveValues(["Chinese", "Indian"]);
  expect(await page.getByLabel("Nationality").locator("option").count()).toBeGreaterThan(150);
  // Drawn by the server and taken over by the browser without a mismatch or an error.
  expect(problems).toEqual([]);
});

test("the pager moves through a long list without repeating anyone", async ({ page }) => {
  await signIn(page, "uniadmin@northbridge.example.ac.uk");
  await page.goto("/students?tab=closed&pageSize=10&sortCol=family_name&sortDir=asc");
  const total = Number((await page.locator(".list-summary").textContent())?.match(/of (\d+) results/)?.[1] ?? "0");
  expect(total).toBeGreaterThan(10);
  const seen = new Set<string>();
  let pages = 0;
  for (;;) {
    pages += 1;
    await expect(page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: `Page ${pages}, current page` })).toBeVisible();
    for (const link of await page.locator("tbody tr td:first-child a").evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))) seen.add(link);
    const next = page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" });
    if (!(await next.count())) break;
    await next.click();
  }
  expect(pages).toBe(Math.ceil(total / 10));
  expect(seen.size).toBe(total);
});

test("an agent sees the reduced tab set and only their own applicants", async ({ page }) => {
  await signIn(page, "agent@northbridge.example.ac.uk");
  await page.goto("/students");
  const tabs = page.getByRole("navigation", { name: "Lists" });
  await expect(tabs.getByRole("link", { name: /^Applied/ })).toBeVisible();
  await expect(tabs.getByRole("link", { name: /^Draft/ })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Config" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("the dashboard fits a 320 px screen with the filter panel folded away", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await signIn(page, "uni@northbridge.example.ac.uk");
  await page.goto("/students?tab=conditional");
  await expect(page.getByRole("button", { name: "Apply filters" })).toBeHidden();
  const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  expect(scrolls).toBe(false);
  await page.getByText("Filter", { exact: true }).click();
  await expect(page.getByRole("button", { name: "Apply filters" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);
  await expectNoAxeViolations(page);
});

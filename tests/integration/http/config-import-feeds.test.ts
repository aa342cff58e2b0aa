// Import feeds in the Config screen (issue 18 item 6; decision 0829), against a real OpenSSH
// server on a loopback port: a feed is added with the form's GOV.UK messages, saved into the
// draft without its key (stored encrypted instead), listed, checked against the server, and
// a broken one says what failed. Staff without configuration rights cannot reach it. The SSH
// server is reached because the environment allows its host and port (decision 0016); a feed to
// an address the guard refuses is refused in words at save, or at the check for a name.
import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getSecret } from "../../../server/secrets/secret-store";
import { configuredPattern } from "../../../rules/patterns/configured-pattern";
import { plainFormOf } from "../../support/html-form";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";
import { decodeRemixData } from "../../support/remix-data";
import { startSshd, type TestSshd } from "../../support/sshd";
import { startTestServer, type TestServer } from "../../support/test-server";

const TENANT = "northbridge";
let server: TestServer;
let sshd: TestSshd;
let admin: TestBrowser;

type Errors = Array<{ path: string; message: string }>;
const draftVersion = async () => ((await server.services.store.collection("configDrafts").findOne({ tenant: TENANT })) as { _version?: number } | null)?._version ?? 0;
/** The form's answers for a feed: its schedule and file names as typed in the advanced way (decision 0061). */
function asTyped(data: { feed: Record<string, unknown>; secret?: string }) {
  const { schedule, filePattern, ...feed } = data.feed;
  return { ...data, feed, when: { every: "advanced", cron: schedule }, files: { how: "advanced", pattern: filePattern } };
}
async function save(url: string, data: { feed: Record<string, unknown>; secret?: string }) {
  const answer = await admin.postJson(`${url}.data`, { data: asTyped(data), version: await draftVersion() });
  const body = answer.status === 422 ? ((await decodeRemixData(answer.text)) as { page?: { errors: Errors } }) : {};
  return { status: answer.status, messages: (body.page?.errors ?? []).map((error) => error.message) };
}
const draftFeeds = async () => {
  const draft = await server.services.store.collection("configDrafts").findOne({ tenant: TENANT });
  return { json: String(draft?.configJson ?? ""), feeds: (JSON.parse(String(draft?.configJson ?? "{}"))["import-field-mapping"]?.feeds ?? []) as Array<Record<string, unknown>> };
};

beforeAll(async () => {
  sshd = await startSshd();
  // The second port is allowed but nothing listens there: a feed moved to it cannot connect.
  server = await startTestServer({ env: { SECRETS_KEY: randomBytes(32).toString("base64"), OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${sshd.port},127.0.0.1:${sshd.port + 1}` } });
  admin = new TestBrowser(server);
  await admin.signIn(demoEmail("uniadmin", TENANT));
}, 60_000);
afterAll(async () => {
  await server?.close();
  await sshd?.stop();
});

describe("the import feeds page", () => {
  it("starts empty", async () => {
    const page = await admin.get("/config/import-feeds");
    expect(page.status).toBe(200);
    expect(visibleText(page.text)).toContain("There are no import feeds yet.");
  });

  it("refuses a feed it cannot use, saying what to fix, and saves nothing", async () => {
    const feed = { id: "Bad Id", enabled: true, source: "SFTP", host: "127.0.0.1", port: 70000, username: sshd.username, auth: "key", remoteFolder: sshd.folder, filePattern: "([", schedule: "every day" };
    const refused = await save("/config/import-feeds/new", { feed });
    expect(refused.status).toBe(422);
    expect(refused.messages).toEqual(
      expect.arrayContaining([
        "Feed name must start with a letter and use only lower-case letters, numbers and hyphens (40 characters or fewer)",
        "Port must be a whole number from 1 to 65535",
        "Enter the schedule as a cron expression, for example */15 * * * *",
      ]),
    );
    const second = await save("/config/import-feeds/new", { feed: { ...feed, id: "sits", port: 22, schedule: "*/15 * * * *" } });
    const fileNames = "Enter file names as a regular expression without look-arounds or back-references, for example ^offer-holders-.*\\.csv$";
    expect(second.messages).toEqual(expect.arrayContaining([fileNames, "Enter the private key or password"]));
    // A look-ahead is valid JavaScript, but the linear-time engine the feed's names are matched on cannot run it (decision 0107).
    const lookahead = await save("/config/import-feeds/new", { feed: { ...feed, id: "sits", port: 22, schedule: "*/15 * * * *", filePattern: "^(?!tmp-).*\\.csv$" } });
    expect(lookahead.messages).toContain(fileNames);
    expect((await draftFeeds()).feeds).toEqual([]);
  });

  it("saves a feed into the draft and its key encrypted apart, lists it and checks the connection", async () => {
    const feed = { id: "sits-offers", enabled: true, source: "SITS", host: "127.0.0.1", port: sshd.port, username: sshd.username, auth: "key", remoteFolder: sshd.folder, filePattern: "^offer-holders-.*\\.csv$", schedule: "*/15 * * * *" };
    expect((await save("/config/import-feeds/new", { feed, secret: sshd.privateKey })).status).toBe(202);
    const draft = await draftFeeds();
    expect(draft.feeds).toEqual([{ ...feed, secretName: "feed-sits-offers" }]);
    expect(draft.json).not.toContain("PRIVATE KEY");
    expect(await getSecret(server.services, TENANT, "feed-sits-offers")).toBe(sshd.privateKey);

    const list = visibleText((await admin.get("/config/import-feeds")).text);
    expect(list).toContain("sits-offers");
    expect(list).toContain("Key or password stored");
    await writeFile(path.join(sshd.folder, "offer-holders-1.csv"), "studentNo\n1\n");
    const checked = visibleText((await admin.post("/config/import-feeds", { feedId: "sits-offers" })).text);
    expect(checked).toContain("The feed sits-offers can connect");
    expect(checked).toContain(`Signed in to 127.0.0.1 and read ${sshd.folder}. Files matching the file names: 1 (offer-holders-1.csv).`);
    expect(await server.services.repositories.imports.count(TENANT, {})).toBe(0);
  });

  it("keeps the stored key when the feed is changed without one, and says what fails", async () => {
    const { feeds } = await draftFeeds();
    const changed = { ...feeds[0], port: sshd.port + 1 };
    expect((await save("/config/import-feeds/sits-offers", { feed: changed })).status).toBe(202);
    expect(await getSecret(server.services, TENANT, "feed-sits-offers")).toBe(sshd.privateKey);
    const checked = visibleText((await admin.post("/config/import-feeds", { feedId: "sits-offers" })).text);
    expect(checked).toContain("The feed sits-offers cannot connect");
    expect(checked).toContain(`Could not connect to 127.0.0.1 on port ${sshd.port + 1}: it did not answer, or refused the connection.`);
  });

  it("refuses a private or metadata address at save, and this machine under another name at the check, open port or closed alike", async () => {
    const { feeds } = await draftFeeds();
    for (const [host, words] of [
      ["10.20.0.5", "Enter the address of a server on the internet: 10.20.0.5 is on a private network, which CAS Shield does not connect to"],
      ["169.254.169.254", "Enter the address of a server on the internet: 169.254.169.254 is a cloud provider's metadata service, which CAS Shield does not connect to"],
    ]) {
      const refused = await save("/config/import-feeds/sits-offers", { feed: { ...feeds[0], host } });
      expect(refused.status, host).toBe(422);
      expect(refused.messages, host).toContain(words);
    }
    const messages: string[] = [];
    for (const port of [sshd.port, sshd.port + 1]) {
      expect((await save("/config/import-feeds/sits-offers", { feed: { ...feeds[0], host: "localhost", port } })).status).toBe(202);
      const checked = visibleText((await admin.post("/config/import-feeds", { feedId: "sits-offers" })).text);
      expect(checked).toContain("The feed sits-offers cannot connect");
      messages.push(/Could not connect to [^.]*\./.exec(checked)?.[0] ?? "");
    }
    expect(messages).toEqual(Array(2).fill("Could not connect to localhost: the address is this server's own (loopback) address, which CAS Shield does not connect to."));
    expect((await save("/config/import-feeds/sits-offers", { feed: feeds[0] })).status).toBe(202);
  });

  it("is not for university staff without configuration rights", async () => {
    const staff = new TestBrowser(server);
    await staff.signIn(demoEmail("uni", TENANT));
    expect([403, 404]).toContain((await staff.get("/config/import-feeds")).status);
    expect([403, 404]).toContain((await staff.get("/config/import-feeds/new")).status);
  });
});

describe("the feed form in words (issue 39; decision 0061)", () => {
  /** The values of a radio group's chosen inputs, as the page draws them. */
  const checked = (html: string, name: string) => [...html.matchAll(/<input[^>]*>/g)].map((match) => match[0]).filter((input) => input.includes(`name="${name}"`) && /\bchecked\b/.test(input)).map((input) => /value="([^"]*)"/.exec(input)?.[1]);

  it("turns 'every weekday at 06:30' and an example file name into the cron expression and a regular expression that matches it, without JavaScript", async () => {
    const page = (await admin.get("/config/import-feeds/new")).text;
    expect(visibleText(page)).toContain("Every weekday (Monday to Friday) at a time");
    expect(visibleText(page)).toContain("An example file name");
    expect(visibleText(page)).not.toContain("person.backToPerson");
    expect(checked(page, "root_when_every")).toEqual(["minutes"]);
    expect(checked(page, "root_when_minutes")).toEqual(["15"]);
    const typed = { root_feed_id: "weekday-offers", root_feed_source: "SFTP", root_feed_host: "127.0.0.1", root_feed_port: String(sshd.port), root_feed_username: sshd.username, root_feed_remoteFolder: sshd.folder, root_when_every: "weekday", root_files_how: "example", root_files_example: "offer-holders-2026-11-22.csv", root_secret: sshd.privateKey };
    // Without JavaScript the time question comes with the answer that needs it: the first post asks for it.
    const first = await admin.post("/config/import-feeds/new", plainFormOf(page).post(typed));
    expect(first.status).toBe(422);
    expect(visibleText(first.text)).toContain("Enter the time to look for new files, for example 06:30");
    const second = await admin.post("/config/import-feeds/new", plainFormOf(first.text).post({ ...typed, root_when_time: "25:00" }));
    expect(second.status).toBe(422);
    expect(visibleText(second.text)).toContain("Enter the time on the 24-hour clock as hours and minutes, for example 06:30");
    const saved = await admin.post("/config/import-feeds/new", plainFormOf(second.text).post({ ...typed, root_when_time: "06:30" }));
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/config/import-feeds");
    const feed = (await draftFeeds()).feeds.find((candidate) => candidate.id === "weekday-offers")!;
    expect(feed.schedule).toBe("30 6 * * 1-5");
    expect(feed.fileExample).toBe("offer-holders-2026-11-22.csv");
    const pattern = configuredPattern(String(feed.filePattern))!;
    expect(pattern.test("offer-holders-2026-11-22.csv")).toBe(true);
    expect(pattern.test("offer-holders-2027-01-05.csv")).toBe(true);
    expect(pattern.test("offer-holders-2026-11-22.csv.tmp")).toBe(false);
    expect(pattern.test("other-2026-11-22.csv")).toBe(false);
    expect(pattern.test("offer-holders-2026-11-22xcsv")).toBe(false);

    const list = visibleText((await admin.get("/config/import-feeds")).text);
    expect(list).toContain("Every weekday at 06:30");
    // Opened again, the feed reads as it was asked.
    const again = (await admin.get("/config/import-feeds/weekday-offers")).text;
    expect(checked(again, "root_when_every")).toEqual(["weekday"]);
    expect(again).toMatch(/name="root_when_time"[^>]*value="06:30"|value="06:30"[^>]*name="root_when_time"/);
    expect(checked(again, "root_files_how")).toEqual(["example"]);
  });

  it("opens a schedule and a pattern the words cannot say as the cron expression and the regular expression, and says so", async () => {
    const feed = { id: "twice-daily", enabled: true, source: "SFTP", host: "127.0.0.1", port: sshd.port, username: sshd.username, auth: "key", remoteFolder: sshd.folder, filePattern: "^(offers|holders)-.*\\.csv$", schedule: "0 6,18 * * 1-5" };
    expect((await save("/config/import-feeds/new", { feed, secret: sshd.privateKey })).status).toBe(202);
    const page = (await admin.get("/config/import-feeds/twice-daily")).text;
    expect(checked(page, "root_when_every")).toEqual(["advanced"]);
    expect(checked(page, "root_files_how")).toEqual(["advanced"]);
    expect(visibleText(page)).toContain("A cron expression (advanced), for a schedule these choices cannot say");
    expect(page).toContain('value="0 6,18 * * 1-5"');
    expect(visibleText((await admin.get("/config/import-feeds")).text)).toContain("By the cron expression 0 6,18 * * 1-5, which these words cannot say");
  });
});

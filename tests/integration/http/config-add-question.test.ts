// Adding a question without JSON (issue 38 item 2; decision 0038), told as it happens: an officer
// adds a yes/no question and a follow-up shown on Yes with a message of her own, through plain
// form posts, publishes, and the applicant sees the questions and their messages; then the
// officer changes the follow-up's wording, removes it, and the applicant's answer is still kept.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoEmail, signedInSkippingMfa, visibleText, type TestBrowser } from "../../support/http-client";
import { draftVersionIn } from "../../support/config-pages";
import { decodeRemixData } from "../../support/remix-data";
import { startTestServer, type TestServer } from "../../support/test-server";

const TENANT = "northbridge";
const YES_NO = "Have you studied in the UK before?";
const FOLLOW_UP = "Tell us where and when you studied in the UK";
const OWN_MESSAGE = "Enter the town and the years you studied in the UK, for example Leeds 2019 to 2021";
let server: TestServer;
let officer: TestBrowser;
let applicant: TestBrowser;
let applicationId: string;

beforeAll(async () => {
  server = await startTestServer();
  officer = await signedInSkippingMfa(server, demoEmail("uniadmin"));
  applicant = await signedInSkippingMfa(server, demoEmail("applicant1"));
  applicationId = (await server.services.repositories.applications.findOne(TENANT, { email: demoEmail("applicant1") }))!._id;
});
afterAll(async () => {
  await server?.close();
});

const identityPath = () => `/applications/${applicationId}/identity`;
const storedIdentity = async () => {
  const application = await server.services.repositories.applications.findById(TENANT, applicationId);
  return { version: application!._version, answers: ((application!.sections ?? {}) as Record<string, Record<string, unknown>>).identity ?? {} };
};
const identityAnswers = { title: "Ms", givenName: "Amara", familyName: "Okafor", idType: "None", hasOtherName: false };

/** The applicant saves the identity page as its script does: the answer, or the page's messages. */
async function applicantSaves(answers: Record<string, unknown>): Promise<{ status: number; messages: string[] }> {
  const answer = await applicant.postJson(`${identityPath()}.data`, { data: answers, version: (await storedIdentity()).version });
  const body = answer.status === 422 ? ((await decodeRemixData(answer.text)) as { page?: { errors: Array<{ message: string }> } }) : {};
  return { status: answer.status, messages: body.page?.errors.map((error) => error.message) ?? [] };
}

/** The key the published configuration stores a question's answer under, found by its label. */
async function keyOfQuestion(label: string): Promise<string> {
  const config = (await server.services.configs.current(TENANT)).config as { forms: Record<string, { fields: Record<string, { label?: unknown }> }> };
  const found = Object.entries(config.forms.identity.fields).find(([, field]) => field.label === label);
  if (!found) throw new Error(`no question "${label}" on the identity page`);
  return found[0];
}

async function publish(note: string): Promise<void> {
  const published = await officer.post("/config", { intent: "publish", draftVersion: draftVersionIn((await officer.get("/config")).text), note });
  expect(published.status).toBe(302);
}

/** Fills in the question form as a browser without a script would post it. */
async function postQuestion(path: string, fields: Record<string, string>) {
  const page = await officer.get(path);
  expect(page.status).toBe(200);
  return officer.post(path, { draftVersion: draftVersionIn(page.text), ...fields });
}

describe("a question added on the Config screen without JSON", () => {
  it("adds a yes/no question and a follow-up shown on Yes, with generated and own messages", async () => {
    const formPage = await officer.get("/config/forms/identity");
    expect(formPage.text).toContain('href="/config/forms/identity/questions/new"');
    expect(visibleText(formPage.text)).toContain("Add a question");

    // Refused in words: no type, no question.
    const refused = await postQuestion("/config/forms/identity/questions/new", { intent: "save", label: "", visibleMode: "always", mandatory: "yes" });
    expect(refused.status).toBe(422);
    expect(visibleText(refused.text)).toContain("There is a problem");
    expect(visibleText(refused.text)).toContain("Select what kind of answer the question takes");
    expect(visibleText(refused.text)).toContain("Enter the question");

    // 'Fill in the messages' writes them from the label, in GOV.UK words, to check before saving.
    const yesNo = { type: "yes-no", label: YES_NO, hint: "Include courses of any length", after: "familyName", mandatory: "yes", visibleMode: "always" };
    const filled = await postQuestion("/config/forms/identity/questions/new", { ...yesNo, intent: "messages", "message.required": "" });
    expect(filled.status).toBe(200);
    expect(filled.text).toContain('value="Select yes if you have studied in the UK before"');
    expect((await postQuestion("/config/forms/identity/questions/new", { ...yesNo, intent: "save", "message.required": "" })).location).toBe("/config/forms/identity?saved=question");

    const followUpFilled = await postQuestion("/config/forms/identity/questions/new", { type: "long-text", label: FOLLOW_UP, intent: "messages", visibleMode: "always", mandatory: "yes" });
    expect(followUpFilled.text).toContain('value="Enter where and when you studied in the UK"');
    expect(followUpFilled.text).toContain('value="Where and when you studied in the UK must be 1000 characters or fewer"');

    // Shown on Yes: without a script the common condition is one choice of the page (no JSON typed).
    await publish("Studied in the UK");
    const yesNoKey = await keyOfQuestion(YES_NO);
    const form = (await officer.get("/config/forms/identity/questions/new")).text;
    const onYes = new RegExp(`<option value="([^"]*)">‘${YES_NO.replace("?", "\\?")}’ is Yes</option>`).exec(form)?.[1];
    expect(onYes).toBeDefined();
    const followUp = {
      type: "long-text",
      label: FOLLOW_UP,
      after: yesNoKey,
      mandatory: "yes",
      visibleMode: "condition",
      visibleCondition: "",
      visibleSimple: onYes!.replace(/&quot;/g, '"'),
      "message.required": OWN_MESSAGE,
    };
    expect((await postQuestion("/config/forms/identity/questions/new", { ...followUp, intent: "save" })).location).toBe("/config/forms/identity?saved=question");
    expect(visibleText((await officer.get("/config/forms/identity")).text)).toContain(FOLLOW_UP);
    await publish("Where in the UK");
    const followUpKey = await keyOfQuestion(FOLLOW_UP);
    // The key comes from the label and never reaches a page.
    expect(followUpKey).toMatch(/^[a-z][A-Za-z0-9]*$/);
    // Everything the form needs was written: the schema where the form's schema lives, the field, the messages.
    const config = (await server.services.configs.current(TENANT)).config as Record<string, Record<string, Record<string, unknown>>>;
    expect((config.schemas["application/identity"] as { properties: Record<string, unknown> }).properties).toMatchObject({ [yesNoKey]: { type: "boolean" }, [followUpKey]: { type: "string", maxLength: 1000 } });
    expect(config.forms.identity).toMatchObject({ fields: { [followUpKey]: { label: FOLLOW_UP, mandatory: true, widget: "textarea", visible: { "===": [{ var: `record.${yesNoKey}` }, true] } } } });
    expect(config.messages.questions).toMatchObject({ [`questions.identity.${followUpKey}.required`]: { text: OWN_MESSAGE } });

    const page = await applicant.get(identityPath());
    expect(visibleText(page.text)).toContain(YES_NO);
    expect(visibleText(page.text)).toContain("Include courses of any length");
    expect(visibleText(page.text)).not.toContain(FOLLOW_UP);
    expect(visibleText(page.text)).not.toContain(yesNoKey);

    const unanswered = await applicantSaves(identityAnswers);
    expect(unanswered.status).toBe(422);
    expect(unanswered.messages).toContain("Select yes if you have studied in the UK before");

    const yesWithoutWhere = await applicantSaves({ ...identityAnswers, [yesNoKey]: true });
    expect(yesWithoutWhere.status).toBe(422);
    expect(yesWithoutWhere.messages).toEqual([OWN_MESSAGE]);
    expect(visibleText((await applicant.get(identityPath())).text)).not.toContain(FOLLOW_UP); // nothing was stored, so the page still draws it hidden

    expect((await applicantSaves({ ...identityAnswers, [yesNoKey]: true, [followUpKey]: "Leeds, 2019 to 2021" })).status).toBe(202);
    expect((await storedIdentity()).answers).toMatchObject({ [yesNoKey]: true, [followUpKey]: "Leeds, 2019 to 2021" });
    expect(visibleText((await applicant.get(identityPath())).text)).toContain(FOLLOW_UP);
  }, 180_000);

  it("changes a question's wording and message from the same editor", async () => {
    const followUpKey = await keyOfQuestion(FOLLOW_UP);
    const yesNoKey = await keyOfQuestion(YES_NO);
    const path = `/config/forms/identity/questions/${followUpKey}`;
    const page = await officer.get(path);
    expect(page.text).toContain(`value="${FOLLOW_UP}"`);
    expect(page.text).toContain(`value="${OWN_MESSAGE}"`);
    const changed = await postQuestion(path, {
      intent: "save",
      label: "Where and when did you study in the UK?",
      hint: "",
      mandatory: "yes",
      visibleMode: "condition",
      visibleCondition: JSON.stringify({ "===": [{ var: `record.${yesNoKey}` }, true] }),
      "message.required": "Enter where and when you studied in the UK",
      "message.invalid": "",
    });
    expect(changed.location).toBe("/config/forms/identity?saved=question");
    await publish("Reworded");
    expect(visibleText((await applicant.get(identityPath())).text)).toContain("Where and when did you study in the UK?");
    expect((await applicantSaves({ ...identityAnswers, [yesNoKey]: true, [followUpKey]: "" })).messages).toEqual(["Enter where and when you studied in the UK"]);
  }, 120_000);

  it("removes a question: it leaves the page, and the stored answer is kept through later saves", async () => {
    const followUpKey = await keyOfQuestion("Where and when did you study in the UK?");
    const yesNoKey = await keyOfQuestion(YES_NO);

    // A question another one's condition reads cannot go while it does.
    const inUse = await postQuestion(`/config/forms/identity/questions/${yesNoKey}`, { intent: "remove" });
    expect(inUse.status).toBe(422);
    expect(visibleText(inUse.text)).toContain("cannot be removed while other parts of the page use its answer");

    expect((await postQuestion(`/config/forms/identity/questions/${followUpKey}`, { intent: "remove" })).location).toBe("/config/forms/identity?saved=questionRemoved");
    await publish("No longer asked where");
    const page = visibleText((await applicant.get(identityPath())).text);
    expect(page).toContain(YES_NO);
    expect(page).not.toContain("Where and when did you study in the UK?");

    expect((await applicantSaves({ ...identityAnswers, [yesNoKey]: true, givenName: "Amarachi" })).status).toBe(202);
    expect((await storedIdentity()).answers).toMatchObject({ givenName: "Amarachi", [yesNoKey]: true, [followUpKey]: "Leeds, 2019 to 2021" });

    // A new question with the same wording gets a new key: the kept answer does not return under it.
    const again = await postQuestion("/config/forms/identity/questions/new", { type: "text", label: "Where and when did you study in the UK?", intent: "save", mandatory: "no", visibleMode: "always" });
    expect(again.location).toBe("/config/forms/identity?saved=question");
    await publish("Asked again");
    expect(await keyOfQuestion("Where and when did you study in the UK?")).not.toBe(followUpKey);
  }, 180_000);

  it("adds a whole new page after this one, then its question, and the applicant meets it in the task list", async () => {
    const refused = await postQuestion("/config/forms/identity/pages/new", { intent: "page", title: " " });
    expect(refused.status).toBe(422);
    expect(visibleText(refused.text)).toContain("Enter the page title");
    const added = await postQuestion("/config/forms/identity/pages/new", { intent: "page", title: "Study in the UK" });
    expect(added.location).toBe("/config/forms/study-in-the-uk?saved=page");
    expect(visibleText((await officer.get("/config/forms/study-in-the-uk?saved=page")).text)).toContain("The page has been added to the draft.");
    const question = await postQuestion("/config/forms/study-in-the-uk/questions/new", { intent: "save", type: "text", label: "Which town did you study in?", mandatory: "yes", visibleMode: "always" });
    expect(question.location).toBe("/config/forms/study-in-the-uk?saved=question");
    await publish("A page about study in the UK");

    const tasks = visibleText((await applicant.get(`/applications/${applicationId}`)).text);
    expect(tasks).toMatch(/Identity[\s\S]*Study in the UK[\s\S]*Nationality/);
    const page = await applicant.get(`/applications/${applicationId}/study-in-the-uk`);
    expect(page.status).toBe(200);
    expect(visibleText(page.text)).toContain("Which town did you study in?");
    const empty = await applicant.postJson(`/applications/${applicationId}/study-in-the-uk.data`, { data: {}, version: (await storedIdentity()).version });
    expect(empty.status).toBe(422);
    expect(((await decodeRemixData(empty.text)) as { page: { errors: Array<{ message: string }> } }).page.errors.map((error) => error.message)).toEqual(["Enter the answer to ‘Which town did you study in?’"]);
  }, 180_000);

  it("adds a question to a student's checklist page; another university's pages do not change", async () => {
    const student = await signedInSkippingMfa(server, demoEmail("student1"));
    const studentId = (await server.services.repositories.students.findOne(TENANT, { email: demoEmail("student1") }))!._id;
    const added = await postQuestion("/config/forms/names-and-aliases/questions/new", {
      intent: "save",
      type: "one-of",
      label: "Which name do you use day to day?",
      options: "My given name\nAnother name",
      mandatory: "yes",
      visibleMode: "always",
    });
    expect(added.location).toBe("/config/forms/names-and-aliases?saved=question");
    await publish("Name used day to day");

    const page = visibleText((await student.get("/checklist/names-and-aliases")).text);
    expect(page).toContain("Which name do you use day to day?");
    expect(page).toContain("Another name");
    const version = (await server.services.repositories.students.findById(TENANT, studentId))!._version;
    const answer = await student.postJson("/checklist/names-and-aliases.data", { data: {}, version });
    expect(answer.status).toBe(422);
    const messages = ((await decodeRemixData(answer.text)) as { page: { errors: Array<{ message: string }> } }).page.errors.map((error) => error.message);
    expect(messages).toContain("Select the answer to ‘Which name do you use day to day?’");

    const elsewhere = await signedInSkippingMfa(server, demoEmail("student1", "thamesgate"));
    expect(visibleText((await elsewhere.get("/checklist/names-and-aliases")).text)).not.toContain("Which name do you use day to day?");
  }, 180_000);
});

// Conversations (001 §2 chat widgets; issue 17 item 6; decision 0822): who reads and writes each
// audience, how each bubble is drawn for its reader, what a new message must be, who is emailed,
// and the unread counts a student's list row carries.
import { beforeAll, describe, expect, it } from "vitest";
import type { PreparedConfig } from "../../../rules";
import {
  audiencesFor,
  bubblesFor,
  checkNewMessage,
  cleanBody,
  notifiesOutside,
  roleGroupOf,
  unreadByFor,
  unreadCounts,
  type ConversationMessage,
} from "../../../rules/conversations/conversation";
import { listRowOf } from "../../../rules/lists/list-row";
import { defaultConfig } from "../../../server/cli/config-source";

let config: PreparedConfig;
beforeAll(async () => {
  config = await defaultConfig();
});

const keysFor = (role: string) => audiencesFor(config, roleGroupOf(config, role)).map((audience) => `${audience.key}:${audience.side}`);

describe("who reads and writes which audience", () => {
  it.each([
    ["Uni", ["student:team", "agent:team", "internal:team"]],
    ["UniAdmin", ["student:team", "agent:team", "internal:team"]],
    ["Enroly", ["student:team", "agent:team", "internal:team"]],
    ["Partner", ["student:team", "agent:team"]],
    ["ImmigrationProvider", ["student:team", "agent:team"]],
    ["Agent", ["agent:outside"]],
    ["AgencyAdmin", ["agent:outside"]],
    ["Student", ["student:outside"]],
    ["Applicant", ["student:outside"]],
    ["Unknown", []],
  ])("%s", (role, expected) => {
    expect(keysFor(role)).toEqual(expected);
  });
});

const message = (fields: Partial<ConversationMessage>): ConversationMessage => ({
  _id: fields._id ?? "m1",
  personId: "p1",
  audience: "student",
  authorId: "a1",
  authorName: "Ada Staff",
  authorGroup: "university",
  side: "team",
  body: "Hello",
  at: "2026-11-22T10:00:00.000Z",
  assignedTo: [],
  ...fields,
});

describe("bubbles", () => {
  it("draws the reader's side going out, the other side coming in, and notes apart, each with the author's style", () => {
    const thread = [
      message({ _id: "1", side: "team", authorGroup: "university", unreadBy: "outside" }),
      message({ _id: "2", side: "outside", authorGroup: "student", authorName: "Sam Student", unreadBy: "team" }),
      message({ _id: "3", audience: "internal", side: "team", authorGroup: "platform" }),
      message({ _id: "4", audience: "agent", side: "outside", authorGroup: "agent" }),
    ];
    const staff = bubblesFor(config, audiencesFor(config, "university"), thread);
    expect(staff.map((bubble) => [bubble.id, bubble.kind, bubble.authorStyle, bubble.audienceLabel, bubble.unread])).toEqual([
      ["1", "outgoing", "university", "Student", false],
      ["2", "incoming", "student", "Student", true],
      ["3", "internal", "platform", "Internal note", false],
      ["4", "incoming", "agent", "Agent", false],
    ]);
    const student = bubblesFor(config, audiencesFor(config, "student"), thread);
    expect(student.map((bubble) => [bubble.id, bubble.kind, bubble.unread])).toEqual([
      ["1", "incoming", true],
      ["2", "outgoing", false],
    ]);
    expect(bubblesFor(config, audiencesFor(config, "agent"), thread).map((bubble) => bubble.id)).toEqual(["4"]);
  });
});

describe("a new message", () => {
  const staff = () => audiencesFor(config, "university");
  it.each([
    [{ audience: "student", body: "Your CAS is ready" }, []],
    [{ audience: "", body: "Hi" }, [["audience", "Select who the message is for"]]],
    [{ audience: "student", body: "" }, [["body", "Enter a message"]]],
    [{ audience: "student", body: "x".repeat(2001) }, [["body", "Message must be 2000 characters or fewer"]]],
    [{ audience: "student", body: "x".repeat(2000) }, []],
  ])("%o", (input, expected) => {
    expect(checkNewMessage(config, staff(), input).map((problem) => [problem.field, problem.message])).toEqual(expected);
  });

  it("refuses an audience the writer has not got: an agent cannot write an internal note", () => {
    expect(checkNewMessage(config, audiencesFor(config, "agent"), { audience: "internal", body: "psst" })).toEqual([{ field: "audience", message: "Select who the message is for" }]);
  });

  it("is cleaned of control characters and surrounding space, keeping its lines", () => {
    expect(cleanBody("  Line one\r\nLine\u0007 two\u0000  ")).toBe("Line one\nLine two");
  });

  it("waits for the other side, and emails the outside party only when the team writes to them", () => {
    expect(unreadByFor(config, "student", "team")).toBe("outside");
    expect(unreadByFor(config, "student", "outside")).toBe("team");
    expect(unreadByFor(config, "internal", "team")).toBeUndefined();
    expect(notifiesOutside(config, "student", "team")).toBe("student");
    expect(notifiesOutside(config, "agent", "team")).toBe("agent");
    expect(notifiesOutside(config, "student", "outside")).toBeNull();
    expect(notifiesOutside(config, "internal", "team")).toBeNull();
  });
});

describe("a student's list row", () => {
  it("counts unread messages per audience and side, and says whether the team has any waiting", () => {
    const unread = unreadCounts([
      { audience: "student", unreadBy: "team" },
      { audience: "student", unreadBy: "team" },
      { audience: "agent", unreadBy: "team" },
      { audience: "agent", unreadBy: "outside" },
      { audience: "internal" },
    ]);
    expect(unread).toEqual({ student: { team: 2 }, agent: { team: 1, outside: 1 } });
    const row = listRowOf(config, "students", { student: { _id: "s1", userId: "p1" }, messages: { unread } }).fields;
    expect(row).toMatchObject({ unread_messages: 3, unread_student_messages: 2, unread_agent_messages: 1, agent_unread_messages: 1, has_unread_messages: "yes" });
    expect(listRowOf(config, "students", { student: { _id: "s1", userId: "p1" } }).fields).toMatchObject({ has_unread_messages: "no" });
  });
});

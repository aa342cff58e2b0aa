// Interviews (issue 17 item 5; decision 0823): the score ring's bands (000 §9: red up to 4,
// orange 4 to 7, green from 7, on 0 to 10), the student's task status by the university's rule,
// and what the student reads (002 §2.4).
import { beforeAll, describe, expect, it } from "vitest";
import type { PreparedConfig } from "../../../rules";
import { interviewDetails, interviewSummary, interviewTaskStatus, scoreRing } from "../../../rules/interviews/interview";
import { defaultConfig } from "../../../server/cli/config-source";

let config: PreparedConfig;
beforeAll(async () => {
  config = await defaultConfig();
});

const student = (interview: Record<string, unknown>) => ({ sections: { "interview-record": interview } });

describe("the score ring", () => {
  it.each([
    [0, "red", 0],
    [3.9, "red", 0.39],
    [4, "orange", 0.4],
    [6.9, "orange", 0.69],
    [7, "green", 0.7],
    [10, "green", 1],
  ])("%s is %s", (score, colour, fraction) => {
    expect(scoreRing(config, score)).toMatchObject({ score, max: 10, colour });
    expect(scoreRing(config, score)?.fraction).toBeCloseTo(fraction);
  });

  it("is not drawn without a score", () => {
    expect(scoreRing(config, undefined)).toBeNull();
    expect(scoreRing(config, "7")).toBeNull();
  });
});

describe("the student's Scheduled Interviews task", () => {
  it.each([
    [{}, "Waiting"],
    [{ bookingStatus: "Requested", result: "INVITED" }, "Waiting"],
    [{ bookingStatus: "Booked", result: "BOOKED" }, "InProgress"],
    [{ bookingStatus: "Canceled" }, "Waiting"],
    [{ bookingStatus: "Booked", result: "PASSED", score: 8 }, "Complete"],
    [{ bookingStatus: "Booked", result: "FAILED", score: 2 }, "Waiting"],
  ])("%o is %s", (interview, status) => {
    expect(interviewTaskStatus(config, student(interview))).toBe(status);
  });
});

describe("what staff and the student read", () => {
  const booked = {
    bookingStatus: "Booked",
    result: "PASSED",
    score: 7.5,
    poorAudio: true,
    name: "Credibility interview",
    date: "2026-12-01",
    startTime: "14:30",
    locationType: "teams",
    joinUrl: "https://teams.example/join/1",
    conferenceId: "123 456",
    additionalQuestions: [{ question: "Bring your passport", answer: "" }, { question: "" }],
  };

  it("gives staff the statuses in the form's words, the ring and the audio badge", () => {
    expect(interviewSummary(config, student(booked))).toMatchObject({ bookingStatus: "Booked", result: "Passed", ring: { colour: "green" }, poorAudio: true, event: "Credibility interview" });
    expect(interviewSummary(config, {})).toBeNull();
  });

  it("gives the student the event once booked, without empty questions", () => {
    const details = interviewDetails(config, student(booked));
    expect(details).toMatchObject({ state: "booked", name: "Credibility interview", joinUrl: "https://teams.example/join/1", conference: { conferenceId: "123 456", password: null } });
    expect(details.additionalQuestions).toEqual([{ question: "Bring your passport", answer: "" }]);
    expect(interviewDetails(config, student({ bookingStatus: "Requested" })).state).toBe("waiting");
    expect(interviewDetails(config, student({ bookingStatus: "Canceled" })).state).toBe("canceled");
  });
});

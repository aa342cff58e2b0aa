// @vitest-environment jsdom
// A repeating group at its maximum (000 §5 programme choices): the add button goes and the
// group says 'You have added the maximum number of choices' (ui:options.maxReachedLabel).
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderForm } from "./render-helpers";

afterEach(cleanup);

const schema = {
  type: "object" as const,
  properties: { programmeChoices: { type: "array" as const, title: "Programme choices", maxItems: 2, items: { type: "object" as const, properties: { courseName: { type: "string" as const, title: "Course name" } } } } },
};
const uiSchema = { programmeChoices: { "ui:options": { addLabel: "programmeChoices.add", maxReachedLabel: "programmeChoices.maximumAdded" } } };
const texts = { "programmeChoices.add": "Add another programme choice", "programmeChoices.maximumAdded": "You have added the maximum number of choices" };

describe("a repeating group at its maximum", () => {
  it("says so instead of offering to add another", () => {
    renderForm({ schema, uiSchema, texts, formData: { programmeChoices: [{ courseName: "A" }, { courseName: "B" }] } });
    expect(screen.getByText("You have added the maximum number of choices")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Add another programme choice/ })).toBeNull();
  });

  it("offers to add another below it", () => {
    renderForm({ schema, uiSchema, texts, formData: { programmeChoices: [{ courseName: "A" }] } });
    expect(screen.queryByText("You have added the maximum number of choices")).toBeNull();
    expect(screen.getByRole("button", { name: /Add/ })).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderForm } from "./render-helpers";
import common from "../../../schemas/common.schema.json";

afterEach(cleanup);

function lastChange(onChange: ReturnType<typeof vi.fn>) {
  return onChange.mock.calls.at(-1)?.[0] as Record<string, unknown>;
}

describe("date widget", () => {
  const schema = { type: "object" as const, properties: { dob: { type: "string" as const, title: "Date of birth" } } };
  const uiSchema = { dob: { "ui:widget": "date", "ui:options": { autocomplete: "bday" } } };

  it("draws day, month and year boxes in one fieldset whose legend is the label, with birthday autocomplete", () => {
    renderForm({ schema, uiSchema });
    const group = screen.getByRole("group", { name: /Date of birth/ });
    expect(within(group).getByLabelText("Day")).toHaveProperty("autocomplete", "bday-day");
    expect(within(group).getByLabelText("Month")).toHaveProperty("autocomplete", "bday-month");
    expect(within(group).getByLabelText("Year")).toHaveProperty("autocomplete", "bday-year");
  });

  it("keeps digits only, up to 2 for day and month and 4 for the year", async () => {
    const onChange = vi.fn();
    renderForm({ schema, uiSchema, onChange });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Day"), "3a12");
    await user.type(screen.getByLabelText("Month"), "1x1");
    await user.type(screen.getByLabelText("Year"), "19999");
    expect(screen.getByLabelText("Day")).toHaveProperty("value", "31");
    expect(screen.getByLabelText("Month")).toHaveProperty("value", "11");
    expect(screen.getByLabelText("Year")).toHaveProperty("value", "1999");
    expect(lastChange(onChange)).toEqual({ dob: "1999-11-31" });
  });

  it("zero-pads day and month when a box is left, and leaves a short year as typed for the rules to refuse", async () => {
    const onChange = vi.fn();
    renderForm({ schema, uiSchema, onChange });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Day"), "7");
    await user.type(screen.getByLabelText("Month"), "3");
    await user.type(screen.getByLabelText("Year"), "98");
    await user.tab();
    expect(screen.getByLabelText("Day")).toHaveProperty("value", "07");
    expect(screen.getByLabelText("Month")).toHaveProperty("value", "03");
    // '98' is not silently read as 1998 (or 2098): the year stays what was typed.
    expect(screen.getByLabelText("Year")).toHaveProperty("value", "98");
    expect(lastChange(onChange)).toEqual({ dob: "98-03-07" });
  });

  it("blocks pasting", () => {
    renderForm({ schema, uiSchema });
    const day = screen.getByLabelText("Day");
    const paste = new Event("paste", { bubbles: true, cancelable: true });
    day.dispatchEvent(paste);
    expect(paste.defaultPrevented).toBe(true);
  });

  it("sends a partly filled date as it is, so the rules can call it incomplete", async () => {
    const onChange = vi.fn();
    renderForm({ schema, uiSchema, onChange });
    await userEvent.setup().type(screen.getByLabelText("Year"), "2001");
    expect(lastChange(onChange)).toEqual({ dob: "2001--" });
  });
});

describe("month-and-year and year widgets", () => {
  it("stores a month from the list and a 4-digit year as YYYY-MM", async () => {
    const onChange = vi.fn();
    renderForm({
      schema: { type: "object", properties: { date: { type: "string", title: "Test date" } } },
      uiSchema: { date: { "ui:widget": "month-year" } },
      onChange,
    });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Month"), "March");
    await user.type(screen.getByLabelText("Year"), "2024");
    expect(lastChange(onChange)).toEqual({ date: "2024-03" });
  });

  it("takes four digits for a year", async () => {
    const onChange = vi.fn();
    renderForm({ schema: { type: "object", properties: { year: { type: "string", title: "Year received" } } }, uiSchema: { year: { "ui:widget": "year" } }, onChange });
    await userEvent.setup().type(screen.getByLabelText(/Year received/), "20a245");
    expect(screen.getByLabelText(/Year received/)).toHaveProperty("value", "2024");
  });
});

describe("money and percentage widgets", () => {
  it("shows a £ prefix, keeps digits only up to 10 characters and stores whole pounds", async () => {
    const onChange = vi.fn();
    renderForm({ schema: { type: "object", properties: { fee: { type: "integer", title: "Course fee" } } }, uiSchema: { fee: { "ui:widget": "money" } }, onChange });
    const input = screen.getByLabelText(/Course fee/);
    expect(screen.getByText("£")).toBeTruthy();
    await userEvent.setup().type(input, "12,5a0099123456");
    expect(input).toHaveProperty("value", "1250099123");
    expect(lastChange(onChange)).toEqual({ fee: 1250099123 });
  });

  it("reads pence as pounds and pence, for the checks to refuse, never as more pounds (issue 40 item 2)", async () => {
    const onChange = vi.fn();
    renderForm({ schema: { type: "object", properties: { fee: { type: "integer", title: "Course fee" } } }, uiSchema: { fee: { "ui:widget": "money" } }, onChange });
    const input = screen.getByLabelText(/Course fee/);
    await userEvent.setup().type(input, "18500.5.0");
    expect(input).toHaveProperty("value", "18500.50");
    expect(lastChange(onChange)).toEqual({ fee: 18500.5 });
  });

  it("accepts up to 3 digits for a percentage, and 100 is the only 3-digit value", async () => {
    renderForm({ schema: { type: "object", properties: { pct: { type: "integer", title: "Scholarship" } } }, uiSchema: { pct: { "ui:widget": "percentage" } } });
    const input = screen.getByLabelText(/Scholarship/);
    const user = userEvent.setup();
    await user.type(input, "101");
    expect(input).toHaveProperty("value", "10");
    await user.clear(input);
    await user.type(input, "100");
    expect(input).toHaveProperty("value", "100");
  });
});

describe("phone widget", () => {
  const schema = { type: "object" as const, properties: { phone: { type: "string" as const, title: "Phone" } } };
  const uiSchema = { phone: { "ui:widget": "phone" } };

  it("sends +code number and keeps the code to 3 digits", async () => {
    const onChange = vi.fn();
    renderForm({ schema, uiSchema, onChange });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Country code"), "4412");
    await user.type(screen.getByLabelText("Phone number"), "7700 900123");
    expect(screen.getByLabelText("Country code")).toHaveProperty("value", "441");
    await user.clear(screen.getByLabelText("Country code"));
    await user.type(screen.getByLabelText("Country code"), "44");
    expect(lastChange(onChange)).toEqual({ phone: "+44 7700 900123" });
  });

  it("checks the number 300 ms after typing stops", async () => {
    vi.useFakeTimers();
    try {
      renderForm({ schema, uiSchema, formData: { phone: "+999 123" } });
      act(() => vi.advanceTimersByTime(299));
      expect(screen.queryByText("Enter a country code that exists, like +44 for the UK")).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByText("Enter a country code that exists, like +44 for the UK")).toBeTruthy();
      fireEvent.change(screen.getByLabelText("Country code"), { target: { value: "44" } });
      fireEvent.change(screen.getByLabelText("Phone number"), { target: { value: "7911 123456 789" } });
      act(() => vi.advanceTimersByTime(300));
      expect(screen.getByText("Your phone number is too long")).toBeTruthy();
      fireEvent.change(screen.getByLabelText("Phone number"), { target: { value: "7911 123456" } });
      act(() => vi.advanceTimersByTime(300));
      expect(screen.queryByText(/Your phone number/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("country autosuggest", () => {
  const schema = { type: "object" as const, properties: { country: { type: "string" as const, title: "Country", enum: ["United Kingdom", "United States", "Ukraine", "India"] } } };
  const uiSchema = { country: { "ui:widget": "country" } };

  it("suggests names containing what was typed, ignoring case", async () => {
    renderForm({ schema, uiSchema });
    await userEvent.setup().type(screen.getByRole("combobox"), "uNiT");
    const options = screen.getAllByRole("option").map((option) => option.textContent);
    expect(options).toEqual(["United Kingdom", "United States"]);
  });

  it("says 'No Suggestions' when nothing matches", async () => {
    renderForm({ schema, uiSchema });
    await userEvent.setup().type(screen.getByRole("combobox"), "zzz");
    expect(screen.getByRole("option").textContent).toBe("No Suggestions");
  });

  it("accepts only an exact name from the list, taking the list's spelling", async () => {
    const onChange = vi.fn();
    renderForm({ schema, uiSchema, onChange });
    const user = userEvent.setup();
    await user.type(screen.getByRole("combobox"), "Unit");
    expect(lastChange(onChange)).toEqual({});
    await user.clear(screen.getByRole("combobox"));
    await user.type(screen.getByRole("combobox"), "india");
    await user.tab();
    expect(lastChange(onChange)).toEqual({ country: "India" });
    expect(screen.getByRole("combobox")).toHaveProperty("value", "India");
  });

  it("is chosen from the keyboard", async () => {
    const onChange = vi.fn();
    renderForm({ schema, uiSchema, onChange });
    const user = userEvent.setup();
    await user.type(screen.getByRole("combobox"), "uk");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(lastChange(onChange)).toEqual({ country: "Ukraine" });
  });
});

describe("HECoS subject autosuggest (coded choices)", () => {
  // The real list: its choices are codes, each named "<code> <subject>" (schemas/build/common.ts),
  // drawn as the renderer draws a list of choices (rules/forms/render.ts: enum and ui:enumNames).
  const { enum: codes, "x-enumLabels": names } = common.$defs.hecosCode;
  const schema = { type: "object" as const, properties: { code: { type: "string" as const, title: "HECoS code", enum: codes } } };
  const uiSchema = { code: { "ui:widget": "autosuggest", "ui:enumNames": names } };

  it("finds a subject by its name and stores its code", async () => {
    const onChange = vi.fn();
    renderForm({ schema, uiSchema, onChange });
    const user = userEvent.setup();
    await user.type(screen.getByRole("combobox"), "computer science");
    await user.click(screen.getByRole("option", { name: "100366 Computer science" }));
    expect(lastChange(onChange)).toEqual({ code: "100366" });
    expect(screen.getByRole("combobox")).toHaveProperty("value", "100366 Computer science");
  });

  it("takes the code typed on its own", async () => {
    const onChange = vi.fn();
    renderForm({ schema, uiSchema, onChange });
    const user = userEvent.setup();
    await user.type(screen.getByRole("combobox"), "100366");
    expect(lastChange(onChange)).toEqual({ code: "100366" });
    await user.tab();
    expect(screen.getByRole("combobox")).toHaveProperty("value", "100366 Computer science");
  });

  it("shows a stored code by its name", () => {
    renderForm({ schema, uiSchema, formData: { code: "100366" } });
    expect(screen.getByRole("combobox")).toHaveProperty("value", "100366 Computer science");
  });
});

describe("choices, consents and repeatable groups", () => {
  it("answers yes/no with radios grouped under the question", async () => {
    const onChange = vi.fn();
    renderForm({ schema: { type: "object", properties: { hasOtherName: { type: "boolean", title: "Have you been known by another name?" } } }, uiSchema: { hasOtherName: { "ui:widget": "yes-no" } }, onChange });
    const group = screen.getByRole("group", { name: /known by another name/ });
    await userEvent.setup().click(within(group).getByLabelText("No"));
    expect(lastChange(onChange)).toEqual({ hasOtherName: false });
  });

  it("stores a consent as true only when ticked", async () => {
    const onChange = vi.fn();
    renderForm({ schema: { type: "object", properties: { ok: { type: "boolean", title: "I agree to the privacy policy" } } }, uiSchema: { ok: { "ui:widget": "consent" } }, onChange });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("I agree to the privacy policy"));
    expect(lastChange(onChange)).toEqual({ ok: true });
    await user.click(screen.getByLabelText("I agree to the privacy policy"));
    expect(lastChange(onChange)).toEqual({});
  });

  it("adds and removes items of a repeatable group with the configured button wording", async () => {
    const onChange = vi.fn();
    renderForm({
      schema: { type: "object", properties: { otherNames: { type: "array", title: "Other names", items: { type: "object", properties: { givenName: { type: "string", title: "Given name" } } } } } },
      uiSchema: { otherNames: { "ui:options": { addLabel: "form.repeatable.add" } } },
      onChange,
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add another" }));
    await user.click(screen.getByRole("button", { name: "Add another" }));
    expect(screen.getAllByLabelText("Given name")).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Remove Item 1" }));
    expect(screen.getAllByLabelText("Given name")).toHaveLength(1);
  });
});

describe("a sponsorship-style group", () => {
  const schema = { type: "object" as const, properties: { accounts: { type: "array" as const, title: "Myself or My Family", items: { type: "object" as const, properties: { bank: { type: "string" as const, title: "Bank" } } } } } };
  const uiSchema = { accounts: { "ui:options": { addLabel: "funding.addBankAccount", addAnotherLabel: "funding.addAnother", saveLabel: "funding.save" } } };
  const texts = { "funding.addBankAccount": "Add Bank Account", "funding.addAnother": "Add another", "funding.save": "Save" };

  it("offers 'Add Bank Account' first, then 'Add another', and its own Save once it has an entry", async () => {
    const onSaveGroup = vi.fn();
    renderForm({ schema, uiSchema, texts, onSaveGroup });
    const user = userEvent.setup();
    expect(screen.queryByRole("button", { name: "Save Myself or My Family" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Add Bank Account" }));
    expect(screen.getByRole("button", { name: "Add another" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save Myself or My Family" }));
    expect(onSaveGroup).toHaveBeenCalledTimes(1);
  });
});

describe("errors", () => {
  it("summarises errors under 'There is a problem', focuses the summary and links each to its field", async () => {
    renderForm({
      schema: { type: "object", properties: { givenName: { type: "string", title: "Given name" }, dob: { type: "string", title: "Date of birth" } } },
      uiSchema: { dob: { "ui:widget": "date" } },
      errors: [
        { path: "givenName", message: "Given name is required" },
        { path: "dob", message: "Must be older than 13 years old." },
      ],
    });
    const summary = screen.getByRole("alert");
    expect(within(summary).getByRole("heading").textContent).toBe("There is a problem");
    expect(document.activeElement).toBe(summary);
    expect(screen.getAllByText("Given name is required")).toHaveLength(2); // summary and inline, same wording
    await userEvent.setup().click(within(summary).getByRole("link", { name: "Must be older than 13 years old." }));
    expect(document.activeElement).toBe(screen.getByLabelText("Day"));
    await userEvent.setup().click(within(summary).getByRole("link", { name: "Given name is required" }));
    expect(document.activeElement).toBe(screen.getByLabelText(/Given name/));
  });

  it("marks mandatory fields", () => {
    renderForm({ schema: { type: "object", required: ["givenName"], properties: { givenName: { type: "string", title: "Given name" } } } });
    expect(screen.getByText("(required)")).toBeTruthy();
  });
});

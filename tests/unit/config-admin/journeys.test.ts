// The Config screen lists forms in the order people meet them (issue 20 item 3).
import { describe, expect, it } from "vitest";
import { formsByJourney } from "../../../server/config-admin/journeys";
import { composeTenantConfig, loadConfigsFromDisk } from "../../../server/tenant-config/load-from-disk";

describe("forms by journey", () => {
  it("orders the defaults' forms as the application, the checklist and the questionnaire meet them, other kinds by title", async () => {
    const disk = await loadConfigsFromDisk("tenant-configs");
    const config = composeTenantConfig(disk, disk.tenants.find((tenant) => tenant.identity.key === "northbridge")!) as Record<string, unknown>;
    const forms = Object.entries(config.forms as Record<string, { title: string; kind: string }>).map(([id, form]) => ({ id, title: form.title, kind: form.kind }));
    const journeys = formsByJourney(config, forms);
    expect(journeys.map((journey) => journey.kind)).toEqual(["application", "your-information", "offer", "checklist", "questionnaire", "dialog", "staff"]);
    const ids = (kind: string) => journeys.find((journey) => journey.kind === kind)!.forms.map((form) => form.id);
    expect(ids("application").slice(0, 3)).toEqual(["identity", "nationality-and-residence", "contact-details"]);
    expect(ids("checklist").slice(0, 3)).toEqual(["processing-of-information", "names-and-aliases", "gender-birth-nationality"]);
    expect(ids("questionnaire")).toEqual(["questionnaire-1", "questionnaire-2", "questionnaire-3", "questionnaire-4"]);
    const staff = journeys.find((journey) => journey.kind === "staff")!.forms.map((form) => form.title);
    expect(staff).toEqual([...staff].sort((a, b) => a.localeCompare(b, "en-GB")));
    expect(journeys.flatMap((journey) => journey.forms)).toHaveLength(forms.length);
  });

  it("follows the task groups' order, puts a form no journey places with its kind, and tolerates a draft without task lists", () => {
    const forms = [
      { id: "b", title: "Beta", kind: "application" },
      { id: "a", title: "Alpha", kind: "application" },
      { id: "x", title: "Extra", kind: "" },
      { id: "c", title: "Gamma", kind: "application" },
    ];
    // The groups are keyed (decision 0093): the one with the lower order comes first, wherever it is written.
    expect(formsByJourney({ application: { taskGroups: { later: { id: "later", order: 20, tasks: ["b"] }, first: { id: "first", order: 10, tasks: ["c"] } } } }, forms)).toEqual([
      { kind: "application", forms: [forms[3], forms[0], forms[1]] },
      { kind: "", forms: [forms[2]] },
    ]);
    expect(formsByJourney({ application: "broken" }, forms)[0].forms.map((form) => form.id)).toEqual(["a", "b", "c"]);
  });
});

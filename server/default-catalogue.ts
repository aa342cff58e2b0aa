// The platform's one default catalogue: tenant-configs/_defaults/messages.json and every file of
// messages/, flattened as a configuration's are. Pages before anyone is known (sign-in, errors)
// and the fallbacks of every page read it; a university's published configuration carries its
// own copy with its overrides. Imported, not read from disk, so the app's server build holds it.
import { flattenCatalogue } from "../rules/config/catalogue";
import type { MessageCatalogue } from "../rules/types";
import platform from "../tenant-configs/_defaults/messages.json";
import admin from "../tenant-configs/_defaults/messages/admin.json";
import application from "../tenant-configs/_defaults/messages/application.json";
import checklistApp from "../tenant-configs/_defaults/messages/checklist-app.json";
import checklist from "../tenant-configs/_defaults/messages/checklist.json";
import common from "../tenant-configs/_defaults/messages/common.json";
import config from "../tenant-configs/_defaults/messages/config.json";
import conversations from "../tenant-configs/_defaults/messages/conversations.json";
import form from "../tenant-configs/_defaults/messages/form.json";
import imports from "../tenant-configs/_defaults/messages/imports.json";
import insights from "../tenant-configs/_defaults/messages/insights.json";
import interviews from "../tenant-configs/_defaults/messages/interviews.json";
import lists from "../tenant-configs/_defaults/messages/lists.json";
import offers from "../tenant-configs/_defaults/messages/offers.json";
import outbound from "../tenant-configs/_defaults/messages/outbound.json";
import privacy from "../tenant-configs/_defaults/messages/privacy.json";
import reminders from "../tenant-configs/_defaults/messages/reminders.json";
import staff from "../tenant-configs/_defaults/messages/staff.json";
import studentRecords from "../tenant-configs/_defaults/messages/student-records.json";
import tags from "../tenant-configs/_defaults/messages/tags.json";
import automations from "../tenant-configs/_defaults/messages/automations.json";
import tasks from "../tenant-configs/_defaults/messages/tasks.json";
import uploads from "../tenant-configs/_defaults/messages/uploads.json";
import retention from "../tenant-configs/_defaults/messages/retention.json";
import home from "../tenant-configs/_defaults/messages/home.json";

/** The message files of the defaults by file name (a test checks none is missing). */
export const defaultMessageFiles: Readonly<Record<string, unknown>> = {
  admin,
  application,
  "checklist-app": checklistApp,
  checklist,
  common,
  config,
  conversations,
  form,
  imports,
  insights,
  interviews,
  lists,
  offers,
  outbound,
  privacy,
  reminders,
  staff,
  "student-records": studentRecords,
  tags,
  automations,
  tasks,
  uploads,
  retention,
  home,
};

export const defaultCatalogue: MessageCatalogue = flattenCatalogue({ ...platform, ...defaultMessageFiles });

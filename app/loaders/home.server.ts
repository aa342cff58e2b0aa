// The home page: where each signed-in user goes next (000 §2 navigation: Home, Your information,
// Application, Offers; the student's checklist and CAS tracker; the Config screen for those who may edit it).
import type { AppLoadContext } from "@remix-run/node";
import type { CasTrackerState } from "../../rules";
import { getOptionalUser } from "../../server/auth/guards";
import { can } from "../../server/auth/permissions";
import { catalogueFor } from "../../server/auth/texts";
import { casTrackerOf } from "../../server/checklist/tracker";
import { textsWithPrefix } from "../../server/messages";
import { viewOf } from "../../server/records/record-page";
import { firstApplicationOfPerson, hasOffers, studentOfPerson } from "../../server/records/person-records";
import { todaysWork, type WorkGroup } from "../../server/staff/todays-work";

export interface HomeLink {
  href: string;
  labelKey: string;
}

export async function loadHome(request: Request, context: AppLoadContext) {
  const user = await getOptionalUser(request, context);
  const texts = textsWithPrefix(await catalogueFor(context.services, user?.tenant), "home.");
  if (!user) return { signedIn: false, links: [] as HomeLink[], tracker: null, work: null, texts };
  const links: HomeLink[] = [];
  let tracker: CasTrackerState | null = null;
  if (user.tenant && can(user, "read:application:own")) {
    const application = await firstApplicationOfPerson(context.services, user.tenant, user.id);
    if (application) {
      links.push({ href: `/applications/${application._id}`, labelKey: "home.application" });
      links.push({ href: "/your-information", labelKey: "home.yourInformation" });
    }
  }
  if (user.tenant && can(user, "read:offer:own") && (await hasOffers(context.services, user.tenant, user.id))) {
    links.push({ href: "/offers", labelKey: "home.offers" });
  }
  if (user.tenant && can(user, "read:student:own") && !can(user, "read:student:tenant")) {
    const student = await studentOfPerson(context.services, user.tenant, user.id);
    if (student) {
      links.push({ href: "/checklist", labelKey: "home.checklist" });
      tracker = await casTrackerOf(context.services, await viewOf(context.services, user, "students", student));
    }
  }
  if (can(user, "update:config:tenant") || can(user, "read:config:any")) links.push({ href: "/config", labelKey: "home.config" });
  // Staff who work a list see what waits for them today (issue 39; decision 0060), in the words the figures name.
  let work: WorkGroup[] | null = null;
  if (user.tenant && (can(user, "list:dashboard:assigned") || can(user, "list:pipeline:assigned"))) {
    const config = (await context.services.configs.current(user.tenant)).prepared;
    work = await todaysWork(context.services, user, user.tenant, config);
  }
  return { signedIn: true, links, tracker, work, texts };
}

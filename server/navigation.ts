// The navigation each signed-in user sees (001 §2 'Navigation bar'; 000 §2 'Navigation groups';
// 002 §2.1): staff get Students, Insights, Config and Give feedback; applicants Home, Your
// information, Application and Offers; students their checklist, tasks and questionnaire. Which
// links show follows the permission matrix; the words are the catalogue's `nav.*`.
import { can, type SignedInUser } from "./auth/permissions";
import { unreadCount } from "./conversations/conversations";
import type { Services } from "./services";

export interface NavigationLink {
  href: string;
  labelKey: string;
  /** A count beside the label (unread messages). */
  badge?: number;
}

interface NavigationItem extends NavigationLink {
  shows(user: SignedInUser): boolean;
}

const anyOf = (...permissions: Array<Parameters<typeof can>[1]>) => (user: SignedInUser) => permissions.some((permission) => can(user, permission));
// Staff work a list: the dashboard, or the CAS pipeline only (Enroly); they never see an applicant's or a student's own pages.
const staff = anyOf("list:dashboard:assigned", "list:pipeline:assigned", "read:person:assigned");

export const MESSAGES_HREF = "/messages";

const ITEMS: readonly NavigationItem[] = [
  // Students leads back to the last list the user looked at (001 §2: a stored return URL).
  { href: "/students/back", labelKey: "nav.students", shows: anyOf("list:dashboard:assigned") },
  { href: "/cas", labelKey: "nav.cas", shows: anyOf("list:pipeline:assigned") },
  { href: "/insights/summary", labelKey: "nav.insights", shows: anyOf("read:insights:assigned") },
  { href: "/imports", labelKey: "nav.imports", shows: anyOf("create:import:tenant") },
  // A university's own pages with no chooser of their own: not for the platform Admin, who reaches them by a university's address (issue 39).
  { href: "/student-records", labelKey: "nav.studentRecords", shows: (user) => Boolean(user.tenant) && anyOf("update:student:tenant")(user) },
  { href: "/courses", labelKey: "nav.courses", shows: anyOf("create:course:tenant") },
  { href: "/reminders/failed", labelKey: "nav.reminders", shows: (user) => Boolean(user.tenant) && anyOf("read:reminder:tenant")(user) },
  { href: "/config", labelKey: "nav.config", shows: anyOf("update:config:tenant", "read:config:any") },
  { href: "/admin/universities", labelKey: "nav.universities", shows: anyOf("update:university:any") },
  { href: "/admin/users", labelKey: "nav.users", shows: anyOf("update:user:tenant") },
  { href: "/feedback", labelKey: "nav.feedback", shows: anyOf("create:feedback:own") },
  { href: "/", labelKey: "nav.home", shows: (user) => !staff(user) && !anyOf("update:config:tenant", "read:config:any")(user) },
  { href: "/your-information", labelKey: "nav.yourInformation", shows: (user) => !staff(user) && anyOf("read:application:own")(user) },
  { href: "/applications", labelKey: "nav.application", shows: (user) => !staff(user) && anyOf("read:application:own")(user) },
  { href: "/offers", labelKey: "nav.offers", shows: (user) => !staff(user) && anyOf("update:offer:own")(user) },
  { href: "/checklist", labelKey: "nav.checklist", shows: (user) => !staff(user) && anyOf("update:student:own")(user) },
  { href: "/tasks", labelKey: "nav.tasks", shows: (user) => !staff(user) && anyOf("update:student:own")(user) },
  { href: "/questionnaire", labelKey: "nav.questionnaire", shows: (user) => !staff(user) && anyOf("update:student:own")(user) },
  // A student's conversation, or the staff inbox (decision 0822); the platform Admin has no university to read.
  { href: MESSAGES_HREF, labelKey: "nav.messages", shows: (user) => Boolean(user.tenant) && anyOf("read:message:own")(user) },
];

export function navigationFor(user: SignedInUser): NavigationLink[] {
  return ITEMS.filter((item) => item.shows(user)).map(({ href, labelKey }) => ({ href, labelKey }));
}

/** The links with the unread-message badge (001 §2) where the user has the Messages link. */
export async function navigationWithBadges(services: Services, user: SignedInUser): Promise<NavigationLink[]> {
  const links = navigationFor(user);
  if (!user.tenant || !links.some((link) => link.href === MESSAGES_HREF)) return links;
  const config = (await services.configs.current(user.tenant)).prepared;
  const unread = await unreadCount(services, user, user.tenant, config);
  return links.map((link) => (link.href === MESSAGES_HREF && unread > 0 ? { ...link, badge: unread } : link));
}

// /students/export and /cas/export: the current list, with its tab and filters, as CSV (001 §3 export columns),
// streamed. The same access as the list, and the export permission.
import type { AppLoadContext } from "@remix-run/node";
import { Readable } from "node:stream";
import { notFound } from "../../server/auth/guards";
import { exportList } from "../../server/lists/export";
import type { TabSet } from "../../server/lists/dashboard";
import { staffAccess } from "../../server/staff/access";
import { queryValues } from "./dashboard.server";
import { noteAction } from "../../server/records/audit-log";
import { noteAccess } from "../../server/privacy/access-log";

const fileNamePart = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "list";

export async function exportStudents(request: Request, context: AppLoadContext, tabSet: TabSet = "dashboard") {
  const access = await staffAccess(request, context, "export:dashboard:assigned");
  if (!access.tenant || !access.config || !access.today) throw notFound();
  const tenant = access.tenant;
  const exported = { kind: "export" as const, export: tabSet === "pipeline" ? ("cas" as const) : ("students" as const) };
  const noteExported = (personIds: string[]) => noteAccess(context.services, tenant, access.user, personIds, exported);
  const { stream, tabLabel } = await exportList(context.services, access.user, tenant, access.config, queryValues(new URL(request.url)), tabSet, noteExported);
  await noteAction(context.services, access.tenant, {
    actorId: access.user.id,
    action: "list.export",
    entity: "listRows",
    entityId: fileNamePart(tabLabel),
    details: { query: new URL(request.url).search.slice(0, 1_000) },
  });
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${access.tenant}-${fileNamePart(tabLabel)}-${access.today}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}

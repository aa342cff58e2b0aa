// GET /reference/<list>.js?v=<hash>: a long reference list (nationalities, countries) as an ES
// module (server/lists/reference-modules.ts). The address in force is kept by the browser for
// good; any other version is answered with the current list, not kept.
import type { AppLoadContext } from "@remix-run/node";
import { notFound, requireUserWith } from "../../server/auth/guards";
import { referenceModule } from "../../server/lists/reference-modules";

export async function loadReferenceModule(request: Request, context: AppLoadContext, file: string | undefined) {
  // Reference names are no secret, but only signed-in pages ask for them.
  await requireUserWith(request, context, "read:account:own");
  const module = file?.endsWith(".js") ? referenceModule(file.slice(0, -".js".length)) : null;
  if (!module) throw notFound();
  const current = new URL(request.url).searchParams.get("v") === module.version;
  return new Response(module.source, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": current ? "private, max-age=31536000, immutable" : "no-store",
    },
  });
}

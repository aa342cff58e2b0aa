// GET /validators/<form>.js?v=<version>: the signed-in user's university's precompiled validator
// for a form, as an ES module (server/forms/browser-validators.ts). A request for the version in
// force is kept by the browser for good; any other is answered with the current one, not kept.
import type { AppLoadContext } from "@remix-run/node";
import { notFound, requireUserWith } from "../../server/auth/guards";
import { validatorModule } from "../../server/forms/browser-validators";

export async function loadValidator(request: Request, context: AppLoadContext, file: string | undefined) {
  // Anyone who may fill a form in (every role with an account of its own).
  const user = await requireUserWith(request, context, "read:account:own");
  const formId = file?.endsWith(".js") ? file.slice(0, -".js".length) : null;
  if (!user.tenant || !formId) throw notFound();
  const config = (await context.services.configs.current(user.tenant)).prepared;
  if (!config.hasForm(formId)) throw notFound();
  const current = new URL(request.url).searchParams.get("v") === String(config.version);
  return new Response(await validatorModule(config, formId), {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": current ? "private, max-age=31536000, immutable" : "no-store",
    },
  });
}

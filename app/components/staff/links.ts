import type { LinksFunction } from "@remix-run/node";
import stylesheet from "./staff.css?url";

export const staffLinks: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

// The Config screen's stylesheet, linked by each of its routes.
import type { LinksFunction } from "@remix-run/node";
import configStylesheet from "./config.css?url";

export const configLinks: LinksFunction = () => [{ rel: "stylesheet", href: configStylesheet }];

import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import "./context";
import stylesheet from "./styles/app.css?url";
import { ErrorPage, errorStatusOf } from "./components/ErrorPage";
import { defaultSupportEmail, defaultTexts } from "./lib/default-texts";
import { textOf } from "./lib/format-message";
import { loadRootData } from "./root.server";

export type RootData = Awaited<ReturnType<typeof loadRootData>>;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export const loader = ({ request, context }: LoaderFunctionArgs) => loadRootData(request, context);

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (!error) return [];
  const texts = data?.texts ?? defaultTexts;
  const status = errorStatusOf(isRouteErrorResponse(error) ? error.status : 500);
  return [{ title: `${textOf(texts, `errorPage.${status}.title`)}${textOf(texts, "app.titleSuffix")}` }];
};

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const texts = data?.texts ?? defaultTexts;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {textOf(texts, "app.skipLink")}
        </a>
        <header className="site-header">
          <a className="site-header__name" href="/">
            {textOf(texts, "app.name")}
          </a>
          {data?.universityName ? <span className="site-header__tenant">{data.universityName}</span> : null}
        </header>
        <main id="main" className="page" tabIndex={-1}>
          {children}
        </main>
        <ScrollRestoration nonce={data?.cspNonce} />
        <Scripts nonce={data?.cspNonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  const status = errorStatusOf(isRouteErrorResponse(error) ? error.status : 500);
  return (
    <ErrorPage
      status={status}
      texts={data?.texts ?? defaultTexts}
      supportEmail={data?.supportEmail ?? defaultSupportEmail}
      reference={status === 500 ? data?.requestId : undefined}
    />
  );
}

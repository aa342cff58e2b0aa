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
import { Children, cloneElement, isValidElement, useContext, type ReactElement, type ReactNode } from "react";
import { UNSAFE_DataRouterStateContext } from "react-router-dom";
import "./context";
import stylesheet from "./styles/app.css?url";
import themeStylesheet from "./styles/theme.css?url";
import authStylesheet from "./components/auth/forms.css?url";
import { ErrorPage, errorStatusOf } from "./components/ErrorPage";
import { ToastProvider } from "./components/Toasts";
import { IdleLogout } from "./components/IdleLogout";
import { SiteNavigation } from "./components/nav/SiteNavigation";
import { defaultSupportEmail, defaultTexts } from "./lib/default-texts";
import { textOf } from "./lib/format-message";
import { RouteTextsProvider, TextsProvider } from "./lib/texts";
import { loadRootData } from "./root.server";

export type RootData = Awaited<ReturnType<typeof loadRootData>>;

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "stylesheet", href: stylesheet },
  { rel: "stylesheet", href: themeStylesheet },
  { rel: "stylesheet", href: authStylesheet },
];

export const loader = ({ request, context }: LoaderFunctionArgs) => loadRootData(request, context);

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (!error) return [];
  const texts = data?.texts ?? defaultTexts;
  const status = errorStatusOf(isRouteErrorResponse(error) ? error.status : 500);
  return [{ title: `${textOf(texts, `errorPage.${status}.title`)}${textOf(texts, "app.titleSuffix")}` }];
};

function listsErrors(value: unknown): boolean {
  const errors = (value as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? errors.length > 0 : !!errors && typeof errors === "object" && Object.keys(errors).length > 0;
}

/** An action answered with form errors: `{ errors: [...] }`, or a form page `{ page: { errors: [...] } }`. */
function hasFormErrors(actionData: Record<string, unknown> | null | undefined): boolean {
  return Object.values(actionData ?? {}).some((value) => listsErrors(value) || listsErrors((value as { page?: unknown } | null)?.page));
}

/**
 * Remix's <Meta />, with "Error: " in front of the title while a form shows errors (GOV.UK).
 * Meta functions do not see action data, so the prefix is added here for every route.
 */
function PageMeta({ errorPrefix }: { errorPrefix: string }) {
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const rendered = Meta() as ReactElement<{ children?: ReactNode }>;
  if (!hasFormErrors(routerState?.actionData as Record<string, unknown> | null)) return rendered;
  const children = Children.map(rendered.props.children, (child) => {
    if (!isValidElement<{ children?: ReactNode }>(child) || child.type !== "title") return child;
    const title = String(child.props.children ?? "");
    return cloneElement(child, {}, title.startsWith(errorPrefix) ? title : `${errorPrefix}${title}`);
  });
  return cloneElement(rendered, {}, children);
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const texts = data?.texts ?? defaultTexts;
  const user = data?.user ?? null;
  return (
    <html lang="en" data-theme={data?.theme ?? undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <PageMeta errorPrefix={texts["form.titleErrorPrefix"] ?? "Error: "} />
        <Links />
      </head>
      <body>
        <TextsProvider texts={texts}>
          <a className="skip-link" href="#main">
            {textOf(texts, "app.skipLink")}
          </a>
          <header className="site-header">
            <a className="site-header__name" href="/">
              {textOf(texts, "app.name")}
            </a>
            {data?.universityName ? <span className="site-header__tenant">{data.universityName}</span> : null}
            {user && data ? <SiteNavigation user={user} links={data.navigation} theme={data.theme} /> : null}
          </header>
          <ToastProvider durationMs={data?.toastMs ?? 0}>
            <main id="main" className="page" tabIndex={-1}>
              <RouteTextsProvider base={texts}>{children}</RouteTextsProvider>
            </main>
          </ToastProvider>
          {user && data?.idle ? <IdleLogout settings={data.idle} /> : null}
          <ScrollRestoration nonce={data?.cspNonce} />
          <Scripts nonce={data?.cspNonce} />
        </TextsProvider>
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
      supportEmail={data?.supportEmail ?? defaultSupportEmail}
      reference={status === 500 ? data?.requestId : undefined}
    />
  );
}

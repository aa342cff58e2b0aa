// The header's navigation (001 §2 'Navigation bar'; 000 §2): the links the signed-in user's role
// has, and the user menu: who is signed in, settings (the theme switch, Change password) in a
// <details> disclosure, and Log out. The forms post without JavaScript.
import { useLocation } from "@remix-run/react";
import { textOf } from "../../lib/format-message";
import { Radios } from "../govuk/Radios";
import { useTexts } from "../../lib/texts";

export interface NavigationData {
  user: { name: string };
  links: ReadonlyArray<{ href: string; labelKey: string; badge?: number }>;
  theme: "light" | "dark" | null;
}

const THEMES = [
  { value: "", labelKey: "nav.theme.system" },
  { value: "light", labelKey: "nav.theme.light" },
  { value: "dark", labelKey: "nav.theme.dark" },
] as const;

/** The link is the current page's section (aria-current), e.g. any /students page for Students. */
function isCurrent(pathname: string, href: string): boolean {
  const base = href === "/students/back" ? "/students" : href;
  return base === "/" ? pathname === "/" : pathname === base || pathname.startsWith(`${base}/`);
}

export function SiteNavigation({ user, links, theme }: NavigationData) {
  const texts = useTexts();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  return (
    <div className="site-nav">
      {links.length ? (
        <nav className="site-nav__primary" aria-label={textOf(texts, "nav.primary")}>
          <ul className="site-nav__list">
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} aria-current={isCurrent(pathname, link.href) ? "page" : undefined}>
                  {textOf(texts, link.labelKey)}
                  {link.badge ? (
                    <span className="nav-badge">
                      {link.badge}
                      <span className="visually-hidden"> {textOf(texts, "nav.unread")}</span>
                    </span>
                  ) : null}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <nav className="user-menu" aria-label={textOf(texts, "nav.label")}>
        <span className="user-menu__name">{textOf(texts, "nav.signedInAs", { name: user.name })}</span>
        <details className="user-menu__settings">
          <summary className="user-menu__toggle">{textOf(texts, "nav.account")}</summary>
          <div className="user-menu__panel">
            <form method="post" action="/preferences/theme" className="user-menu__theme">
              <input type="hidden" name="redirectTo" value={here} />
              <fieldset className="fieldset">
                <legend className="fieldset__legend">{textOf(texts, "nav.theme")}</legend>
                <Radios id="theme" defaultValue={theme ?? ""} choices={THEMES.map((option) => ({ value: option.value, label: textOf(texts, option.labelKey) }))} />
              </fieldset>
              <button type="submit" className="button button--secondary">
                {textOf(texts, "nav.theme.save")}
              </button>
            </form>
            <p>
              <a href="/auth/changePassword">{textOf(texts, "nav.changePassword")}</a>
            </p>
            <p>
              <a href="/mfa/recovery-codes">{textOf(texts, "nav.recoveryCodes")}</a>
            </p>
          </div>
        </details>
        <form method="post" action="/auth/logout" className="user-menu__logout">
          <button type="submit" className="link-button">
            {textOf(texts, "nav.logOut")}
          </button>
        </form>
      </nav>
    </div>
  );
}

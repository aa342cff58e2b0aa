// The frame of every Config screen page: which university is being configured, and the
// screen's own navigation (the current page marked for assistive technology too). Each page
// draws it from its own loader's `frame` (the screen has no layout route, so a form posted to
// /config reaches the overview's action).
import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { textOf } from "../../lib/format-message";
import type { RebuildProgress } from "../../../server/records/rebuild";
import { RebuildNotice } from "./RebuildNotice";
import { useTexts } from "../../lib/texts";

export interface Frame {
  universityName: string | null;
  nav: Array<{ href: string; labelKey: string }>;
  rebuild?: RebuildProgress | null;
}

export function ConfigFrame({ frame, children }: { frame: Frame | null; children: ReactNode }) {
  const texts = useTexts();
  const location = useLocation();
  return (
    <div className="config">
      {frame?.universityName ? <p className="config-caption">{textOf(texts, "config.caption", { university: frame.universityName })}</p> : null}
      {frame && frame.nav.length > 0 ? (
        <nav className="config-nav" aria-label={textOf(texts, "config.nav.label")}>
          <ul>
            {frame.nav.map((item) => {
              const current = location.pathname === item.href.split("?")[0];
              return (
                <li key={item.labelKey}>
                  <Link to={item.href} aria-current={current ? "page" : undefined}>
                    {textOf(texts, item.labelKey)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
      <RebuildNotice progress={frame?.rebuild ?? null} />
      {children}
    </div>
  );
}

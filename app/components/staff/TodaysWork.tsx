// The staff home's "what needs doing today" (issue 39; decision 0060): each kind of work under
// its heading, each figure a link to the list that shows those records; in words when nothing waits.
import { Link } from "@remix-run/react";
import { textOf } from "../../lib/format-message";
import { useTexts } from "../../lib/texts";
import type { WorkGroup } from "../../../server/staff/todays-work";

export function TodaysWork({ work }: { work: readonly WorkGroup[] }) {
  const texts = useTexts();
  return (
    <section aria-labelledby="todays-work">
      <h2 id="todays-work">{textOf(texts, "home.work.title")}</h2>
      {work.length ? (
        work.map((group) => (
          <section key={group.key} aria-labelledby={`work-${group.key}`}>
            <h3 id={`work-${group.key}`}>{textOf(texts, group.headingKey)}</h3>
            <ul className="link-list">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{textOf(texts, link.textKey, link.params)}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))
      ) : (
        <p>{textOf(texts, "home.work.nothing")}</p>
      )}
    </section>
  );
}

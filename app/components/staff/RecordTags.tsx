// A CAS record's tags (issue 23 item 5): each in its colour, and, for a role that may assign
// some, a tag to put on or take off.
import { Form } from "@remix-run/react";
import type { TagView } from "../../../server/tags/tags";
import { textOf } from "../../lib/format-message";
import { OptionSelect } from "./OptionSelect";
import { useTexts } from "../../lib/texts";

export function RecordTags({ tags, action }: { tags: { held: readonly TagView[]; assignable: readonly TagView[] }; action: string }) {
  const texts = useTexts();
  const t = (key: string) => textOf(texts, key);
  return (
    <section className="record-section" aria-labelledby="tags-heading">
      <h2 id="tags-heading">{t("tags.record.heading")}</h2>
      {tags.held.length ? (
        <ul className="tag-list">
          {tags.held.map((tag) => (
            <li key={tag.value}>
              <strong className={`tag tag--${tag.colour}`}>{tag.label}</strong>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("tags.record.none")}</p>
      )}
      {tags.assignable.length ? (
        <Form method="post" action={action}>
          <label className="label" htmlFor="record-tag">
            {t("tags.record.choose")}
          </label>
          <OptionSelect id="record-tag" name="tag" options={tags.assignable} />
          <div className="button-group">
            <button type="submit" className="button button--secondary" name="tagAction" value="add">
              {t("tags.record.add")}
            </button>
            <button type="submit" className="button button--secondary" name="tagAction" value="remove">
              {t("tags.record.remove")}
            </button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}

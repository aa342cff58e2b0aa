// /config/forms/:form/preview: choose a record (or an empty one), then the draft's form as a
// student sees it, the errors that record would get and every field's state.
import { Form, Link, useLoaderData } from "@remix-run/react";
import { textOf } from "../../lib/format-message";
import { ConfigFrame } from "./ConfigFrame";
import type { loadConfigPreview } from "../../loaders/config-preview.server";
import { ConfigPreview } from "./ConfigPreview";
import { DraftPerson } from "./DraftPerson";

export function PreviewPage() {
  const data = useLoaderData<typeof loadConfigPreview>();
  const { texts, links } = data;
  const t = (name: string, params?: Record<string, string | number>) => textOf(texts, name, params);
  return (
    <ConfigFrame frame={data.frame}>
      <Link className="back-link" to={links.back}>
        {t("config.preview.back", { form: data.form.title })}
      </Link>
      <h1>{t("config.title.preview", { form: data.form.title })}</h1>
      <p>{t("config.preview.intro")}</p>
      <Form method="get" action={links.self.split("?")[0]} className="filters">
        {links.tenant ? <input type="hidden" name="tenant" value={links.tenant} /> : null}
        <div className="form-group">
          <label className="label" htmlFor="record">
            {t("config.preview.recordLabel")}
          </label>
          <select id="record" name="record" className="config-select" defaultValue={data.recordId ?? ""}>
            <option value="">{t("config.preview.emptyRecord")}</option>
            {data.records.map((record) => (
              <option key={record.id} value={record.id}>
                {record.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--secondary">
          {t("config.preview.show")}
        </button>
      </Form>
      <p>{data.recordName ? t("config.preview.showingRecord", { record: data.recordName }) : t("config.preview.showingEmpty")}</p>
      {data.preview ? (
        <>
          <ConfigPreview key={data.recordId ?? "empty"} initial={data.preview} action={links.self} recordId={data.recordId} />
          {data.tasks.length ? (
            <section aria-labelledby="preview-tasks">
              <h2 id="preview-tasks">{t("config.preview.tasksHeading", { record: data.recordName ?? "" })}</h2>
              <ul className="task-list">
                {data.tasks.map((task, index) => (
                  <li key={`${index}:${task.title}`} className="task-list__item">
                    <span className="task-list__name">{task.title}</span> <strong className="tag">{t(task.statusKey)}</strong>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {data.person ? <DraftPerson person={data.person} t={t} /> : null}
        </>
      ) : (
        <>
          <h2>{t("config.preview.problemsHeading")}</h2>
          <ul className="problem-list">
            {data.problems.map((problem, index) => (
              <li key={`${index}:${problem.location}`}>
                <code>{problem.location}</code>
                {t("config.validate.problemSeparator")}
                {problem.problem}
              </li>
            ))}
          </ul>
        </>
      )}
    </ConfigFrame>
  );
}
